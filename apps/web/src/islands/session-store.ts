import { cartLineCount, type CartItem, type CartListAnswer, type WishlistAnswer } from '@northbend/shared';
import { useEffect, useState } from 'preact/hooks';
import { apiGet } from '../lib/api-client';
import { apiPaths } from '../lib/api-paths';
import { session } from '../lib/session-storage';
import { redrawForCustomer } from './customer-page';
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
  /** The wishlist's product ids; null until the wishlist has been read. */
  wishlistIds: string[] | null;
  /** Whether `cart` holds the cart as read (or changed) in this page, not only the drawn counts. */
  cartRead: boolean;
}

const VISITOR: SessionView = { user: null, cart: [], cartCount: 0, subTotal: 0, wishlistCount: 0, wishlistIds: null, cartRead: false };

// Each change bumps its list's version: a first read that started before a change (the first read
// racing an 'Add to Cart') drops its older answer instead of overwriting the newer one.
const versions = { cart: 0, wishlist: 0 };

/** What the islands learnt from the API, told to the client application when they are drawn inside it. */
export interface KeptLists {
  cart?: CartListAnswer['data'];
  wishlist?: WishlistAnswer['result'];
}
let told: ((lists: KeptLists) => void) | null = null;

/**
 * Islands drawn inside the client application (IslandInApp: the product page in the browser's own
 * drawing) change the cart through this store; the application's store hears of each answer, so
 * its header counts follow. Null stops it.
 */
export function tellApp(listener: ((lists: KeptLists) => void) | null): void {
  told = listener;
}

/**
 * The client application's lists, as its store holds them (it changed them on its own screens):
 * islands drawn inside it show the same. Not told back.
 */
export function showAppLists(lists: { user: SessionUser | null; cart: CartItem[]; subTotal: number; wishlistIds: string[] }): void {
  started = true;
  set({ ...lists, cartCount: cartLineCount(lists.cart), wishlistCount: lists.wishlistIds.length, cartRead: true });
}

/** Keeps the cart a cart call answered with (every call answers with the whole priced cart). */
export function keepCart(data: CartListAnswer['data']): void {
  versions.cart += 1;
  set({ cart: data.result, cartCount: cartLineCount(data.result), subTotal: data.cart_charges.sub_total ?? 0, cartRead: true });
  told?.({ cart: data });
}

/** Keeps the wishlist a wishlist call answered with. */
export function keepWishlist(result: WishlistAnswer['result']): void {
  versions.wishlist += 1;
  set({ wishlistIds: result.map((p) => p._id), wishlistCount: result.length });
  told?.({ wishlist: result });
}

let view = VISITOR;
let started = false;
const listeners = new Set<() => void>();

function set(next: Partial<SessionView>): void {
  view = { ...view, ...next };
  listeners.forEach((listener) => listener());
}

/**
 * Reads the stored session and asks for the customer's lists; once per page. The browser's stored
 * session has the last word over the page's: a page drawn for a customer (the page cookie) whose
 * tab has since logged out shows the visitor; a page drawn for a visitor in a tab where a customer
 * is signed in is asked for again when it shows prices (customer-page.ts). Failures stay in the console (spec section 8).
 */
function start(drawnFor: SessionView): void {
  if (started) return;
  started = true;
  const user = session.user();
  if (!user?._id) {
    if (drawnFor.user) set(VISITOR);
    return;
  }
  set({ ...drawnFor, user });
  // Drawn for a visitor while a customer is signed in here: their prices need their page.
  if (!drawnFor.user) void redrawForCustomer();
  const before = { ...versions };
  apiGet<CartListAnswer>(apiPaths.cartList(user._id), { quiet: true })
    .then(({ data }) => before.cart === versions.cart && keepCart(data))
    .catch((error: unknown) => console.error(error));
  apiGet<WishlistAnswer>(apiPaths.wishlist(user._id), { quiet: true })
    .then((answer) => before.wishlist === versions.wishlist && keepWishlist(answer.result))
    .catch((error: unknown) => console.error(error));
}

/**
 * The session as the islands show it. The first render is the one the server drew (hydration must
 * match the HTML): the visitor's, or the customer's the page was drawn for (`drawnFor`, from the
 * page cookie); the stored session and the lists arrive right after.
 */
export function useSession(drawnFor: SessionView = VISITOR): SessionView {
  const [current, setCurrent] = useState(drawnFor);
  useEffect(() => {
    const listener = () => setCurrent(view);
    listeners.add(listener);
    start(drawnFor);
    listener();
    return () => void listeners.delete(listener);
    // The page's first answer only: a later render never restarts the store.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return current;
}

/** What the server knows of the customer it draws a page for: enough for the header's first paint. */
export type DrawnSession = Pick<SessionView, 'cartCount' | 'wishlistCount'> & { user: Pick<SessionUser, '_id' | 'user_name'> };

/** The store's view of a page drawn for a customer: the counts, and the lines once asked for. */
export const drawnView = (drawn: DrawnSession | undefined): SessionView =>
  drawn ? { ...VISITOR, ...drawn, user: drawn.user as SessionUser } : VISITOR;
