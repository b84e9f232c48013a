import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../db/client.js';
import { auditLog } from '../../db/schema/index.js';
import { startTestShop, type TestShop } from '../../test/test-app.js';
import { bearer, createStaff, staffToken, type TestStaff } from '../../test/staff.js';
import { recordAudit } from './index.js';

let shop: TestShop;
let db: Database;
let owner: TestStaff;
let token: string;
beforeAll(async () => {
  shop = await startTestShop({ seed: false });
  db = shop.handle.db;
  owner = await createStaff(shop, { role: 'owner' });
  token = await staffToken(shop, owner);
  const sales = await createStaff(shop, { role: 'sales' });
  const order = { entityType: 'order', entityId: 'NB-100001' };
  await recordAudit(db, {
    staff: owner,
    action: 'order.ship',
    ...order,
    summary: 'Shipped',
    before: { s: 'Pending' },
    after: { s: 'Shipped' },
  });
  await recordAudit(db, { staff: sales, action: 'order.note', ...order, summary: 'Noted' });
  await recordAudit(db, { staff: sales, action: 'customer.disable', entityType: 'customer', entityId: 'c-1', summary: 'Disabled' });
  await recordAudit(db, { staff: null, action: 'staff.create', entityType: 'staff', entityId: owner.id, summary: 'System' });
});
afterAll(() => shop.close());

const list = async (query = '') => {
  const res = await shop.app.inject({ method: 'GET', url: `/api/v1/admin/audit${query}`, headers: bearer(token) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { result: { action: string; [k: string]: unknown }[]; paginationInfo: Record<string, number> };
};

describe('GET /admin/audit', () => {
  it('lists newest first with paginationInfo like the catalog', async () => {
    const page = await list();
    expect(page.result.map((e) => e.action)).toEqual(['staff.create', 'customer.disable', 'order.note', 'order.ship']);
    expect(page.paginationInfo).toEqual({ currentPage: 1, totalPages: 1, totalCount: 4, limit: 20 });
    expect(page.result[3]).toEqual({
      _id: expect.any(String),
      staff_id: owner.id,
      staff_email: owner.email,
      action: 'order.ship',
      entity_type: 'order',
      entity_id: 'NB-100001',
      summary: 'Shipped',
      before: { s: 'Pending' },
      after: { s: 'Shipped' },
      created_at: expect.any(String),
    });
    expect(page.result[0]).toMatchObject({ staff_id: null, staff_email: null, before: null });
    const second = await list('?page=2&limit=3');
    expect(second.result.map((e) => e.action)).toEqual(['order.ship']);
    expect(second.paginationInfo).toEqual({ currentPage: 2, totalPages: 2, totalCount: 4, limit: 3 });
  });

  it('filters by staff, exact action or action prefix, entity and time', async () => {
    expect((await list(`?staff_id=${owner.id}`)).result.map((e) => e.action)).toEqual(['order.ship']);
    expect((await list('?action=order.note')).result).toHaveLength(1);
    expect((await list('?action=order.')).result.map((e) => e.action)).toEqual(['order.note', 'order.ship']);
    expect((await list('?action=%25.')).result).toHaveLength(0);
    expect((await list('?entity_type=order&entity_id=NB-100001')).result).toHaveLength(2);
    expect((await list('?entity_type=customer')).result.map((e) => e.entity_id)).toEqual(['c-1']);
    const today = new Date().toISOString().slice(0, 10);
    expect((await list(`?from=${today}&to=${today}`)).result).toHaveLength(4);
    expect((await list('?to=2001-01-01')).result).toHaveLength(0);
    expect((await list(`?from=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`)).result).toHaveLength(0);
  });

  it('refuses malformed filters with 400', async () => {
    for (const query of ['?staff_id=nope', '?from=yesterday', '?page=0']) {
      const res = await shop.app.inject({ method: 'GET', url: `/api/v1/admin/audit${query}`, headers: bearer(token) });
      expect(res.statusCode, query).toBe(400);
    }
  });
});

describe('recordAudit', () => {
  it('is part of the caller’s transaction: a rolled-back change leaves no entry', async () => {
    await expect(
      db.transaction(async (tx) => {
        await recordAudit(tx, { staff: owner, action: 'order.cancel', entityType: 'order', entityId: 'NB-1', summary: 'x' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect((await list('?action=order.cancel')).result).toHaveLength(0);
  });
});

describe('audit_log is append-only (trigger of migration 0005)', () => {
  it.each([
    ['UPDATE', sql`update ${auditLog} set summary = 'rewritten'`],
    ['DELETE', sql`delete from ${auditLog}`],
    ['TRUNCATE', sql`truncate ${auditLog}`],
  ])('refuses %s', async (op, statement) => {
    await expect(db.execute(statement)).rejects.toThrow();
    const rows = await db.execute(
      sql`select count(*)::int as n, count(*) filter (where summary = 'rewritten')::int as rewritten from ${auditLog}`,
    );
    const [{ n, rewritten }] = (rows as unknown as { rows: { n: number; rewritten: number }[] }).rows;
    expect(n, op).toBeGreaterThanOrEqual(4);
    expect(rewritten).toBe(0);
  });

  it('names the rule in the error', async () => {
    await expect(db.execute(sql`delete from ${auditLog}`)).rejects.toSatisfy((err: unknown) =>
      /append-only/.test(String((err as { cause?: { message?: string } }).cause?.message ?? (err as Error).message)),
    );
  });
});
