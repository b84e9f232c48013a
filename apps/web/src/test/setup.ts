import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { options } from 'preact';
import { afterEach, vi } from 'vitest';
import { setApiNotices } from '../lib/api-client';
import { toastNotices } from '../lib/toast-notices';

// findBy… and waitFor wait for their condition up to 5 s instead of 1 s: on a busy 2-core machine a
// screen's lazy chunk and first render can take longer than a second without anything being wrong.
configure({ asyncUtilTimeout: 5_000 });

// Preact runs an island's effects after the next frame, or after 100 ms when no frame comes; a test
// file that ends within those 100 ms would have that timer fire once jsdom is gone (an uncaught
// 'cancelAnimationFrame is not defined'). The next task is soon enough here.
options.requestAnimationFrame = (flush) => void setTimeout(flush);

// jsdom has no layout: observers never fire (sliders stay placeholders), scrolling does nothing.
class InertObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
  takeRecords() {
    return [];
  }
}
globalThis.IntersectionObserver ??= InertObserver as unknown as typeof IntersectionObserver;
globalThis.ResizeObserver ??= InertObserver as unknown as typeof ResizeObserver;
window.scrollTo = () => undefined;
// jsdom's <dialog> has no modal methods (the islands' Dialog opens one): open and close as a browser
// does, the page's inertness aside.
HTMLDialogElement.prototype.showModal ??= function (this: HTMLDialogElement) {
  this.open = true;
};
HTMLDialogElement.prototype.close ??= function (this: HTMLDialogElement) {
  if (!this.open) return;
  this.open = false;
  this.dispatchEvent(new Event('close'));
};
// The client application's screens tell API failures as toasts (main.tsx sets the same).
setApiNotices(toastNotices);
Element.prototype.scrollIntoView ??= () => undefined;

afterEach(async () => {
  // An island's effects still due (see options.requestAnimationFrame above) run while jsdom is here.
  await new Promise((resolve) => setTimeout(resolve));
  cleanup();
  localStorage.clear();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
