import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/store';
import { loadCart } from './cart-actions';
import { loadWishlist } from './wishlist-actions';

/**
 * Loads the customer's cart and wishlist when the app starts with a session and after each login
 * (the user id appears). Logout clears both (app/session.ts endSession). Mounted once, in the layout.
 */
export function useCustomerLists(): void {
  const dispatch = useAppDispatch();
  const customerId = useAppSelector((s) => s.user.userData?._id);

  useEffect(() => {
    if (!customerId) return;
    const ctrl = new AbortController();
    loadCart(dispatch, customerId, ctrl.signal).catch(() => undefined);
    loadWishlist(dispatch, customerId, ctrl.signal).catch(() => undefined);
    return () => ctrl.abort();
  }, [customerId, dispatch]);
}
