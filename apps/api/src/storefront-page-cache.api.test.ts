import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { productPath } from '@northbend/shared';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { products } from './db/schema/index.js';
import { signedInStaff } from './test/back-office.js';
import { beforeAllValue, useTestShop } from './test/test-app.js';

// A web build of this file's own with a stand-in server entry (the real one is Vite's build of
// apps/web/src/entry-server.tsx): it asks the API in process for the product, as the real loaders
// do, and writes into each page how many pages it has drawn, so a client can tell a kept page
// from a new one.
const dist = mkdtempSync(join(tmpdir(), 'nb-dist-'));
mkdirSync(join(dist, 'ssr'));
mkdirSync(join(dist, '.vite'));
writeFileSync(join(dist, 'index.html'), '<!doctype html><title>storefront</title><div id="root"></div>');
mkdirSync(join(dist, 'back-office'));
writeFileSync(join(dist, 'back-office', 'admin.html'), '<!doctype html><title>back office</title>');
writeFileSync(join(dist, '.vite', 'manifest.json'), '{}');
writeFileSync(
  join(dist, 'ssr', 'entry-server.mjs'),
  `let api;
let drawn = 0;
export function setApiTransport(transport) { api = transport; }
export async function renderPage(url) {
  drawn += 1;
  const id = url.split('?')[0].split('/').pop();
  const res = await api('/api/v1/product/public/' + id, { method: 'GET', headers: {} });
  const name = res.status === 200 ? (await res.json()).result.product_name : 'Page not found';
  const words = '<p>Punches, dies and press brake tooling for every make.</p>'.repeat(60);
  return { kind: 'page', html: '<!doctype html><title>' + name + '</title><p>page ' + drawn + '</p>' + words };
}
`,
);

// Longer than the test takes: a page is kept until an edit clears it.
const shop = useTestShop({ env: { WEB_DIST_DIR: dist, PAGE_CACHE_MS: '60000' } });
const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
const get = (url: string, headers: Record<string, string> = {}) => shop.app.inject({ method: 'GET', url, headers });
const drawnAs = (html: string) => /<p>page (\d+)<\/p>/.exec(html)?.[1];
const varyOf = (res: LightMyRequestResponse) =>
  String(res.headers.vary ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase());

interface Product {
  _id: string;
  product_slug: string;
  product_name: string;
}

async function productPage(at: number): Promise<{ product: Product; url: string }> {
  const product = (await get(`/api/v1/product/public/lists?limit=${at + 1}`)).json().result[at] as Product;
  return { product, url: productPath(product.product_slug, product._id) };
}

describe('a kept storefront page (issue 13, decision 019)', () => {
  it('is sent in brotli and gzip copies that decompress to the plain page, with its headers and one ETag', async () => {
    const { product, url } = await productPage(0);
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toContain(`<title>${product.product_name}</title>`);
    const copies = { br: brotliDecompressSync, gzip: gunzipSync };
    for (const [encoding, decompress] of Object.entries(copies)) {
      const res = await get(url, { 'accept-encoding': encoding === 'br' ? 'gzip, deflate, br, zstd' : 'gzip, deflate' });
      expect(res.statusCode, encoding).toBe(200);
      expect(res.headers['content-encoding'], encoding).toBe(encoding);
      expect(res.headers['content-type'], encoding).toBe('text/html; charset=utf-8');
      expect(res.headers['cache-control'], encoding).toBe('public, max-age=0, s-maxage=60');
      expect(varyOf(res), encoding).toContain('accept-encoding');
      expect(Number(res.headers['content-length']), encoding).toBe(res.rawPayload.length);
      expect(res.rawPayload.length, encoding).toBeLessThan(plain.rawPayload.length / 4);
      expect(decompress(res.rawPayload).toString(), encoding).toBe(plain.body);
      // A weak tag, the same for every copy: they are one page, encoded.
      expect(res.headers.etag, encoding).toBe(plain.headers.etag);
    }
    expect(String(plain.headers.etag)).toMatch(/^W\//);
    expect(varyOf(plain)).toContain('accept-encoding');
  });

  it('answers 304 to its ETag whichever copy the client holds, without a body or an encoding', async () => {
    const { url } = await productPage(0);
    const first = await get(url, { 'accept-encoding': 'br' });
    for (const encoding of ['br', 'gzip', 'identity']) {
      const again = await get(url, { 'accept-encoding': encoding, 'if-none-match': String(first.headers.etag) });
      expect(again.statusCode, encoding).toBe(304);
      expect(again.body, encoding).toBe('');
      expect(again.headers['content-encoding'], encoding).toBeUndefined();
      expect(again.headers.etag, encoding).toBe(first.headers.etag);
    }
  });

  it('keeps its status with it: no new status query or render until an edit clears the pages', async () => {
    const { product, url } = await productPage(1);
    const first = await get(url, { 'accept-encoding': 'br' });
    expect(first.statusCode).toBe(200);
    const drawn = drawnAs(brotliDecompressSync(first.rawPayload).toString());
    // Archived behind the API's back (no edit in this process, so nothing is cleared): a new
    // status query would answer 404, a new render would write another page number.
    await shop.handle.db.update(products).set({ archivedAt: new Date() }).where(eq(products.id, product._id));
    const bodyOf = {
      br: (res: LightMyRequestResponse) => brotliDecompressSync(res.rawPayload).toString(),
      gzip: (res: LightMyRequestResponse) => gunzipSync(res.rawPayload).toString(),
      identity: (res: LightMyRequestResponse) => res.body,
    };
    for (const [encoding, decode] of Object.entries(bodyOf)) {
      const again = await get(url, { 'accept-encoding': encoding });
      expect(again.statusCode, encoding).toBe(200);
      expect(drawnAs(decode(again)), encoding).toBe(drawn);
    }
    // A back-office write clears the kept pages: now the archived product is gone.
    expect((await editor.send('POST', `/products/${product._id}/restore`)).statusCode).toBe(200);
    expect((await editor.send('POST', `/products/${product._id}/archive`)).statusCode).toBe(200);
    const gone = await get(url, { 'accept-encoding': 'gzip' });
    expect(gone.statusCode).toBe(404);
    expect(gone.headers['content-encoding']).toBe('gzip');
    expect(gone.headers['cache-control']).toBe('no-cache');
    expect(varyOf(gone)).toContain('accept-encoding');
    expect(gunzipSync(gone.rawPayload).toString()).toContain('<title>Page not found</title>');
    expect(drawnAs(gunzipSync(gone.rawPayload).toString())).not.toBe(drawn);
  });

  it('is sent plain to a client that refuses both encodings', async () => {
    const { url } = await productPage(0);
    const res = await get(url, { 'accept-encoding': 'br;q=0, gzip;q=0' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.body).toContain('<p>page ');
  });
});
