import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import fp from 'fastify-plugin';
import { requireSelf } from './viewer.js';

/**
 * Where a storefront route finds the customer it acts for, when that must be the caller
 * (`config: { owner: … }`):
 * - `{ param: 'userId' }`: a path parameter, `{ body: 'cart_customer_id' }`: a field of the body,
 *   both checked once the schema has validated the request, so a malformed one stays a 400;
 * - `{ param: 'id', beforeBody: true }`: checked before the body is read or validated, so another
 *   customer's token learns nothing from it and uses up none of the owner's rate limit;
 * - `false`: the path names a customer but the route reads no account (an old client's call).
 */
export type CustomerOwner = { param: string; beforeBody?: true } | { body: string } | false;

declare module 'fastify' {
  interface FastifyContextConfig {
    owner?: CustomerOwner;
  }
}

const NAMES_A_CUSTOMER = /:userId(?![A-Za-z0-9_])/;

function checkDeclaration(route: RouteOptions): void {
  const owner = route.config?.owner;
  const where = `${String(route.method)} ${route.url}`;
  if (owner === undefined && NAMES_A_CUSTOMER.test(route.url)) {
    throw new Error(`${where} names a customer (:userId) but declares no owner: add config: { owner: { param: 'userId' } }`);
  }
  if (owner && 'param' in owner && !new RegExp(`:${owner.param}(?![A-Za-z0-9_])`).test(route.url)) {
    throw new Error(`${where} declares its owner in :${owner.param}, which its path does not have`);
  }
}

function ownerIdOf(req: FastifyRequest, owner: Exclude<CustomerOwner, false>): string {
  const [source, key] = 'param' in owner ? [req.params, owner.param] : [req.body, owner.body];
  return String((source as Record<string, unknown> | undefined)?.[key]);
}

/**
 * The one check that the customer a route names is the caller: 401 for a visitor, 403 'You can
 * only access your own account.' for another customer (requireSelf). It covers a customer's own
 * id in the path or body: the profile, password change, cart, wishlist, address, order list. What
 * a customer owns by its own id is checked where it is read, by a query on the caller's id, so
 * that an unknown id and another customer's answer alike: orders by number (orders' findOwnOrder:
 * 404, as order numbers are sequential), their PDFs, payments and Buy again through it; quotes by
 * number (404); cart lines (403 for another's line, 404 for none); wishlist items (a query on the
 * caller's list). The refresh path's id is compared with the refresh cookie's customer instead.
 */
export const customerOwnershipPlugin = fp(async (app: FastifyInstance) => {
  app.addHook('onRoute', checkDeclaration);
  app.addHook('preValidation', async (req) => {
    const owner = req.routeOptions.config?.owner;
    if (owner && 'param' in owner && owner.beforeBody) requireSelf(req, ownerIdOf(req, owner));
  });
  app.addHook('preHandler', async (req) => {
    const owner = req.routeOptions.config?.owner;
    if (owner && !('param' in owner && owner.beforeBody)) requireSelf(req, ownerIdOf(req, owner));
  });
});
