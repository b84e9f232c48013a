import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStatic } from './static.js';

describe('static pages: deep links', () => {
  const app = Fastify();
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'nb-dist-'));
    writeFileSync(join(dist, 'index.html'), '<head><title>storefront</title></head>');
    // The back office's own build (apps/web/vite.config.ts) inside the storefront's.
    mkdirSync(join(dist, 'back-office', '.vite'), { recursive: true });
    writeFileSync(join(dist, 'back-office', 'admin.html'), '<head><title>back office</title></head>');
    writeFileSync(join(dist, 'back-office', 'admin-preview.html'), '<title>page preview</title>');
    writeFileSync(join(dist, 'back-office', '.vite', 'manifest.json'), '{"admin.html":{}}');
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *');
    const images = mkdtempSync(join(tmpdir(), 'nb-images-'));
    writeFileSync(join(images, 'part.png'), 'not really a png');
    await registerStatic(app, { imagesDir: images, webDistDir: dist, shopTimeZone: 'Europe/Berlin' });
    // The sitemap module's robots.txt (app.ts), which the build's copy must leave alone.
    app.get('/robots.txt', async () => 'Sitemap: …');
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers the back office's paths with admin.html and the others with index.html", async () => {
    for (const url of ['/admin', '/admin.html', '/admin/login', '/admin/orders/NB-100001?tab=history'])
      expect((await app.inject({ url })).body, url).toContain('back office');
    expect((await app.inject({ url: '/admin-preview.html' })).body).toContain('page preview');
    for (const url of ['/', '/user/order', '/administrator', '/admin-tools'])
      expect((await app.inject({ url })).body, url).toContain('storefront');
  });

  it("names the shop's time zone (SHOP_TIMEZONE) in the storefront's and the back office's pages, for their dates", async () => {
    for (const url of ['/admin/orders', '/user/order'])
      expect((await app.inject({ url })).body, url).toContain('<meta name="shop-time-zone" content="Europe/Berlin" />');
  });

  it('revalidates the page every time and answers 304 to its ETag; images are cached a week, with an ETag too', async () => {
    for (const [url, cacheControl] of [
      ['/user/order', 'no-cache'],
      ['/admin/orders', 'no-cache'],
      ['/images/part.png', 'public, max-age=604800'],
    ]) {
      const first = await app.inject({ url });
      expect(first.headers['cache-control'], url).toBe(cacheControl);
      expect(first.headers.etag, url).toBeTruthy();
      const again = await app.inject({ url, headers: { 'if-none-match': String(first.headers.etag) } });
      expect(again.statusCode, url).toBe(304);
      expect(again.body, url).toBe('');
    }
  });

  it("sends the back office's pages only at their addresses, and its manifest never", async () => {
    for (const url of ['/back-office/admin.html', '/back-office/admin-preview.html', '/back-office/.vite/manifest.json'])
      expect((await app.inject({ url })).body, url).not.toMatch(/back office|page preview|"admin\.html":/);
  });

  it("leaves robots.txt to the sitemap module's route", async () => {
    expect((await app.inject({ url: '/robots.txt' })).body).toBe('Sitemap: …');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await app.inject({ url: '/api/v1/admin/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Route GET /api/v1/admin/nothing not found' });
  });
});
