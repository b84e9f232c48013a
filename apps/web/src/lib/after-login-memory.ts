import type { SelectedVariantRequest } from '@northbend/shared';
import { returnPathOf } from './return-path';

/** What a visitor pressed before being sent to log in (issue 16): done once logged in, back on that page. */
export type ActionAfterLogin =
  | { kind: 'addProduct'; productId: string }
  | { kind: 'addVariant'; productId: string; variant: SelectedVariantRequest }
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

/**
 * The remembered action if it was pressed on `path` (the page now drawn for the customer who just
 * logged in), and not long ago; it is forgotten either way, so it is done once. The product page's
 * buttons (an island, islands/product/press.ts) finish it.
 */
export function takeAfterLogin(path: string): ActionAfterLogin | null {
  let saved: Remembered | null;
  try {
    saved = JSON.parse(sessionStorage.getItem(KEY) ?? 'null') as Remembered | null;
    if (saved) sessionStorage.removeItem(KEY);
  } catch {
    return null;
  }
  if (!saved || saved.path !== path || Date.now() - saved.at > KEEP_MS) return null;
  return saved.action;
}
