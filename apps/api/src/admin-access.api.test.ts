import type { FastifyInstance, HTTPMethods } from 'fastify';
import { describe, expect, it } from 'vitest';
import { can, STAFF_ROLES, type StaffPermission, type StaffRole } from '@northbend/shared';
import { buildApp } from './app.js';
import { inProcessBus } from './integrations/change-bus/in-process-bus.js';
import type { AdminRoute } from './plugins/staff-access.js';
import { STAFF_GUARD_MESSAGES } from './plugins/staff-viewer.js';
import { signedInStaff } from './test/back-office.js';
import { bearer } from './test/staff.js';
import { beforeAllValue, useTestShop } from './test/test-app.js';

// Issue 25 (deny by default): every back-office route declares who may call it, and one hook
// checks it. These tests walk the routes the app registered, so a route added tomorrow is walked too.
const shop = useTestShop({ seed: false });
const tokens = beforeAllValue(async () => {
  const entries = await Promise.all(STAFF_ROLES.map(async (role) => [role, (await signedInStaff(shop, role)).token] as const));
  return Object.fromEntries(entries) as Record<StaffRole, string>;
});

// The calls that must work signed out; each checks its own body or cookie. A new one belongs here
// only after someone has decided so.
const PUBLIC_ROUTES = [
  'POST /api/v1/admin/auth/login',
  'POST /api/v1/admin/auth/logout',
  'POST /api/v1/admin/auth/refresh',
  'POST /api/v1/admin/auth/set-password',
];

const routeName = (route: AdminRoute) => `${route.method} ${route.url}`;
// The guard answers before params are validated, so any value reaches it.
const urlOf = (route: AdminRoute) => route.url.replace(/:[A-Za-z0-9_]+(\([^)]*\))?/g, 'x').replace(/\*$/, 'x');
const permissionsOf = (route: AdminRoute): readonly StaffPermission[] | null =>
  route.access === 'public' || route.access === 'signed-in' || route.access === 'totp-setup'
    ? null
    : typeof route.access === 'string'
      ? [route.access as StaffPermission]
      : route.access;

async function statusAndMessage(route: AdminRoute, headers: Record<string, string>): Promise<string> {
  const res = await shop.app.inject({ method: route.method as HTTPMethods, url: urlOf(route), headers });
  // HEAD answers carry no body.
  return route.method === 'HEAD' ? `${res.statusCode}` : `${res.statusCode} ${res.json<{ message?: string }>().message}`;
}

describe('every route under /api/v1/admin', () => {
  it('declares its access; only the sign-in calls are public', () => {
    expect(shop.app.adminRoutes.length).toBeGreaterThan(80);
    expect(shop.app.adminRoutes.every((route) => route.url.startsWith('/api/v1/admin'))).toBe(true);
    const open = shop.app.adminRoutes.filter((route) => route.access === 'public').map(routeName);
    expect(open.sort()).toEqual(PUBLIC_ROUTES);
    // Any staff user may manage their own account; everything else names a permission.
    const anyStaff = shop.app.adminRoutes.filter((route) => route.access === 'signed-in' || route.access === 'totp-setup');
    expect(anyStaff.filter((route) => !/^\/api\/v1\/admin\/me(\/|$)/.test(route.url)).map(routeName)).toEqual([]);
    expect(anyStaff.length).toBeGreaterThan(0);
  });

  it('answers 401 without a staff token, a customer token included', async () => {
    const customer = bearer(await shop.customerToken());
    const refused = `401 ${STAFF_GUARD_MESSAGES.signIn}`;
    const answers: Record<string, string[]> = {};
    for (const route of shop.app.adminRoutes.filter((r) => r.access !== 'public')) {
      answers[routeName(route)] = [await statusAndMessage(route, {}), await statusAndMessage(route, customer)];
    }
    // One diff that names every route answering otherwise.
    const expected = Object.fromEntries(
      Object.entries(answers).map(([name]) => [name, name.startsWith('HEAD') ? ['401', '401'] : [refused, refused]]),
    );
    expect(answers).toEqual(expected);
  });

  it('answers 403 to each staff role without the permission the route declares', async () => {
    const refused = `403 ${STAFF_GUARD_MESSAGES.roleRefused}`;
    const answers: Record<string, string> = {};
    const expected: Record<string, string> = {};
    let checked = 0;
    for (const route of shop.app.adminRoutes) {
      const anyOf = permissionsOf(route);
      if (!anyOf) continue;
      const lacking = STAFF_ROLES.filter((role) => !anyOf.some((permission) => can(role, permission)));
      // The owner may do everything, so each permission leaves someone out.
      expect(lacking.length, routeName(route)).toBeGreaterThan(0);
      for (const role of lacking) {
        const name = `${routeName(route)} as ${role}`;
        answers[name] = await statusAndMessage(route, bearer(tokens[role]));
        expected[name] = route.method === 'HEAD' ? '403' : refused;
        checked++;
      }
    }
    expect(answers).toEqual(expected);
    expect(checked).toBeGreaterThan(80);
  });
});

describe('building the app', () => {
  // The real buildApp on the file's database, with one more plugin in the admin scope.
  const buildWithAdminRoute = (declare: (admin: FastifyInstance) => void) =>
    buildApp(shop.config, {
      handle: shop.handle,
      changeBus: inProcessBus({ warn: () => undefined, error: () => undefined }),
      moreAdminRoutes: async (admin) => declare(admin),
    });

  it('fails at start with an admin route that declares no access, naming it', async () => {
    await expect(buildWithAdminRoute((admin) => admin.get('/forgotten', async () => 'open to all'))).rejects.toThrow(
      'GET /api/v1/admin/forgotten declares no staff access',
    );
  });

  it('fails at start with an admin route whose permission does not exist', async () => {
    await expect(
      buildWithAdminRoute((admin) => admin.post('/typo', { config: { staff: 'orders.raed' as StaffPermission } }, async () => 'nobody')),
    ).rejects.toThrow('POST /api/v1/admin/typo declares unknown staff access: "orders.raed"');
  });
});
