import { refreshToken } from '../lib/api-client';
import { loadAgain } from './navigate';

/**
 * The attribute of a page's parts that a customer sees otherwise: the visitor's price prompts
 * (components/price.tsx, the product's 'View Pricing - Login'). Its presence says the page is not
 * the one a signed-in customer should read.
 */
export const VISITOR_PRICE_SELECTOR = '[data-visitor-price]';

const REDRAWN_KEY = 'nb.redrawnFor';

/**
 * A page drawn for a visitor, in a tab that holds a customer's session: their page cookie had
 * gone (it lives as long as the access token, 15 minutes, decision 035). When the page shows
 * visitor's price prompts, the token is renewed, which sets the cookie again, and the same page
 * is loaded once more, now drawn for the customer with their prices. Once per address per tab, so
 * a cookie the browser refuses cannot loop; a page without prices stays as it is (the islands
 * already show the customer).
 */
export async function redrawForCustomer(): Promise<void> {
  if (!document.querySelector(VISITOR_PRICE_SELECTOR)) return;
  try {
    if (sessionStorage.getItem(REDRAWN_KEY) === location.href) return;
    if ((await refreshToken()) !== 'refreshed') return;
    sessionStorage.setItem(REDRAWN_KEY, location.href);
  } catch {
    // Storage refused (private mode): no guard against a loop, so no second load either.
    return;
  }
  loadAgain();
}
