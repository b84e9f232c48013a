import { TIMINGS } from '@northbend/shared';
import { PRODUCT_ICON_PATHS } from '../../ui/product-icon-paths';
import './toasts.scss';

/**
 * Toasts on the public pages (spec sections 8 and 9): the messages of the cart and wishlist and
 * the API's refusals, top-left below the header's logo, closing after 1.5 s. The client
 * application shows them with react-toastify; an island page cannot carry React, so this draws the
 * same elements (the `Toastify` classes the journeys and screen readers know) with a few lines of
 * DOM. Loaded with the first message (toast-notices in islands/islands-entry.ts).
 */
export type ToastKind = 'success' | 'error' | 'warning';

const CLOSE_MS = TIMINGS.storeToastClose;
const ICONS: Record<ToastKind, string> = {
  success: PRODUCT_ICON_PATHS.check,
  error: 'M12 8v5m0 3h.01M10.3 3.9L2.4 18a2 2 0 001.7 3h15.8a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
  warning: 'M12 8v5m0 3h.01M10.3 3.9L2.4 18a2 2 0 001.7 3h15.8a2 2 0 001.7-3L13.7 3.9a2 2 0 00-3.4 0z',
};
// A removal is confirmed in the error style with a trash icon (spec section 8).
const TRASH = PRODUCT_ICON_PATHS.trash;

function container(): HTMLElement {
  const found = document.querySelector<HTMLElement>('.Toastify .nb-toasts');
  if (found) return found;
  const root = document.createElement('div');
  root.className = 'Toastify';
  const list = document.createElement('div');
  list.className = 'Toastify__toast-container Toastify__toast-container--top-left nb-toasts';
  root.append(list);
  document.body.append(root);
  return list;
}

function icon(path: string): SVGSVGElement {
  const svg = document.createElementNS('http://www.w3.org/2000/svg', 'svg');
  svg.setAttribute('viewBox', '0 0 24 24');
  svg.setAttribute('aria-hidden', 'true');
  svg.setAttribute('class', 'nb-toast__icon');
  const line = document.createElementNS('http://www.w3.org/2000/svg', 'path');
  line.setAttribute('d', path);
  svg.append(line);
  return svg;
}

/** Shows one message; it closes after 1.5 s, or at once on a click. */
export function showToast(message: string, kind: ToastKind, options: { trash?: boolean } = {}): void {
  const toast = document.createElement('div');
  toast.className = `Toastify__toast Toastify__toast--${kind} nb-toast`;
  toast.setAttribute('role', 'alert');
  const text = document.createElement('div');
  text.className = 'Toastify__toast-body';
  text.textContent = message;
  toast.append(icon(options.trash ? TRASH : ICONS[kind]), text);
  const close = () => toast.remove();
  toast.addEventListener('click', close);
  container().append(toast);
  setTimeout(close, CLOSE_MS);
}

export const toastSuccess = (message: string): void => showToast(message, 'success');
export const toastRemoved = (message: string): void => showToast(message, 'error', { trash: true });
