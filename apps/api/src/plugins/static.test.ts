import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { registerStatic } from './static.js';

describe('static pages: deep links', () => {
  const app = Fastify();
  beforeAll(async () => {
    const dist = mkdtempSync(join(tmpdir(), 'nb-dist-'));
    writeFileSync(join(dist, 'index.html'), '<title>storefront</title>');
    writeFileSync(join(dist, 'admin.html'), '<title>back office</title>');
    await registerStatic(app, { imagesDir: mkdtempSync(join(tmpdir(), 'nb-images-')), webDistDir: dist });
    await app.ready();
  });
  afterAll(() => app.close());

  it("answers the back office's paths with admin.html and the others with index.html", async () => {
    for (const url of ['/admin', '/admin/login', '/admin/orders/NB-100001?tab=history'])
      expect((await app.inject({ url })).body, url).toContain('back office');
    for (const url of ['/', '/user/order', '/administrator', '/admin-tools'])
      expect((await app.inject({ url })).body, url).toContain('storefront');
  });

  it('keeps unknown API paths a JSON 404', async () => {
    const res = await app.inject({ url: '/api/v1/admin/nothing' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: 'Route GET /api/v1/admin/nothing not found' });
  });
});
