import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { takeAfterLogin } from '../lib/after-login-memory';
import { addProductToCart, addVariantToCart } from './cart-actions';
import { addToWishlist } from './wishlist-actions';

export { rememberAfterLogin, type ActionAfterLogin } from '../lib/after-login-memory';

/** Runs the remembered action if it was pressed on `path`, the page the login returns to; it is forgotten either way. */
export function finishAfterLogin(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, customerId: string, path: string): void {
  const action = takeAfterLogin(path);
  if (!action) return;
  // Each thunk stores the answer and toasts it, as the button would have.
  if (action.kind === 'addProduct') void dispatch(addProductToCart({ customerId, productId: action.productId }));
  else if (action.kind === 'addVariant')
    void dispatch(addVariantToCart({ customerId, productId: action.productId, variant: action.variant }));
  else void dispatch(addToWishlist({ customerId, productId: action.productId }));
}
