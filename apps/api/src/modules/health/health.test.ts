import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app.js';

const shop = useTestShop({ seed: false });

describe('GET /health', () => {
  it('reports the database as ok', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/v1/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'ok', database: { status: 'ok', kind: process.env.DATABASE_URL ? 'postgres' : 'pglite' } });
  });
});

describe('errors', () => {
  it('answers an unknown API route with 404 and a message', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/v1/nothing-here' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Route GET /api/v1/nothing-here not found');
  });

  it('answers a body that is not JSON with 400', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/product/public/search',
      headers: { 'content-type': 'application/json' },
      payload: '{"search":',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The request body is not valid JSON');
  });

  it('answers an oversized body with 413', async () => {
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/product/public/search',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ search: 'x'.repeat(2 * 1024 * 1024) }),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json().message).toBe('The request body is too large');
  });
});

describe('GET /api/docs/json', () => {
  it('documents the public catalog calls', async () => {
    const doc = (await shop.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/v1/product/public/lists',
        '/api/v1/product/public/{id}',
        '/api/v1/page/public/{id}',
        '/api/v1/form/public/contact-us',
      ]),
    );
  });
});

describe('compression', () => {
  it('gzips a large API answer for a client that accepts it', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/docs/json', headers: { 'accept-encoding': 'gzip' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-encoding']).toBe('gzip');
  });

  it('sends plain JSON to a client that does not', async () => {
    const res = await shop.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.headers['content-encoding']).toBeUndefined();
    expect(res.json().openapi).toEqual(expect.any(String));
  });
});
