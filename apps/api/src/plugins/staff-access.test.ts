import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { keepAdminRoutesInScope, staffAccessPlugin, type AdminRoute } from './staff-access.js';

// The access hook itself on the real app is admin-access.api.test.ts's; here, the root's guard
// against an admin URL registered beside the admin scope.
describe('keepAdminRoutesInScope', () => {
  it('refuses a route with an admin URL registered outside the admin scope', async () => {
    const app = Fastify();
    keepAdminRoutesInScope(app, '/api/v1/admin');
    expect(() => app.get('/api/v1/admin/orders/all', async () => 'open')).toThrow(
      'GET /api/v1/admin/orders/all is outside the admin scope',
    );
    await app.close();
  });

  it('lets the admin scope register its routes, and leaves other URLs alone', async () => {
    const app = Fastify();
    keepAdminRoutesInScope(app, '/api/v1/admin');
    const routes: AdminRoute[] = [];
    app.get('/api/v1/administrators-guide', async () => 'a page');
    await app.register(
      async (admin) => {
        await admin.register(staffAccessPlugin, { routes });
        admin.register(async (orders) => void orders.get('/open', { config: { staff: 'orders.read' } }, async () => 'rows'), {
          prefix: '/orders',
        });
      },
      { prefix: '/api/v1/admin' },
    );
    await app.ready();
    expect(routes.map((r) => `${r.method} ${r.url}`)).toContain('GET /api/v1/admin/orders/open');
    await app.close();
  });
});
