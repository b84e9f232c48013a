import { generateSecret } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestShop, type TestShop } from '../../test/test-app.js';
import { bearer, createStaff, freshStaffEmail, staffLogin, staffToken, totpCode, type TestStaff } from '../../test/staff.js';
import { linkToken, mailTo } from '../auth/test-helpers.js';
import { STAFF_MESSAGES } from './messages.js';

let shop: TestShop;
let owner: TestStaff;
let ownerToken: string;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
  owner = await createStaff(shop, { role: 'owner', name: 'Olivia Owner' });
  ownerToken = await staffToken(shop, owner);
});
afterAll(() => shop.close());

const INVITE_SUBJECT = /back-office account/;
const NEW_PASSWORD = 'Turret-Punch-Station-7';

const api = (method: 'GET' | 'POST' | 'PATCH' | 'PUT', url: string, token?: string, payload?: object) =>
  shop.app.inject({ method, url: `/api/v1/admin${url}`, headers: token ? bearer(token) : {}, ...(payload ? { payload } : {}) });
const auditOf = async (query: string) => (await api('GET', `/audit?${query}`, ownerToken)).json().result as Record<string, unknown>[];

describe('POST /admin/staff/invite → POST /admin/auth/set-password → login', () => {
  it('invites by email; the link sets the password once; the new user signs in with their role', async () => {
    const email = freshStaffEmail('invitee');
    const res = await api('POST', '/staff/invite', ownerToken, { email: email.toUpperCase(), name: 'Ivy Invitee', role: 'warehouse' });
    expect(res.statusCode).toBe(201);
    const invited = res.json().staff;
    expect(invited).toMatchObject({
      email,
      name: 'Ivy Invitee',
      role: 'warehouse',
      status: 'invited',
      totp_enabled: false,
      last_login_at: null,
    });

    const mail = await mailTo(shop, email, INVITE_SUBJECT);
    expect(mail.text).toContain('Olivia Owner');
    const token = linkToken(mail, '/admin/set-password');
    await staffLogin(shop, email, NEW_PASSWORD, undefined, 401);

    const set = await api('POST', '/auth/set-password', undefined, { token, password: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(set.json()).toEqual({ message: STAFF_MESSAGES.passwordSet });
    const again = await api('POST', '/auth/set-password', undefined, { token, password: 'Another-long-password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(STAFF_MESSAGES.linkInvalid);

    const { res: login } = await staffLogin(shop, email, NEW_PASSWORD);
    expect(login.json().staff).toEqual({ _id: invited._id, email, name: 'Ivy Invitee', role: 'warehouse' });

    const actions = (await auditOf(`entity_type=staff&entity_id=${invited._id}`)).map((e) => e.action);
    expect(actions).toEqual(['staff.login', 'staff.invite_accept', 'staff.invite']);
    const [invite] = await auditOf(`action=staff.invite&entity_id=${invited._id}`);
    expect(invite).toMatchObject({ staff_id: owner.id, staff_email: owner.email, after: { email, role: 'warehouse' } });
  });

  it('refuses a malformed, unknown or short-password set-password call', async () => {
    expect((await api('POST', '/auth/set-password', undefined, { token: 'x', password: NEW_PASSWORD })).statusCode).toBe(400);
    const unknown = 'A'.repeat(43);
    const res = await api('POST', '/auth/set-password', undefined, { token: unknown, password: NEW_PASSWORD });
    expect(res.json()).toEqual({ status: false, message: STAFF_MESSAGES.linkInvalid });
    const short = await api('POST', '/auth/set-password', undefined, { token: unknown, password: 'short' });
    expect(short.json().message).toBe('The password must have at least 12 characters.');
  });

  it('sends a new link to someone still invited (the older link stops working), and 409 for an active account', async () => {
    const email = freshStaffEmail('twice');
    await api('POST', '/staff/invite', ownerToken, { email, name: 'Tom Twice', role: 'sales' });
    const first = linkToken(await mailTo(shop, email, INVITE_SUBJECT), '/admin/set-password');
    const res = await api('POST', '/staff/invite', ownerToken, { email, name: 'Tom Twice', role: 'editor' });
    expect(res.statusCode).toBe(201);
    expect(res.json().staff.role).toBe('editor');
    const second = linkToken(await mailTo(shop, email, INVITE_SUBJECT, { after: 1 }), '/admin/set-password');
    expect((await api('POST', '/auth/set-password', undefined, { token: first, password: NEW_PASSWORD })).statusCode).toBe(400);
    expect((await api('POST', '/auth/set-password', undefined, { token: second, password: NEW_PASSWORD })).statusCode).toBe(200);

    const taken = await api('POST', '/staff/invite', ownerToken, { email: email.toUpperCase(), name: 'Tom', role: 'sales' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().message).toBe(STAFF_MESSAGES.emailTaken);
  });

  it('validates the invitation', async () => {
    const bad = await api('POST', '/staff/invite', ownerToken, { email: 'not-an-email', name: 'X', role: 'sales' });
    expect(bad.statusCode).toBe(400);
    const role = await api('POST', '/staff/invite', ownerToken, { email: freshStaffEmail(), name: 'X', role: 'admin' });
    expect(role.json().message).toBe('The role must be one of: owner, sales, warehouse, editor.');
  });
});

describe('GET /admin/staff', () => {
  it('lists every account with its status and never a hash or a secret', async () => {
    await createStaff(shop, { role: 'sales', disabled: true });
    await createStaff(shop, { role: 'sales', password: null });
    const res = await api('GET', '/staff', ownerToken);
    expect(res.statusCode).toBe(200);
    const statuses = new Set(res.json().result.map((s: { status: string }) => s.status));
    expect(statuses).toEqual(new Set(['active', 'invited', 'disabled']));
    expect(res.body).not.toMatch(/argon2|password|totp_secret/);
  });
});

describe('PATCH /admin/staff/{id}', () => {
  it('changes a role, effective on the next request, and records it', async () => {
    const sales = await createStaff(shop, { role: 'sales' });
    const token = await staffToken(shop, sales);
    expect((await api('GET', '/staff', token)).statusCode).toBe(403);
    const res = await api('PATCH', `/staff/${sales.id}`, ownerToken, { role: 'owner' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ message: STAFF_MESSAGES.updated, staff: { role: 'owner' } });
    expect((await api('GET', '/staff', token)).statusCode).toBe(200);
    const [entry] = await auditOf(`action=staff.role_change&entity_id=${sales.id}`);
    expect(entry).toMatchObject({ staff_email: owner.email, before: { role: 'sales' }, after: { role: 'owner' } });
    // Back to sales for the tests below.
    expect((await api('PATCH', `/staff/${sales.id}`, ownerToken, { role: 'sales' })).statusCode).toBe(200);
  });

  it('disables and enables, ending sessions, with audit entries', async () => {
    const editor = await createStaff(shop, { role: 'editor' });
    expect((await api('PATCH', `/staff/${editor.id}`, ownerToken, { disabled: true })).json().staff.status).toBe('disabled');
    await staffLogin(shop, editor.email, undefined, undefined, 403);
    expect((await api('PATCH', `/staff/${editor.id}`, ownerToken, { disabled: false })).json().staff.status).toBe('active');
    await staffLogin(shop, editor.email);
    expect((await auditOf(`entity_id=${editor.id}&action=staff.`)).map((e) => e.action)).toEqual([
      'staff.login',
      'staff.enable',
      'staff.disable',
    ]);
  });

  it('answers 404 for an unknown id, 400 for an empty change', async () => {
    expect((await api('PATCH', `/staff/00000000-0000-4000-8000-000000000000`, ownerToken, { role: 'sales' })).statusCode).toBe(404);
    expect((await api('PATCH', `/staff/${owner.id}`, ownerToken, {})).statusCode).toBe(400);
  });
});

describe('the last active owner', () => {
  it('can be neither demoted nor disabled (409); with a second owner both work', async () => {
    const solo = await startTestShop({ seed: false });
    try {
      const only = await createStaff(solo, { role: 'owner' });
      // An invited owner (no password yet) cannot sign in, so does not count.
      await createStaff(solo, { role: 'owner', password: null });
      const token = await staffToken(solo, only);
      const patch = (id: string, payload: object) =>
        solo.app.inject({ method: 'PATCH', url: `/api/v1/admin/staff/${id}`, headers: bearer(token), payload });
      for (const payload of [{ role: 'sales' }, { disabled: true }]) {
        const res = await patch(only.id, payload);
        expect(res.statusCode).toBe(409);
        expect(res.json().message).toBe(STAFF_MESSAGES.lastOwner);
      }
      const second = await createStaff(solo, { role: 'owner' });
      expect((await patch(only.id, { role: 'sales' })).statusCode).toBe(200);
      // `only` is sales now: the guard reads the role on each request.
      expect((await patch(second.id, { disabled: true })).statusCode).toBe(403);
      const secondToken = await staffToken(solo, second);
      const last = await solo.app.inject({
        method: 'PATCH',
        url: `/api/v1/admin/staff/${second.id}`,
        headers: bearer(secondToken),
        payload: { disabled: true },
      });
      expect(last.statusCode).toBe(409);
    } finally {
      await solo.close();
    }
  });
});

describe('two-factor sign-in: /admin/me/totp/*', () => {
  it('sets up (secret, otpauth URL, QR), turns on with a code, then sign-in needs a code; turns off with a code', async () => {
    const sales = await createStaff(shop, { role: 'sales' });
    const token = await staffToken(shop, sales);
    const setup = await api('POST', '/me/totp/setup', token);
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_url, qr_data_url } = setup.json();
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(otpauth_url).toContain(`secret=${secret}`);
    expect(otpauth_url).toMatch(/^otpauth:\/\/totp\/Northbend%20Tooling:/);
    expect(Buffer.from(qr_data_url.replace('data:image/svg+xml;base64,', ''), 'base64').toString()).toMatch(/^<svg/);

    const wrong = await api('POST', '/me/totp/enable', token, { code: '12345' });
    expect(wrong.statusCode).toBe(400);
    const on = await api('POST', '/me/totp/enable', token, { code: await totpCode(secret) });
    expect(on.statusCode).toBe(200);
    expect((await api('POST', '/me/totp/setup', token)).statusCode).toBe(409);
    expect((await api('GET', '/me', token)).json().staff.totp_enabled).toBe(true);

    const noCode = await staffLogin(shop, sales.email, undefined, undefined, 401);
    expect(noCode.res.json().code).toBe('TOTP_REQUIRED');
    await staffLogin(shop, sales.email, undefined, await totpCode(secret, 1));

    const right = await totpCode(secret);
    expect((await api('POST', '/me/totp/disable', token, { code: right === '000000' ? '111111' : '000000' })).statusCode).toBe(400);
    const off = await api('POST', '/me/totp/disable', token, { code: right });
    expect(off.statusCode, off.body).toBe(200);
    expect(off.json()).toEqual({ message: STAFF_MESSAGES.totpOff });
    await staffLogin(shop, sales.email);

    const actions = (await auditOf(`entity_id=${sales.id}&action=staff.`)).map((e) => e.action);
    expect(actions.filter((a) => String(a).startsWith('staff.totp'))).toEqual(['staff.totp_disable', 'staff.totp_enable']);
  });

  it('when required for all staff: sign-in without enrolment opens only /me and the set-up; turning off is refused', async () => {
    const enrolled = await createStaff(shop, { role: 'owner', totpSecret: generateSecret() });
    const enrolledToken = await staffToken(shop, enrolled);
    const sales = await createStaff(shop, { role: 'sales' });
    const token = (await staffLogin(shop, sales.email)).token;

    const notYet = await api('PUT', '/settings/security', ownerToken, { staff_totp_required: true });
    expect(notYet.statusCode).toBe(409);
    expect(notYet.json().message).toBe(STAFF_MESSAGES.ownTotpFirst);
    const required = await api('PUT', '/settings/security', enrolledToken, { staff_totp_required: true });
    expect(required.statusCode).toBe(200);
    expect(required.json()).toEqual({ staff_totp_required: true });

    try {
      // Still signs in with the password alone…
      const again = await staffLogin(shop, sales.email);
      expect((await api('GET', '/me', again.token)).json()).toMatchObject({ totp_required: true, staff: { totp_enabled: false } });
      // …but every other call says to set up two-factor sign-in first.
      const blocked = await api('POST', '/me/password', token, { current_password: 'x', new_password: 'y'.repeat(12) });
      expect(blocked.statusCode).toBe(403);
      expect(blocked.json()).toMatchObject({ code: 'TOTP_SETUP_REQUIRED' });
      expect((await api('GET', '/staff', ownerToken)).json()).toMatchObject({ code: 'TOTP_SETUP_REQUIRED' });

      const { secret } = (await api('POST', '/me/totp/setup', token)).json();
      expect((await api('POST', '/me/totp/enable', token, { code: await totpCode(secret) })).statusCode).toBe(200);
      expect((await api('POST', '/me/password', token, { current_password: 'wrong', new_password: 'y'.repeat(12) })).statusCode).toBe(400);

      const refused = await api('POST', '/me/totp/disable', token, { code: await totpCode(secret, 1) });
      expect(refused.statusCode).toBe(409);
      expect(refused.json().message).toBe(STAFF_MESSAGES.totpRequiredForAll);
    } finally {
      expect((await api('PUT', '/settings/security', enrolledToken, { staff_totp_required: false })).statusCode).toBe(200);
    }
    expect((await api('GET', '/settings/security', ownerToken)).json()).toEqual({ staff_totp_required: false });
    const entries = await auditOf('action=settings.security');
    expect(entries.map((e) => e.after)).toEqual([{ staff_totp_required: false }, { staff_totp_required: true }]);
    expect(entries[1]).toMatchObject({ staff_id: enrolled.id, before: { staff_totp_required: false }, entity_id: 'staff_totp_required' });
  });
});
