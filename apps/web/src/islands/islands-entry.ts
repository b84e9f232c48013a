import { h, hydrate } from 'preact';
import { setApiNotices } from '../lib/api-client';
import { takeToastAfterNavigation } from '../lib/toast-after-navigation';
import { keepEarlyInput } from './early-input';
import { ISLAND_TAG, ISLANDS_READY, LATER_STYLE, type IslandWhen } from './kinds';
import type { IslandName } from './names';
import { ISLANDS } from './registry';

/**
 * The browser's only script on a public page (decision 035). The server rendered the whole page;
 * this finds its islands and hydrates each one alone, with its own props, when it is due. Nothing
 * outside an island is touched: links are links, text is text.
 */

/** Resolves when the island is due: at once, when the browser is idle, or when it nears the screen. */
function due(element: HTMLElement, when: IslandWhen): Promise<void> {
  if (when === 'idle')
    return new Promise((resolve) =>
      typeof window.requestIdleCallback === 'function'
        ? window.requestIdleCallback(() => resolve(), { timeout: 2000 })
        : setTimeout(resolve, 200),
    );
  if (when === 'visible')
    return new Promise((resolve) => {
      const watch = new IntersectionObserver(
        (entries) => {
          if (!entries.some((e) => e.isIntersecting)) return;
          watch.disconnect();
          resolve();
        },
        { rootMargin: '200px 0px' },
      );
      // An <nb-island> has no box of its own (display: contents), so an observer never reports it:
      // its drawn children are watched instead (an island that draws nothing wakes when idle).
      const boxes = [...element.children];
      if (boxes.length === 0) return void resolve(due(element, 'idle'));
      boxes.forEach((box) => watch.observe(box));
    });
  return Promise.resolve();
}

/** Loads the island's code and hydrates its element in place; marks it so once done. */
async function hydrateIsland(element: HTMLElement): Promise<void> {
  const name = element.dataset.island as IslandName;
  const load = ISLANDS[name] as (typeof ISLANDS)[IslandName] | undefined;
  if (!load) throw new Error(`No island called ${name}`);
  const { default: Island } = await load();
  const props = JSON.parse(element.dataset.props ?? '{}') as object;
  const giveBackEarlyInput = keepEarlyInput(element);
  hydrate(h(Island as (p: object) => ReturnType<typeof Island>, props), element);
  giveBackEarlyInput();
  element.dataset.hydrated = '';
}

const waking = new Map<HTMLElement, Promise<void>>();

/** Wakes the island once, whether it came due or a buyer reached it first (holdEarlySubmit). */
function wake(element: HTMLElement): Promise<void> {
  let woken = waking.get(element);
  if (!woken) waking.set(element, (woken = hydrateIsland(element)));
  return woken;
}

/** Forms whose press is held until their island wakes. */
const held = new WeakSet<HTMLFormElement>();

/**
 * A form sent inside an island that is not awake yet (a quick press on a slow phone, the contact
 * form still waiting for an idle moment) would go to the server as a plain form: the page reloaded
 * with what was typed in its address, and nothing sent. Instead the press is held, the island woken
 * at once, and the form sent again to the island's own handler.
 */
function holdEarlySubmit(event: SubmitEvent): void {
  const form = event.target as HTMLFormElement;
  const island = form.closest<HTMLElement>(`${ISLAND_TAG}[data-island]`);
  if (!island || island.dataset.hydrated !== undefined) return;
  event.preventDefault();
  // A second press while the first is held sends nothing more: the form goes once.
  if (held.has(form)) return;
  held.add(form);
  const submitter = event.submitter;
  wake(island)
    // A task later: the island has drawn the fields given back to it (keepEarlyInput) by then.
    .then(() => new Promise((resolve) => setTimeout(resolve)))
    .then(() => form.requestSubmit(submitter?.isConnected && form.contains(submitter) ? submitter : null))
    .catch((error: unknown) => console.error(error))
    .finally(() => held.delete(form));
}

function start(): void {
  document.addEventListener('submit', holdEarlySubmit, true);
  // The stylesheets of what a buyer opens, fetched meanwhile without holding the first paint.
  for (const link of document.querySelectorAll<HTMLLinkElement>(`link[${LATER_STYLE}]`)) link.media = 'all';
  const islands = [...document.querySelectorAll<HTMLElement>(`${ISLAND_TAG}[data-island]`)];
  const whenOf = (element: HTMLElement) => (element.dataset.when ?? 'load') as IslandWhen;
  const woken = islands.map((element) => ({
    when: whenOf(element),
    done: due(element, whenOf(element)).then(() => wake(element)),
  }));
  // One island failing to load (a network error) leaves the others working, and the page is ready.
  for (const { done } of woken) done.catch((error: unknown) => console.error(error));
  void Promise.allSettled(woken.filter((w) => w.when !== 'visible').map((w) => w.done)).then(() => {
    document.documentElement.dataset.islands = ISLANDS_READY;
  });
}

// The API's refusals (spec section 8) as toasts; their small module loads with the first message.
const toast = (kind: 'error' | 'warning') => (message: string) =>
  void import('./toasts/toasts').then(({ showToast }) => showToast(message, kind));
setApiNotices({ error: toast('error'), warning: toast('warning') });

// A message the last page kept for this one (the login's welcome, lib/toast-after-navigation.ts): once.
const carried = takeToastAfterNavigation();
if (carried) void import('./toasts/toasts').then(({ showToast }) => showToast(carried.message, carried.kind));

start();
