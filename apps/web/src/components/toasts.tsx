import { Icon } from '../ui/icon';
import { PRODUCT_ICON_PATHS } from '../ui/product-icon-paths';
/**
 * Toasts of the cart and wishlist (spec section 8). react-toastify is imported when the first
 * message is shown, as in app/api-client.ts, so the first page's script does not carry it.
 */
export const TrashIcon = () => <Icon d={PRODUCT_ICON_PATHS.trash} />;

export const toastSuccess = (message: string) => void import('react-toastify').then(({ toast }) => toast.success(message));

/** A removal is confirmed in the error style with a trash icon (spec section 8). */
export const toastRemoved = (message: string) =>
  void import('react-toastify').then(({ toast }) => toast.error(message, { icon: <TrashIcon /> }));
