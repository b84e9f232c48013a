import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MY_MACHINES_COOKIE } from '@northbend/shared';
import { describe, expect, it } from 'vitest';
import { signAccessToken } from './lib/access-tokens.js';
import { PAGE_COOKIE } from './lib/page-cookie.js';
import { login, verifiedCustomer } from './modules/auth/test-helpers.js';
import { useTestShop } from './test/test-app.js';

// decision 035 point 5: a page request with the nb_page cookie is drawn for its customer. A stand-in
// server entry writes who it was drawn for, whether the loaders' calls were the customer's (their
// order list answers 200 to its owner only, prices show to a customer only) and a draw count.
// `?visitor` makes it ignore the viewer, as today's entry does (no `personal`).
const dist = mkdtempSync(join(tmpdir(), 'nb-dist-'));
mkdirSync(join(dist, 'ssr'));
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>storefront</title><div id="root"></div>');
writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
writeFileSync(
  join(dist, 'ssr', 'entry-server.mjs'),
  `let api;
let drawn = 0;
export function setApiTransport(transport) { api = transport; }
const pause = () => new Promise((r) => setTimeout(r, 5 + Math.random() * 20));
export async function renderPage(url, origin, assets, viewer) {
  drawn += 1;
  const n = drawn;
  if (url.includes('visitor')) viewer = undefined;
  const id = viewer ? viewer.customerId : 'none';
  await pause();
  const first = (await api('/api/v1/order/user/' + id, { method: 'GET', headers: {} })).status;
  await pause();
  const list = await (await api('/api/v1/product/public/lists', { method: 'GET', headers: { authorization: 'forged' } })).json();
  const second = (await api('/api/v1/order/user/' + id, { method: 'GET', headers: {} })).status;
  const priced = 'product_price' in list.result[0];
  return {
    kind: 'page',
    personal: viewer ? true : undefined,
    html: '<!doctype html><p>for ' + (viewer ? viewer.userName + ' ' + viewer.customerId : 'visitor') + '</p><p>orders ' + first + ' ' + second + '</p><p>priced ' + priced + '</p><p>page ' + n + '</p>' + (viewer ? '<p>machines ' + JSON.stringify(viewer.machines) + ' ' + viewer.myMachinesOn + '</p>' : ''),
  };
}
`,
);

const shop = useTestShop({ env: { WEB_DIST_DIR: dist, PAGE_CACHE_MS: '60000' } });
const page = (url: string, token?: string) =>
  shop.app.inject({ method: 'GET', url, ...(token !== undefined ? { cookies: { [PAGE_COOKIE]: token } } : {}) });
const drawnAs = (html: string) => /<p>page (\d+)<\/p>/.exec(html)?.[1];
const cleared = (res: { cookies: { name: string; value: string }[] }) => res.cookies.find((c) => c.name === PAGE_COOKIE)?.value === '';

async function customer() {
  const { email } = await verifiedCustomer(shop);
  return login(shop, email);
}

describe('a page for the nb_page cookie’s customer', () => {
  it("is drawn with the customer's machines and their device's 'My machines' choice (issue 16)", async () => {
    const { authToken } = await customer();
    const machines = /<p>machines \{"makeIds":\[[^\]]*\],"modelIds":\[[^\]]*\]\} (true|false)<\/p>/;
    expect(machines.exec((await page('/', authToken)).body)?.[1]).toBe('true');
    const off = await shop.app.inject({ method: 'GET', url: '/', cookies: { [PAGE_COOKIE]: authToken, [MY_MACHINES_COOKIE]: 'off' } });
    expect(machines.exec(off.body)?.[1]).toBe('false');
  });

  it('is drawn with the viewer and their authorization, private and no-store, never from or into the kept pages', async () => {
    const { authToken, customerId } = await customer();
    const visitor = await page('/');
    expect(visitor.body).toContain('for visitor');
    expect(visitor.body).toContain('priced false');
    expect(visitor.headers['cache-control']).toMatch(/public/);

    const mine = await page('/', authToken);
    expect(mine.statusCode).toBe(200);
    expect(mine.body).toContain(`for Dana Whitfield ${customerId}`);
    expect(mine.body).toContain('orders 200 200');
    expect(mine.body).toContain('priced true');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    expect(String(mine.headers.vary)).toMatch(/cookie/i);
    expect(mine.headers.etag).toBeUndefined();
    // Not the visitor's kept page, and the customer's page is not kept for the next visitor.
    expect(drawnAs(mine.body)).not.toBe(drawnAs(visitor.body));
    const again = await page('/');
    expect(again.body).toContain('for visitor');
    expect(drawnAs(again.body)).toBe(drawnAs(visitor.body));
    // Drawn anew each time.
    expect(drawnAs((await page('/', authToken)).body)).not.toBe(drawnAs(mine.body));
  });

  it('is the visitor’s kept page when the entry draws a visitor page anyway', async () => {
    const { authToken } = await customer();
    const visitor = await page('/?visitor');
    const res = await page('/?visitor', authToken);
    expect(res.body).toBe(visitor.body);
    expect(res.body).toContain('priced false');
    expect(res.headers['cache-control']).toMatch(/public/);
  });

  it('is a visitor’s page, and the cookie is cleared, for a forged, expired or revoked token', async () => {
    const { authToken, cookie, customerId } = await customer();
    const sid = JSON.parse(Buffer.from(authToken.split('.')[1], 'base64url').toString()).sid as string;
    // Expired ten seconds ago (a number is jose's absolute expiry time), its session still live.
    const past = await signAccessToken(shop.config.jwtSecret, customerId, sid, Math.floor(Date.now() / 1000) - 10);
    const expired = await page('/', past);
    expect(expired.body).toContain('for visitor');
    expect(cleared(expired)).toBe(true);

    const forged = await page('/', `${authToken.slice(0, -4)}AAAA`);
    expect(forged.body).toContain('for visitor');
    expect(cleared(forged)).toBe(true);

    await shop.app.inject({ method: 'POST', url: '/api/v1/customer/logout', payload: {}, cookies: { nb_refresh: cookie } });
    const revoked = await page('/', authToken);
    expect(revoked.body).toContain('for visitor');
    expect(revoked.body).toContain('priced false');
    expect(cleared(revoked)).toBe(true);
    expect(revoked.headers['cache-control']).toMatch(/public/);
  });

  it('keeps each concurrent render’s own authorization', async () => {
    const [a, b] = await Promise.all([customer(), customer()]);
    const rounds = await Promise.all([0, 1, 2].flatMap(() => [page('/p/a', a.authToken), page('/p/b', b.authToken), page('/p/visitor')]));
    for (let i = 0; i < rounds.length; i += 3) {
      expect(rounds[i].body).toContain(`${a.customerId}</p><p>orders 200 200</p><p>priced true`);
      expect(rounds[i + 1].body).toContain(`${b.customerId}</p><p>orders 200 200</p><p>priced true`);
      expect(rounds[i + 2].body).toContain('for visitor</p><p>orders 401 401</p><p>priced false');
    }
  });
});
