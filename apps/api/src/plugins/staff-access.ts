import type { FastifyInstance, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { can, STAFF_PERMISSIONS, type StaffPermission } from '@northbend/shared';
import { forbidden } from '../lib/http-errors.js';
import { admitStaff, STAFF_GUARD_MESSAGES } from './staff-viewer.js';

/**
 * Who may call a back-office route, declared by every route under /api/v1/admin as
 * `config: { staff: … }`:
 * - a permission (packages/shared/src/staff-roles.ts), or a list of which any one lets a role in;
 * - 'signed-in': any staff user (their own account: /me);
 * - 'totp-setup': any staff user, even one the shop still waits for to set up two-factor sign-in
 *   (who they are, and the set-up itself: decision 010);
 * - 'public': reachable signed out (sign-in, refresh, sign-out, a password chosen with an emailed
 *   link); such a call checks its own body or cookie.
 */
export type StaffAccess = StaffPermission | readonly StaffPermission[] | 'signed-in' | 'totp-setup' | 'public';

declare module 'fastify' {
  interface FastifyContextConfig {
    staff?: StaffAccess;
  }
}

/** A back-office route and the access it declares (what the route walk of the tests calls). */
export interface AdminRoute {
  method: string;
  url: string;
  access: StaffAccess;
}

const WITHOUT_PERMISSION = new Set<StaffAccess>(['signed-in', 'totp-setup', 'public']);

function declaredAccess(route: RouteOptions): StaffAccess {
  const access = route.config?.staff;
  const where = `${String(route.method)} ${route.url}`;
  if (access === undefined) {
    throw new Error(
      `${where} declares no staff access: add config: { staff: '<permission>' | 'signed-in' | 'public' } (plugins/staff-access.ts)`,
    );
  }
  if (typeof access === 'string' && WITHOUT_PERMISSION.has(access)) return access;
  const anyOf: readonly string[] = typeof access === 'string' ? [access] : access;
  // Types hold this in our code; a config spread from elsewhere could still carry a typo, which would refuse everybody.
  const unknown = anyOf.filter((p) => !(STAFF_PERMISSIONS as readonly string[]).includes(p));
  if (anyOf.length === 0 || unknown.length > 0) throw new Error(`${where} declares unknown staff access: ${JSON.stringify(access)}`);
  return access;
}

/**
 * Deny by default (fastify/demo's autohooks): registered first in the admin scope (app.ts), it
 * makes the start fail for a route that declares no access, and checks the declaration of each
 * request before the body is read: 401 signed out, 403 TOKEN_EXPIRED for an expired token, 403
 * TOTP_SETUP_REQUIRED while two-factor set-up is due, 403 'Your role does not allow this.' for a
 * role without any of the route's permissions. `routes` gets each route as it is registered.
 */
export const staffAccessPlugin = fp(async (app: FastifyInstance, opts: { routes: AdminRoute[] }) => {
  app.addHook('onRoute', (route) => {
    opts.routes.push({ method: String(route.method), url: route.url, access: declaredAccess(route) });
  });
  app.addHook('onRequest', async (req) => {
    const access = req.routeOptions.config?.staff;
    // No declaration means no route matched (a 404): every route was checked at start.
    if (access === undefined || access === 'public') return;
    const staff = await admitStaff(req, { duringTotpSetup: access === 'totp-setup' });
    if (typeof access === 'string' && WITHOUT_PERMISSION.has(access)) return;
    const anyOf: readonly StaffPermission[] = typeof access === 'string' ? [access as StaffPermission] : access;
    if (!anyOf.some((p) => can(staff.role, p))) throw forbidden(STAFF_GUARD_MESSAGES.roleRefused);
  });
});

/**
 * Registered on the root before any route (app.ts): a route under the back office's URL must be
 * registered inside its scope, where the staff viewer and the access hook run; one added beside it
 * with a full URL would be open to all, so the start fails.
 */
export function keepAdminRoutesInScope(app: FastifyInstance, prefix: string): void {
  const underAdmin = (url: string) => url === prefix || url.startsWith(`${prefix}/`);
  app.addHook('onRoute', (route) => {
    if (underAdmin(route.url) && !underAdmin(route.prefix)) {
      throw new Error(`${String(route.method)} ${route.url} is outside the admin scope: register it in app.ts's admin scope`);
    }
  });
}
