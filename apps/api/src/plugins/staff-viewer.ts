import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { can, type StaffPermission, type StaffRole } from '@northbend/shared';
import { checkStaffToken, tokenFromHeader, type StaffTokenCheck } from '../lib/access-tokens.js';
import { forbidden, HttpError, unauthorized } from '../lib/http-errors.js';

/** A signed-in staff user as the guards see them, read from the database on each request. */
export interface SignedInStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  totpEnabled: boolean;
  /** The shop requires two-factor sign-in of all staff (shop_settings.staff_totp_required). */
  totpRequired: boolean;
}

/**
 * An enabled staff user by id whose session `sessionId` (the token's `sid`) is live, or null
 * (unknown, disabled, invited and not yet signed up, or signed out: decision 014).
 */
export type StaffLoader = (staffId: string, sessionId: string) => Promise<SignedInStaff | null>;

interface StaffAuth {
  token: StaffTokenCheck | null;
  load: StaffLoader;
  staff?: Promise<SignedInStaff | null>;
  /** Set once a guard has let the request through; read by staffOf(). */
  admitted?: SignedInStaff;
}

declare module 'fastify' {
  interface FastifyRequest {
    staffAuth: StaffAuth;
  }
}

export const STAFF_GUARD_MESSAGES = {
  signIn: 'Please sign in to the back office.',
  roleRefused: 'Your role does not allow this.',
  expired: 'Your back-office session has expired. Please sign in again.',
  totpSetupRequired: 'Set up two-factor sign-in before using the back office.',
} as const;

/**
 * Reads the back-office token of each request under /api/v1/admin (no database work yet: only
 * routes with a guard look the staff user up). A customer token fails the audience check and
 * counts as no token; the storefront's viewer does not run on these routes at all.
 */
export const staffViewerPlugin = fp(async (app: FastifyInstance, opts: { jwtSecret: string; loadStaff: StaffLoader }) => {
  app.decorateRequest('staffAuth', null as never);
  app.addHook('onRequest', async (req) => {
    const token = tokenFromHeader(req.headers.authorization);
    req.staffAuth = { token: token ? await checkStaffToken(opts.jwtSecret, token) : null, load: opts.loadStaff };
  });
});

interface GuardOptions {
  /** /me and the two-factor set-up stay open while the shop waits for this user to enrol. */
  duringTotpSetup?: boolean;
}

async function signedIn(req: FastifyRequest, opts: GuardOptions = {}): Promise<SignedInStaff> {
  const auth = req.staffAuth;
  if (!auth) throw new Error('staffViewerPlugin is not registered in front of this route');
  if (auth.token?.kind === 'expired') throw new HttpError(403, STAFF_GUARD_MESSAGES.expired, 'TOKEN_EXPIRED');
  if (auth.token?.kind !== 'valid') throw unauthorized(STAFF_GUARD_MESSAGES.signIn);
  // A token signed before sessions were named: one refresh names its session.
  if (auth.token.sessionId === null) throw new HttpError(403, STAFF_GUARD_MESSAGES.expired, 'TOKEN_EXPIRED');
  // A primary-key lookup per request (the session's liveness in the same query): disabling someone,
  // signing out or changing the password stops the live tokens of the ended sessions at once.
  auth.staff ??= auth.load(auth.token.staffId, auth.token.sessionId);
  const staff = await auth.staff;
  if (!staff) throw unauthorized(STAFF_GUARD_MESSAGES.signIn);
  if (staff.totpRequired && !staff.totpEnabled && !opts.duringTotpSetup) {
    throw new HttpError(403, STAFF_GUARD_MESSAGES.totpSetupRequired, 'TOTP_SETUP_REQUIRED');
  }
  auth.admitted = staff;
  return staff;
}

/**
 * The signed-in staff user, of one of `roles` when given: 401 without a valid staff token (a
 * customer's included), 403 TOKEN_EXPIRED for an expired one (the admin UI refreshes once), 403
 * for another role.
 */
export async function requireStaff(req: FastifyRequest, ...roles: StaffRole[]): Promise<SignedInStaff> {
  const staff = await signedIn(req);
  if (roles.length > 0 && !roles.includes(staff.role)) throw forbidden(STAFF_GUARD_MESSAGES.roleRefused);
  return staff;
}

/** The signed-in staff user whose role has the permission (packages/shared/src/staff-roles.ts). */
export async function requirePermission(req: FastifyRequest, permission: StaffPermission): Promise<SignedInStaff> {
  const staff = await signedIn(req);
  if (!can(staff.role, permission)) throw forbidden(STAFF_GUARD_MESSAGES.roleRefused);
  return staff;
}

/**
 * A route's `onRequest` guard, checked before the body is read:
 * `{ onRequest: staffGuard('orders.fulfil') }`; without a permission any signed-in staff user passes.
 * A list lets in a role with any one of them (`staffGuard(['catalog.edit', 'content.edit'])`).
 */
export const staffGuard =
  (permission?: StaffPermission | readonly StaffPermission[], opts: GuardOptions = {}) =>
  async (req: FastifyRequest): Promise<void> => {
    const staff = await signedIn(req, opts);
    const anyOf: readonly StaffPermission[] = permission === undefined ? [] : typeof permission === 'string' ? [permission] : permission;
    if (anyOf.length && !anyOf.some((p) => can(staff.role, p))) throw forbidden(STAFF_GUARD_MESSAGES.roleRefused);
  };

/** The session of the request's staff token (its `sid`), once a guard has let it through. */
export function staffSessionOf(req: FastifyRequest): string | null {
  const token = req.staffAuth?.token;
  return req.staffAuth?.admitted && token?.kind === 'valid' ? token.sessionId : null;
}

/** The staff user a guard let through, in a handler (the actor of audit entries). */
export function staffOf(req: FastifyRequest): SignedInStaff {
  const staff = req.staffAuth?.admitted;
  if (!staff) throw new Error('staffOf() needs a staffGuard/requireStaff on the route');
  return staff;
}
