import Fastify, { type FastifyInstance } from 'fastify';
import { afterEach, describe, expect, it } from 'vitest';
import { customerOwnershipPlugin } from './customer-ownership.js';

// The plugin on a small app whose viewer is the `x-customer` header, so each case shows who asks.
const apps: FastifyInstance[] = [];
afterEach(async () => {
  await Promise.all(apps.splice(0).map((app) => app.close()));
});

async function smallShop(routes: (app: FastifyInstance) => void): Promise<FastifyInstance> {
  const app = Fastify();
  apps.push(app);
  app.decorateRequest('viewer', null as never);
  app.addHook('onRequest', async (req) => {
    const id = req.headers['x-customer'];
    req.viewer = typeof id === 'string' ? { kind: 'customer', customerId: id, sessionId: 's' } : { kind: 'visitor' };
  });
  await app.register(customerOwnershipPlugin);
  routes(app);
  await app.ready();
  return app;
}

const NamedBody = { body: { type: 'object', required: ['name'], properties: { name: { type: 'string' } } } } as const;

describe('customerOwnershipPlugin', () => {
  it('refuses to start with a route whose path names a customer but declares no owner', async () => {
    await expect(smallShop((app) => app.get('/wishlist/:userId', async () => 'anyone’s'))).rejects.toThrow(
      'GET /wishlist/:userId names a customer (:userId) but declares no owner',
    );
  });

  it('refuses to start with an owner parameter the path does not have', async () => {
    await expect(smallShop((app) => app.get('/cart/:id', { config: { owner: { param: 'userId' } } }, async () => 'x'))).rejects.toThrow(
      'GET /cart/:id declares its owner in :userId, which its path does not have',
    );
  });

  it('lets the customer named in the path or body through; 403 for another, 401 for a visitor', async () => {
    const app = await smallShop((a) => {
      a.get('/wishlist/:userId', { config: { owner: { param: 'userId' } } }, async () => 'mine');
      a.post('/cart', { config: { owner: { body: 'cart_customer_id' } } }, async () => 'mine');
    });
    const ask = (url: string, customer?: string, payload?: object) =>
      app.inject({ method: payload ? 'POST' : 'GET', url, headers: customer ? { 'x-customer': customer } : {}, payload });
    expect((await ask('/wishlist/c1', 'c1')).body).toBe('mine');
    expect((await ask('/cart', 'c1', { cart_customer_id: 'c1' })).body).toBe('mine');
    const other = await ask('/wishlist/c2', 'c1');
    expect([other.statusCode, other.json().message]).toEqual([403, 'You can only access your own account.']);
    expect((await ask('/cart', 'c1', { cart_customer_id: 'c2' })).statusCode).toBe(403);
    expect([(await ask('/wishlist/c1')).statusCode, (await ask('/wishlist/c1')).json().message]).toEqual([
      401,
      'Please log in to continue.',
    ]);
  });

  it('checks after validation unless the route asks for before the body', async () => {
    const app = await smallShop((a) => {
      a.post('/after/:id', { config: { owner: { param: 'id' } }, schema: NamedBody }, async () => 'ok');
      a.post('/before/:id', { config: { owner: { param: 'id', beforeBody: true } }, schema: NamedBody }, async () => 'ok');
    });
    const asC1 = (url: string) => app.inject({ method: 'POST', url, headers: { 'x-customer': 'c1' }, payload: {} });
    expect((await asC1('/after/c2')).statusCode).toBe(400);
    expect((await asC1('/before/c2')).statusCode).toBe(403);
  });
});
