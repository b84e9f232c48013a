import { describe, expect, it } from 'vitest';
import { useTestShop } from './test/test-app.js';

// Issue 28: production listed every back-office operation at /api/docs for anyone who looked.
const production = { NODE_ENV: 'production', JWT_SECRET: 'p'.repeat(40), PUBLIC_URL: 'https://shop.example.com' };
const closed = useTestShop({ seed: false, env: production });
const opened = useTestShop({ seed: false, env: { ...production, API_DOCS: 'on' } });

describe('GET /api/docs in production', () => {
  it('answers 404 for the page and the document unless API_DOCS=on', async () => {
    for (const url of ['/api/docs', '/api/docs/', '/api/docs/json', '/api/docs/yaml', '/api/docs/static/index.html']) {
      expect((await closed.app.inject({ method: 'GET', url })).statusCode, url).toBe(404);
    }
  });

  it('serves both with API_DOCS=on', async () => {
    const doc = await opened.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(doc.statusCode).toBe(200);
    expect(doc.json().openapi).toMatch(/^3\./);
    const page = await opened.app.inject({ method: 'GET', url: '/api/docs' });
    expect(page.statusCode).toBeLessThan(400);
  });
});
