import { Icon } from '../ui/icon';
/**
 * Toasts of the cart and wishlist (spec section 8). react-toastify is imported when the first
 * message is shown, as in app/api-client.ts, so the first page's script does not carry it.
 */
export const TrashIcon = () => <Icon d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />;

export const toastSuccess = (message: string) => void import('react-toastify').then(({ toast }) => toast.success(message));

/** A removal is confirmed in the error style with a trash icon (spec section 8). */
export const toastRemoved = (message: string) =>
  void import('react-toastify').then(({ toast }) => toast.error(message, { icon: <TrashIcon /> }));
