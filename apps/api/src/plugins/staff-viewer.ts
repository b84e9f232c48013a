import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { StaffRole } from '@northbend/shared';
import { checkStaffToken, tokenFromHeader, type StaffTokenCheck } from '../lib/access-tokens.js';
import { HttpError, unauthorized } from '../lib/http-errors.js';

/** A signed-in staff user as the back office sees them, read from the database on each request. */
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
  /** Set once admitStaff has let the request through; read by staffOf(). */
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
 * routes that are not public look the staff user up, plugins/staff-access.ts). A customer token
 * fails the audience check and counts as no token; the storefront's viewer does not run here.
 */
export const staffViewerPlugin = fp(async (app: FastifyInstance, opts: { jwtSecret: string; loadStaff: StaffLoader }) => {
  app.decorateRequest('staffAuth', null as never);
  app.addHook('onRequest', async (req) => {
    const token = tokenFromHeader(req.headers.authorization);
    req.staffAuth = { token: token ? await checkStaffToken(opts.jwtSecret, token) : null, load: opts.loadStaff };
  });
});

interface AdmitOptions {
  /** /me and the two-factor set-up stay open while the shop waits for this user to enrol. */
  duringTotpSetup?: boolean;
}

/**
 * The signed-in staff user of the request, let through (staffOf() answers it from here on): 401
 * without a valid staff token (a customer's included), 403 TOKEN_EXPIRED for an expired one (the
 * admin UI refreshes once), 403 TOTP_SETUP_REQUIRED while the shop waits for this user to enrol.
 * Which routes call it, and what role they want, is plugins/staff-access.ts's.
 */
export async function admitStaff(req: FastifyRequest, opts: AdmitOptions = {}): Promise<SignedInStaff> {
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

/** The session of the request's staff token (its `sid`), once admitStaff has let it through. */
export function staffSessionOf(req: FastifyRequest): string | null {
  const token = req.staffAuth?.token;
  return req.staffAuth?.admitted && token?.kind === 'valid' ? token.sessionId : null;
}

/** The staff user admitStaff let through, in a handler (the actor of audit entries). */
export function staffOf(req: FastifyRequest): SignedInStaff {
  const staff = req.staffAuth?.admitted;
  if (!staff) throw new Error('staffOf() needs a route that declares a permission (config.staff), not a public one');
  return staff;
}
