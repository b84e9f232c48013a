import type { HTTPMethods, LightMyRequestResponse } from 'fastify';
import { generate } from 'otplib';
import { expect } from 'vitest';
import { STAFF_ROLES, type StaffRole } from '@northbend/shared';
import { staff } from '../db/schema/index.js';
import { signStaffToken } from '../lib/access-tokens.js';
import { hashPassword } from '../lib/passwords.js';
import { STAFF_REFRESH_COOKIE } from '../modules/staff/index.js';
import { testStaffSession } from './sessions.js';
import type { TestShop } from './test-app.js';

// Back-office fixtures for API tests. Typical use, in a file that started its shop with startTestShop():
//
//   const token = await staffToken(shop, 'warehouse');            // a new warehouse user's access token
//   await shop.app.inject({ method: 'GET', url: '/api/v1/admin/…', headers: { authorization: `Bearer ${token}` } });
//
//   await expectRoleMatrix(shop, { method: 'POST', url: `/api/v1/admin/orders/${id}/ship`, payload: { … } },
//     { owner: 200, sales: 200, warehouse: 200, editor: 403, customer: 401, visitor: 401 });

/** The password of staff made by createStaff (unless given): 12+ characters as the rule wants. */
export const STAFF_TEST_PASSWORD = 'Press-Brake-Die-42';

export interface TestStaff {
  id: string;
  email: string;
  name: string;
  role: StaffRole;
  password: string;
}

let serial = 0;
/** A new, unique staff email for each call. */
export const freshStaffEmail = (label = 'staff') => `${label}.${Date.now().toString(36)}${(serial++).toString(36)}@northbend.example`;

// One argon2 hash of the default password for the whole test file: hashing costs tens of ms.
let defaultHash: Promise<string> | undefined;

/**
 * Inserts a staff user straight into the database (no invitation, no audit entry). `password:
 * null` makes an invited user who has not chosen a password; `totpSecret` turns two-factor on.
 */
export async function createStaff(
  shop: TestShop,
  opts: { role: StaffRole; email?: string; name?: string; password?: string | null; totpSecret?: string; disabled?: boolean },
): Promise<TestStaff> {
  const password = opts.password === undefined ? STAFF_TEST_PASSWORD : opts.password;
  const passwordHash =
    password === null
      ? null
      : password === STAFF_TEST_PASSWORD
        ? await (defaultHash ??= hashPassword(password))
        : await hashPassword(password);
  const [row] = await shop.handle.db
    .insert(staff)
    .values({
      email: opts.email ?? freshStaffEmail(opts.role),
      name: opts.name ?? `Test ${opts.role}`,
      role: opts.role,
      passwordHash,
      totpSecret: opts.totpSecret ?? null,
      totpEnabledAt: opts.totpSecret ? new Date() : null,
      disabledAt: opts.disabled ? new Date() : null,
    })
    .returning();
  return { id: row.id, email: row.email, name: row.name, role: row.role, password: password ?? '' };
}

/**
 * A valid back-office access token: for a new staff user of `role`, or for an existing one. Pass
 * `expiresIn` in the past (epoch seconds) for an expired token.
 */
export async function staffToken(shop: TestShop, who: StaffRole | { id: string }, expiresIn: string | number = '15m'): Promise<string> {
  const id = typeof who === 'string' ? (await createStaff(shop, { role: who })).id : who.id;
  return signStaffToken(shop.config.jwtSecret, id, await testStaffSession(shop.handle.db, id), expiresIn);
}

/** `authorization` header for a token (Bearer form; the bare token works too). */
export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The current 6-digit code of a TOTP secret, or of the next 30-second step with `ahead: 1`. */
export async function totpCode(secret: string, ahead = 0): Promise<string> {
  return generate({ secret, epoch: Math.floor(Date.now() / 1000) + ahead * 30 });
}

export interface StaffLogin {
  res: LightMyRequestResponse;
  token: string;
  /** The nb_staff_refresh cookie value ('' when none was set). */
  cookie: string;
}

/** POST /api/v1/admin/auth/login; expects 200 unless `expectStatus` says otherwise. */
export async function staffLogin(
  shop: TestShop,
  email: string,
  password = STAFF_TEST_PASSWORD,
  totp?: string,
  expectStatus = 200,
): Promise<StaffLogin> {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/login',
    payload: { email, password, ...(totp ? { totp } : {}) },
  });
  expect(res.statusCode, res.body).toBe(expectStatus);
  return {
    res,
    token: res.statusCode === 200 ? res.json().token : '',
    cookie: res.cookies.find((c) => c.name === STAFF_REFRESH_COOKIE)?.value ?? '',
  };
}

/** Who asks in a role matrix: a staff role, a customer (storefront token) or nobody. */
export type MatrixCaller = StaffRole | 'customer' | 'visitor';
export type RoleMatrix = Record<MatrixCaller, number>;

// One staff user per role and shop, shared by every matrix of a test file.
const matrixStaff = new WeakMap<TestShop, Promise<Record<StaffRole, string>>>();

async function matrixTokens(shop: TestShop): Promise<Record<MatrixCaller, string | null>> {
  if (!matrixStaff.has(shop)) {
    matrixStaff.set(
      shop,
      (async () => {
        const entries = await Promise.all(STAFF_ROLES.map(async (role) => [role, (await createStaff(shop, { role })).id] as const));
        return Object.fromEntries(entries) as Record<StaffRole, string>;
      })(),
    );
  }
  const ids = await matrixStaff.get(shop)!;
  const tokens = await Promise.all(STAFF_ROLES.map((role) => staffToken(shop, { id: ids[role] })));
  return {
    ...(Object.fromEntries(STAFF_ROLES.map((role, i) => [role, tokens[i]])) as Record<StaffRole, string>),
    customer: await shop.customerToken(),
    visitor: null,
  };
}

// Callers without access go first, so a call that changes something (an invite, a shipment) is
// made once, by the last caller that is let through.
const CALL_ORDER: MatrixCaller[] = ['visitor', 'customer', 'editor', 'warehouse', 'sales', 'owner'];

/**
 * Calls one route as each caller and compares all status codes at once (one readable diff).
 * `payload` may be a function of the caller when each call needs its own (e.g. a fresh email).
 */
export async function expectRoleMatrix(
  shop: TestShop,
  request: { method: HTTPMethods; url: string; payload?: unknown | ((caller: MatrixCaller) => unknown) },
  expected: RoleMatrix,
): Promise<void> {
  const tokens = await matrixTokens(shop);
  const actual = {} as RoleMatrix;
  for (const caller of CALL_ORDER) {
    const token = tokens[caller];
    const payload = typeof request.payload === 'function' ? (request.payload as (c: MatrixCaller) => unknown)(caller) : request.payload;
    const res = await shop.app.inject({
      method: request.method,
      url: request.url,
      headers: token ? bearer(token) : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });
    actual[caller] = res.statusCode;
  }
  expect(actual, `${request.method} ${request.url}`).toEqual(expected);
}
