import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { PAGE_COOKIE } from '../../lib/page-cookie.js';
import { useTestShop } from '../../test/test-app.js';
import { call, login, refresh, verifiedCustomer } from './test-helpers.js';

// decision 035 point 5: the page cookie is a copy of the customer's access token for the storefront's pages only.
const shop = useTestShop();

const pageCookieOf = (res: LightMyRequestResponse) => res.cookies.find((c) => c.name === PAGE_COOKIE);
const setCookieLine = (res: LightMyRequestResponse) =>
  [res.headers['set-cookie']]
    .flat()
    .filter((line): line is string => typeof line === 'string' && line.startsWith(`${PAGE_COOKIE}=`))
    .join('\n');

describe('the nb_page cookie', () => {
  it('login sets it to the access token: httpOnly, SameSite=Lax, Path=/, Max-Age the token lifetime', async () => {
    const { email } = await verifiedCustomer(shop);
    const { res, authToken } = await login(shop, email);
    expect(pageCookieOf(res)?.value).toBe(authToken);
    const line = setCookieLine(res);
    expect(line).toMatch(/HttpOnly/);
    expect(line).toMatch(/SameSite=Lax/);
    expect(line).toMatch(/Path=\/(;|$)/);
    const maxAge = Number(/Max-Age=(\d+)/.exec(line)?.[1]);
    expect(maxAge).toBeGreaterThan(14 * 60);
    expect(maxAge).toBeLessThanOrEqual(15 * 60);
    // PUBLIC_URL is http:// in tests, so not Secure (as the refresh cookie).
    expect(line).not.toMatch(/Secure/);
  });

  it('a refresh sets it to the new token; a refused refresh and logout clear it', async () => {
    const { email } = await verifiedCustomer(shop);
    const { customerId, cookie } = await login(shop, email);
    const refreshed = await refresh(shop, customerId, cookie);
    expect(refreshed.statusCode).toBe(200);
    expect(pageCookieOf(refreshed)?.value).toBe(refreshed.json().user.token);

    const refused = await refresh(shop, customerId, 'x'.repeat(43));
    expect(refused.statusCode).toBe(401);
    expect(pageCookieOf(refused)?.value).toBe('');
    expect(setCookieLine(refused)).toMatch(/Expires=Thu, 01 Jan 1970|Max-Age=0/);

    const out = await call(shop, { method: 'POST', url: '/api/v1/customer/logout', payload: {} });
    expect(out.statusCode).toBe(200);
    expect(pageCookieOf(out)?.value).toBe('');
    expect(setCookieLine(out)).toMatch(/Path=\/(;|$)/);
  });

  it('the API routes never take it: with only the cookie a customer call is refused and prices stay hidden', async () => {
    const { email } = await verifiedCustomer(shop);
    const { authToken, customerId } = await login(shop, email);
    const cookies = { [PAGE_COOKIE]: authToken };
    const orders = await call(shop, { method: 'GET', url: `/api/v1/order/user/${customerId}`, cookies });
    expect(orders.statusCode).toBe(401);
    const list = (await call(shop, { method: 'GET', url: '/api/v1/product/public/lists', cookies })).json();
    expect(list.result[0]).not.toHaveProperty('product_price');
    // The same token as a bearer token works: the refusal is the cookie's.
    const withBearer = await call(shop, { method: 'GET', url: `/api/v1/order/user/${customerId}`, headers: { authorization: authToken } });
    expect(withBearer.statusCode).toBe(200);
  });
});
