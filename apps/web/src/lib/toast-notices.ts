import type { ApiNotices } from './api-client';
import type { CarriedToastKind } from './toast-after-navigation';

/**
 * The client application's way of telling an API failure (spec section 8): a toast. The toast
 * library loads with the first message, so it stays out of the first page's script.
 */
export const toastNotices: ApiNotices = {
  error: (message) => void import('react-toastify').then(({ toast }) => toast.error(message, { icon: () => '⚠' })),
  warning: (message) => void import('react-toastify').then(({ toast }) => toast.warning(message)),
};

/** A toast of any kind, its library loaded with it (a message carried over from the last page). */
export const showToastNow = (message: string, kind: CarriedToastKind): void =>
  void import('react-toastify').then(({ toast }) => (kind === 'error' ? toastNotices.error(message) : toast[kind](message)));
