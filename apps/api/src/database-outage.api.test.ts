import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.js';
import { openDatabase, type DbHandle } from './db/client.js';
import { useTestShop } from './test/test-app.js';

// Issue 15's soak: while the database restarted, every request answered 500 "Internal server error".
// A database that cannot be reached is a moment's outage the client can wait out: 503 + Retry-After.
const shop = useTestShop({ seed: false });
let app: FastifyInstance;
let unreachable: DbHandle;

beforeAll(async () => {
  // A PostgreSQL address where nothing listens (port 1 is never a database's), as during a restart.
  unreachable = await openDatabase({ databaseUrl: 'postgres://shop:shop@127.0.0.1:1/shop', poolSize: 2 });
  app = await buildApp(shop.config, { handle: unreachable });
});
afterAll(async () => {
  await app.close();
  await unreachable.close();
});

describe('a request while the database cannot be reached', () => {
  it('answers 503 with Retry-After and a sentence, not a 500', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/v1/product/public/lists?page=1' });
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(res.json()).toEqual({ status: false, message: 'The shop is briefly unavailable. Please try again in a moment.' });
  });

  it('leaves liveness up and readiness down, so a load balancer keeps the process and sends no traffic', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/v1/health/live' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/api/v1/health' })).statusCode).toBe(503);
  });
});
