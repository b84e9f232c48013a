import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import Fastify, { type LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useTestShop } from './test/test-app.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';

// A web build of this file's own: the three pages, as Vite writes them (no inline script), the back
// office's two in its own build's folder.
const dist = mkdtempSync(join(tmpdir(), 'nb-dist-'));
mkdirSync(join(dist, 'assets'));
mkdirSync(join(dist, 'back-office'));
for (const [folder, page] of [
  ['', 'index'],
  ['back-office', 'admin'],
  ['back-office', 'admin-preview'],
])
  writeFileSync(
    join(dist, folder, `${page}.html`),
    `<!doctype html><title>${page}</title><script type="module" src="/assets/${page}.js"></script>`,
  );
writeFileSync(join(dist, 'assets', 'index.js'), 'console.log("storefront")');

const shop = useTestShop({ env: { WEB_DIST_DIR: dist } });
const get = (url: string) => shop.app.inject({ method: 'GET', url });

/** The Content-Security-Policy as directive → its values. */
function csp(res: LightMyRequestResponse): Record<string, string[]> {
  const header = String(res.headers['content-security-policy'] ?? '');
  return Object.fromEntries(
    header
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...values]) => [name, values]),
  );
}

const PAGE = '/tool-finder';
const API = '/api/v1/product/public/lists';
const IMAGE = '/images/products/round-punch.png';

describe('security headers', () => {
  it('a storefront page, an API answer and an image carry the policy and the other headers', async () => {
    for (const url of ['/', PAGE, API, IMAGE]) {
      const res = await get(url);
      expect(res.statusCode, url).toBe(200);
      const policy = csp(res);
      expect(policy['default-src'], url).toEqual(["'self'"]);
      expect(policy['frame-ancestors'], url).toEqual(["'none'"]);
      expect(policy['script-src'], url).toEqual([
        "'self'",
        expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/),
        expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}=='$/),
      ]);
      expect(policy['script-src-attr'], url).toEqual(["'none'"]);
      expect(policy['object-src'], url).toEqual(["'none'"]);
      // Only the contact block's map may be framed.
      expect(policy['frame-src'], url).toEqual(['https://www.openstreetmap.org']);
      expect(res.headers['x-frame-options'], url).toBe('DENY');
      expect(res.headers['x-content-type-options'], url).toBe('nosniff');
      expect(res.headers['referrer-policy'], url).toBe('strict-origin-when-cross-origin');
      expect(res.headers['permissions-policy'], url).toContain('camera=()');
      expect(res.headers['permissions-policy'], url).toContain('geolocation=()');
      // Not production: no HSTS, and no upgrade of the page's requests to an https that is not there.
      expect(res.headers['strict-transport-security'], url).toBeUndefined();
      expect(policy['upgrade-insecure-requests'], url).toBeUndefined();
    }
  });

  it('gives each response a nonce of its own', async () => {
    const nonces = await Promise.all([get('/'), get('/'), get(API)].map(async (r) => csp(await r)['script-src']![2]));
    expect(new Set(nonces).size).toBe(3);
  });

  it('lets the back office frame its page preview, and nobody else frame anything of ours', async () => {
    for (const url of ['/admin', '/admin/content/pages/ContactUs']) {
      const res = await get(url);
      expect(res.body, url).toContain('<title>admin</title>');
      expect(csp(res)['frame-src'], url).toEqual(["'self'", 'https://www.openstreetmap.org']);
      expect(csp(res)['frame-ancestors'], url).toEqual(["'none'"]);
    }
    const preview = await get('/admin-preview.html');
    expect(preview.body).toContain('<title>admin-preview</title>');
    expect(csp(preview)['frame-ancestors']).toEqual(["'self'"]);
    expect(preview.headers['x-frame-options']).toBe('SAMEORIGIN');
  });

  it('keeps the demo payment pages on their own stricter policy', async () => {
    const res = await get('/demo-pay/checkout/demo_cs_unknown');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-security-policy']).toMatch(/^default-src 'none'; style-src 'unsafe-inline'; form-action 'self' /);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });

  it('sends HSTS and upgrades insecure requests in production only', async () => {
    const production = Fastify();
    await registerSecurityHeaders(production, { production: true });
    production.get('/', async () => 'ok');
    const res = await production.inject({ url: '/' });
    expect(res.headers['strict-transport-security']).toBe('max-age=31536000');
    expect(csp(res)['upgrade-insecure-requests']).toEqual([]);
    expect(csp(res)['frame-ancestors']).toEqual(["'none'"]);
    await production.close();
  });
});
