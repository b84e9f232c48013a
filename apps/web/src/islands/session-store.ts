import { cartLineCount, type CartItem, type CartListAnswer, type WishlistAnswer } from '@northbend/shared';
import { useEffect, useState } from 'preact/hooks';
import { apiGet } from '../lib/api-client';
import { apiPaths } from '../lib/api-paths';
import { session } from '../lib/session-storage';
import type { SessionUser } from '../state/user-slice';

/**
 * The one small store every island of a page shares (decision 035): who is signed in, their cart
 * and their wishlist. The server renders public pages for a visitor; the browser reads the stored
 * session once and asks for the lists once, and every island that shows them redraws. No Redux:
 * that stays in the client application.
 */
export interface SessionView {
  user: SessionUser | null;
  cart: CartItem[];
  cartCount: number;
  subTotal: number;
  wishlistCount: number;
}

const VISITOR: SessionView = { user: null, cart: [], cartCount: 0, subTotal: 0, wishlistCount: 0 };

let view = VISITOR;
let started = false;
const listeners = new Set<() => void>();

function set(next: Partial<SessionView>): void {
  view = { ...view, ...next };
  listeners.forEach((listener) => listener());
}

/** Reads the stored session and asks for the customer's lists; once per page. Failures stay in the console (spec section 8). */
function start(): void {
  if (started) return;
  started = true;
  const user = session.user();
  if (!user?._id) return;
  set({ user });
  apiGet<CartListAnswer>(apiPaths.cartList(user._id), { quiet: true })
    .then(({ data }) => set({ cart: data.result, cartCount: cartLineCount(data.result), subTotal: data.cart_charges.sub_total ?? 0 }))
    .catch((error: unknown) => console.error(error));
  apiGet<WishlistAnswer>(apiPaths.wishlist(user._id), { quiet: true })
    .then((answer) => set({ wishlistCount: answer.result.length }))
    .catch((error: unknown) => console.error(error));
}

/**
 * The session as the islands show it. The first render is the visitor's, as the server drew it
 * (hydration must match the HTML); the stored session arrives right after.
 */
export function useSession(): SessionView {
  const [current, setCurrent] = useState(VISITOR);
  useEffect(() => {
    const listener = () => setCurrent(view);
    listeners.add(listener);
    start();
    listener();
    return () => void listeners.delete(listener);
  }, []);
  return current;
}
