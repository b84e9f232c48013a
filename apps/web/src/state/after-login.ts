import type { ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import { returnPathOf } from '../lib/return-path';
import { addProductToCart, addVariantToCart, type VariantToAdd } from './cart-actions';
import { addToWishlist } from './wishlist-actions';

/** What a visitor pressed before being sent to log in (issue 16): done once logged in, back on that page. */
export type ActionAfterLogin =
  | { kind: 'addProduct'; productId: string }
  | { kind: 'addVariant'; productId: string; variant: VariantToAdd }
  | { kind: 'addToWishlist'; productId: string };

interface Remembered {
  path: string;
  action: ActionAfterLogin;
  at: number;
}

const KEY = 'nb.afterLogin';
// A press is finished only by the login it led to: one given up on and done much later is not.
const KEEP_MS = 30 * 60 * 1000;

/** Remembers the action for this tab until the login that returns to `path`. */
export function rememberAfterLogin(path: string, action: ActionAfterLogin): void {
  const back = returnPathOf(path);
  try {
    if (back) sessionStorage.setItem(KEY, JSON.stringify({ path: back, action, at: Date.now() } satisfies Remembered));
  } catch {
    // Storage refused (private mode, full): the buyer presses the button again after login.
  }
}

/** Runs the remembered action if it was pressed on `path`, the page the login returns to; it is forgotten either way. */
export function finishAfterLogin(dispatch: ThunkDispatch<unknown, unknown, UnknownAction>, customerId: string, path: string): void {
  let saved: Remembered | null;
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Remembered | null;
    sessionStorage.removeItem(KEY);
  } catch {
    return;
  }
  if (!saved || saved.path !== path || Date.now() - saved.at > KEEP_MS) return;
  const { action } = saved;
  // Each thunk stores the answer and toasts it, as the button would have.
  if (action.kind === 'addProduct') void dispatch(addProductToCart({ customerId, productId: action.productId }));
  else if (action.kind === 'addVariant')
    void dispatch(addVariantToCart({ customerId, productId: action.productId, variant: action.variant }));
  else void dispatch(addToWishlist({ customerId, productId: action.productId }));
}
