import { CART_MESSAGES } from '@northbend/shared';
import { rememberAfterLogin, takeAfterLogin, type ActionAfterLogin } from '../../lib/after-login-memory';
import { loginReturningTo } from '../../lib/return-path';
import { addProduct, addVariant, toggleWishlist } from '../cart-calls';
import { goTo } from '../navigate';

const here = () => location.pathname + location.search;

/**
 * A visitor's press on the product page (issue 16): remembered for this tab, and off to log in,
 * coming back here, where the product's islands finish it (finishPress).
 */
export function pressAsVisitor(action: ActionAfterLogin | null): void {
  if (action) rememberAfterLogin(here(), action);
  goTo(loginReturningTo(here()));
}

/** Back from the login a visitor's press led to: done here, once, toasted as the button would have. */
export function finishPress(customerId: string): void {
  const action = takeAfterLogin(here());
  if (!action) return;
  if (action.kind === 'addProduct') void addProduct(customerId, action.productId);
  else if (action.kind === 'addVariant') void addVariant(customerId, action.productId, action.variant);
  else void toggleWishlist(customerId, action.productId, false);
}

/** Spec: a missing product or variant is only logged, the buyer sees nothing. */
export const logMissingVariant = (): void => console.info(CART_MESSAGES.cartValueMissing);

/** One call at a time per button: a second press while the first is on its way does nothing. */
export function oneAtATime() {
  const busy = new Set<string>();
  return async (key: string, call: () => Promise<unknown>): Promise<void> => {
    if (busy.has(key)) return;
    busy.add(key);
    try {
      await call();
    } finally {
      busy.delete(key);
    }
  };
}
