import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../app/store';

/**
 * Loads the customer's cart and wishlist when the app starts with a session and after each login
 * (the user id appears). Logout clears both (app/session.ts endSession). Mounted once, in the layout.
 * The thunks are imported here, not at the top: with the toasts and texts of the cart's changes
 * they stay out of the first page's script, which a visitor never needs them for.
 */
export function useCustomerLists(): void {
  const dispatch = useAppDispatch();
  const customerId = useAppSelector((s) => s.user.userData?._id);

  useEffect(() => {
    if (!customerId) return;
    let abort: (() => void) | null = null;
    let live = true;
    void import('./customer-lists').then((m) => {
      if (live) abort = m.loadCustomerLists(dispatch, customerId);
    });
    return () => {
      live = false;
      abort?.();
    };
  }, [customerId, dispatch]);
}
