import { SignJWT, jwtVerify, errors } from 'jose';

const ALGORITHM = 'HS256';
const ISSUER = 'northbend-tooling';
const AUDIENCE = 'northbend-storefront';

export interface AccessClaims {
  customerId: string;
  /**
   * The refresh-session family the token was issued for (`sid`): the viewer refuses the token once
   * that session has ended (issue 15). Null in tokens signed before sessions were named.
   */
  sessionId: string | null;
}

export type TokenCheck = { kind: 'valid'; claims: AccessClaims } | { kind: 'expired' } | { kind: 'invalid' };

const keys = new Map<string, Promise<CryptoKey>>();

/**
 * The secret as a WebCrypto key, imported once per secret: jose imports raw bytes again on every
 * call, a second crypto job per request beside the HMAC itself (issue 15's soak; measured alone,
 * 80–180 µs of CPU per check before, about 50 µs after). A failed import is forgotten so the next call tries again.
 */
function keyOf(secret: string): Promise<CryptoKey> {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey('raw', new TextEncoder().encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
    key.catch(() => keys.delete(secret));
    keys.set(secret, key);
  }
  return key;
}

// A session id is a uuid (the family id); anything else in `sid` is not one of ours.
const sessionIdOf = (sid: unknown): string | null =>
  typeof sid === 'string' && /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(sid) ? sid : null;

/** Signs a short-lived access token for a customer's session. */
export async function signAccessToken(
  secret: string,
  customerId: string,
  sessionId: string,
  expiresIn: string | number = '15m',
): Promise<string> {
  return new SignJWT({ typ: 'access', sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(customerId)
    .setIssuer(ISSUER)
    .setAudience(AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await keyOf(secret));
}

/** Verifies with the algorithm pinned, so `alg: none` or an RS/HS confusion never passes. */
export async function checkAccessToken(secret: string, token: string): Promise<TokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: [ALGORITHM], issuer: ISSUER, audience: AUDIENCE });
    if (payload.typ !== 'access' || typeof payload.sub !== 'string') return { kind: 'invalid' };
    return { kind: 'valid', claims: { customerId: payload.sub, sessionId: sessionIdOf(payload.sid) } };
  } catch (err) {
    return err instanceof errors.JWTExpired ? { kind: 'expired' } : { kind: 'invalid' };
  }
}

// Back-office tokens: another audience and type, so a customer token never passes as a staff one
// or the other way round (decision 010). Only the subject and the session are carried: role, being
// enabled and the session being live are read from the database on each request, so a change
// applies at once (decision 014).
const STAFF_AUDIENCE = 'northbend-admin';
const STAFF_TYPE = 'staff';

/** `sessionId` null: a token signed before sessions were named (refused, the back office refreshes). */
export type StaffTokenCheck = { kind: 'valid'; staffId: string; sessionId: string | null } | { kind: 'expired' } | { kind: 'invalid' };

/** Signs a short-lived back-office access token for a staff user's session. */
export async function signStaffToken(
  secret: string,
  staffId: string,
  sessionId: string,
  expiresIn: string | number = '15m',
): Promise<string> {
  return new SignJWT({ typ: STAFF_TYPE, sid: sessionId })
    .setProtectedHeader({ alg: ALGORITHM })
    .setSubject(staffId)
    .setIssuer(ISSUER)
    .setAudience(STAFF_AUDIENCE)
    .setIssuedAt()
    .setExpirationTime(expiresIn)
    .sign(await keyOf(secret));
}

/** Verifies a back-office token (algorithm, issuer and audience pinned; expiry told apart). */
export async function checkStaffToken(secret: string, token: string): Promise<StaffTokenCheck> {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), { algorithms: [ALGORITHM], issuer: ISSUER, audience: STAFF_AUDIENCE });
    if (payload.typ !== STAFF_TYPE || typeof payload.sub !== 'string') return { kind: 'invalid' };
    return { kind: 'valid', staffId: payload.sub, sessionId: sessionIdOf(payload.sid) };
  } catch (err) {
    // jose checks the audience before the expiry, so an expired customer token is 'invalid' here.
    return err instanceof errors.JWTExpired ? { kind: 'expired' } : { kind: 'invalid' };
  }
}

/** The storefront sends the bare token in `authorization`; `Bearer <token>` is accepted too. */
export function tokenFromHeader(header: string | undefined): string | null {
  if (!header) return null;
  const value = header.startsWith('Bearer ') ? header.slice(7) : header;
  return value.trim() || null;
}
