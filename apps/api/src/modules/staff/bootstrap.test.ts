import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { DEMO_STAFF, DEMO_STAFF_PASSWORD, demoOwnerLogin, seedDemoStaff } from '../../seed/index.js';
import { startTestShop, type TestShop } from '../../test/test-app.js';
import { bearer, createStaff, freshStaffEmail, staffLogin, staffToken } from '../../test/staff.js';
import { bootstrapOwner, createStaffAccount, issuePasswordResetLink } from './index.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
});
afterAll(() => shop.close());

const PASSWORD = 'Owner-start-password-1';
const auditOf = async (query: string) => {
  const token = await staffToken(shop, 'owner');
  return (await shop.app.inject({ method: 'GET', url: `/api/v1/admin/audit?${query}`, headers: bearer(token) })).json().result;
};
const setPassword = (link: string, password: string) =>
  shop.app.inject({
    method: 'POST',
    url: '/api/v1/admin/auth/set-password',
    payload: { token: new URL(link).searchParams.get('token'), password },
  });

describe('ADMIN_EMAIL / ADMIN_PASSWORD', () => {
  it('are read together; the password has at least 12 characters', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@shop.example' })).toThrow(/ADMIN_PASSWORD: ADMIN_EMAIL and ADMIN_PASSWORD go together/);
    expect(() => loadConfig({ ADMIN_PASSWORD: PASSWORD })).toThrow(/ADMIN_EMAIL: ADMIN_EMAIL and ADMIN_PASSWORD go together/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss@shop.example', ADMIN_PASSWORD: 'short' })).toThrow(/ADMIN_PASSWORD must be at least 12/);
    expect(() => loadConfig({ ADMIN_EMAIL: 'boss', ADMIN_PASSWORD: PASSWORD })).toThrow(/ADMIN_EMAIL must be an email address/);
    expect(loadConfig({ ADMIN_EMAIL: ' Boss@Shop.example ', ADMIN_PASSWORD: PASSWORD }).bootstrapOwner).toEqual({
      email: 'boss@shop.example',
      password: PASSWORD,
    });
    expect(loadConfig({}).bootstrapOwner).toBeUndefined();
  });

  it('creates the owner at start, leaves it alone when unchanged, and re-enables it with the new password', async () => {
    const email = freshStaffEmail('boss');
    expect(await bootstrapOwner(shop.handle.db, { email, password: PASSWORD })).toBe('created');
    const first = await staffLogin(shop, email, PASSWORD);
    expect(first.res.json().staff.role).toBe('owner');
    expect(await bootstrapOwner(shop.handle.db, { email, password: PASSWORD })).toBe('unchanged');

    // Demoted and disabled meanwhile (another owner did it): the next start restores the owner.
    const other = await staffToken(shop, 'owner');
    const id = first.res.json().staff._id;
    for (const payload of [{ role: 'sales' }, { disabled: true }]) {
      const res = await shop.app.inject({ method: 'PATCH', url: `/api/v1/admin/staff/${id}`, headers: bearer(other), payload });
      expect(res.statusCode).toBe(200);
    }
    const NEW = 'Owner-new-password-22';
    expect(await bootstrapOwner(shop.handle.db, { email, password: NEW })).toBe('updated');
    await staffLogin(shop, email, PASSWORD, undefined, 401);
    expect((await staffLogin(shop, email, NEW)).res.json().staff.role).toBe('owner');
    const entries = await auditOf(`entity_id=${id}&action=staff.`);
    expect(entries.find((e: { action: string }) => e.action === 'staff.bootstrap')).toMatchObject({ staff_id: null });
    expect(entries.find((e: { action: string }) => e.action === 'staff.create')).toMatchObject({ staff_id: null });
  });
});

describe('npm run staff (createStaffAccount, issuePasswordResetLink)', () => {
  it('creates an active account with --password', async () => {
    const email = freshStaffEmail('cli');
    const { staff, link } = await createStaffAccount(
      shop.handle.db,
      { email, role: 'sales', password: 'Cli-password-123' },
      'http://shop.test',
    );
    expect(staff).toMatchObject({ email, role: 'sales', status: 'active', name: expect.stringMatching(/^cli/) });
    expect(link).toBeUndefined();
    await staffLogin(shop, email, 'Cli-password-123');
    await expect(createStaffAccount(shop.handle.db, { email, role: 'sales' }, 'http://shop.test')).rejects.toThrow(/already exists/);
  });

  it('without --password: an invited account and a set-password link', async () => {
    const email = freshStaffEmail('cli');
    const { staff, link } = await createStaffAccount(shop.handle.db, { email, role: 'editor', name: 'Ed' }, 'http://shop.test');
    expect(staff.status).toBe('invited');
    expect(link).toMatch(/^http:\/\/shop\.test\/admin\/set-password\?token=[A-Za-z0-9_-]{43}$/);
    expect((await setPassword(link!, 'Editor-password-1')).statusCode).toBe(200);
    await staffLogin(shop, email, 'Editor-password-1');
  });

  it('reset-password: a link that sets a new password and is recorded', async () => {
    const sales = await createStaff(shop, { role: 'sales' });
    const link = await issuePasswordResetLink(shop.handle.db, sales.email, 'http://shop.test');
    expect((await setPassword(link, 'Reset-password-123')).statusCode).toBe(200);
    await staffLogin(shop, sales.email, 'Reset-password-123');
    const actions = (await auditOf(`entity_id=${sales.id}`)).map((e: { action: string }) => e.action);
    expect(actions).toEqual(['staff.login', 'staff.password_reset', 'staff.reset_link']);
    await expect(issuePasswordResetLink(shop.handle.db, 'nobody@northbend.example', 'http://x')).rejects.toThrow(/not found/);
  });
});

describe('demo staff (seed)', () => {
  it('seeds one login per role with the demo password, idempotently', async () => {
    await seedDemoStaff(shop.handle.db);
    await seedDemoStaff(shop.handle.db);
    for (const [role, { email }] of Object.entries(DEMO_STAFF)) {
      expect((await staffLogin(shop, email, DEMO_STAFF_PASSWORD)).res.json().staff.role).toBe(role);
    }
    expect(await demoOwnerLogin(shop.handle.db)).toEqual({ email: 'owner@northbend.example', password: DEMO_STAFF_PASSWORD });
  });
});
