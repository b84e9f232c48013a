import { beforeAll } from 'vitest';

/**
 * jsdom has no HTMLDialogElement.showModal: the back office's dialogs (ui/dialog.tsx) open with it.
 * A test file that opens one calls this once; the dialog is then open as in a browser.
 */
export function withModalDialogs(): void {
  beforeAll(() => {
    const proto = HTMLDialogElement.prototype;
    proto.showModal ??= function (this: HTMLDialogElement) {
      this.setAttribute('open', '');
    };
    proto.close ??= function (this: HTMLDialogElement) {
      this.removeAttribute('open');
    };
  });
}
