import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cacheAnswer, registerHttpCache } from './http-cache.js';
import { registerSecurityHeaders } from './security-headers.js';

// A server-rendered visitor page, as the renderer will make them: an inline script with the
// response's CSP nonce, marked cacheable by its handler rather than by its route.
describe('a page marked cacheable by its handler', () => {
  const app = Fastify();
  beforeAll(async () => {
    await registerSecurityHeaders(app, { production: false });
    registerHttpCache(app);
    app.get('/:category', async (req, reply) =>
      cacheAnswer(reply, 'public')
        .type('text/html; charset=utf-8')
        .send(
          `<!doctype html><h1>${(req.params as { category: string }).category}</h1><script nonce="${reply.cspNonce.script}">window.__DATA__ = {}</script>`,
        ),
    );
    await app.ready();
  });
  afterAll(() => app.close());

  it('carries the nonce of its own CSP header in its script', async () => {
    const res = await app.inject({ url: '/punches' });
    const nonce = /'nonce-([^']+)'/.exec(String(res.headers['content-security-policy']))?.[1];
    expect(res.body).toContain(`<script nonce="${nonce}">`);
  });

  it('keeps its ETag when only the nonce changed, so a repeated request gets 304', async () => {
    const first = await app.inject({ url: '/punches' });
    const second = await app.inject({ url: '/punches' });
    expect(first.body).not.toBe(second.body);
    expect(first.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(second.headers.etag).toBe(first.headers.etag);
    const again = await app.inject({ url: '/punches', headers: { 'if-none-match': String(first.headers.etag) } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ url: '/dies', headers: { 'if-none-match': String(first.headers.etag) } })).statusCode).toBe(200);
  });
});
