import type { AppDispatch } from '../app/store';
import { loadCart } from './cart-actions';
import { loadWishlist } from './wishlist-actions';

/** Starts loading the customer's cart and wishlist into the store; returns what aborts both. */
export function loadCustomerLists(dispatch: AppDispatch, customerId: string): () => void {
  const runs = [dispatch(loadCart(customerId)), dispatch(loadWishlist(customerId))];
  return () => runs.forEach((run) => run.abort());
}
