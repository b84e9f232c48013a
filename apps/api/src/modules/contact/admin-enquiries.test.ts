import { describe, expect, it } from 'vitest';
import { contactEnquiries, machineMakes, machineModels } from '../../db/schema/index.js';
import { mailTo, signedInStaff } from '../../test/back-office.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';

const shop = useTestShop({ seed: false });
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
const SALES_ONLY = { owner: 200, sales: 200, warehouse: 403, editor: 403, customer: 401, visitor: 401 };

let serial = 0;
async function enquiry(values: Partial<typeof contactEnquiries.$inferInsert> = {}) {
  const n = ++serial;
  const [row] = await shop.handle.db
    .insert(contactEnquiries)
    .values({
      name: `Enquirer ${n}`,
      email: `enquirer${n}.${Date.now()}@sheetmetal.example`,
      businessName: 'Lakeshore Sheet Metal',
      location: 'Grand Rapids, MI',
      message: 'Do you stock 88° dies for a Trumpf TruBend 5130?',
      ...values,
    })
    .returning();
  return row;
}

describe('GET /api/v1/admin/enquiries', () => {
  it('lists enquiries by status and search, with machine names', async () => {
    const [make] = await shop.handle.db.insert(machineMakes).values({ name: 'Trumpf' }).returning();
    const [model] = await shop.handle.db.insert(machineModels).values({ makeId: make.id, name: 'TruBend 5130' }).returning();
    const open = await enquiry({ machineMakeIds: [make.id], machineModelIds: [model.id], businessName: 'Zephyr Fabrication' });
    const closed = await enquiry({ status: 'closed', businessName: 'Zephyr Fabrication' });

    const res = await sales.send('GET', '/enquiries?search=zephyr');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.map((e: { _id: string }) => e._id)).toEqual([closed.id, open.id]);
    expect(res.json().result[1]).toEqual({
      _id: open.id,
      name: open.name,
      email: open.email,
      phone: '',
      company: 'Zephyr Fabrication',
      location: 'Grand Rapids, MI',
      machine_makes: ['Trumpf'],
      machine_models: ['Trumpf TruBend 5130'],
      message: open.message,
      status: 'new',
      reply_count: 0,
      createdAt: expect.any(String),
    });
    expect((await sales.send('GET', '/enquiries?search=zephyr&status=new')).json().result.map((e: { _id: string }) => e._id)).toEqual([
      open.id,
    ]);
    expect((await sales.send('GET', '/enquiries?status=lost')).statusCode).toBe(400);
  });

  it('role matrix: owner and sales', () => expectRoleMatrix(shop, { method: 'GET', url: '/api/v1/admin/enquiries' }, SALES_ONLY));
});

describe('POST /api/v1/admin/enquiries/{id}/reply', () => {
  it('emails the enquirer with reply-to sales, stores the reply and marks the enquiry answered', async () => {
    const e = await enquiry();
    const res = await sales.send('POST', `/enquiries/${e.id}/reply`, { body: 'Yes: NB-PB-88 fits, in stock.\nBest regards' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      message: 'Your reply is on its way and the enquiry is marked as answered.',
      result: {
        status: 'answered',
        reply_count: 1,
        replies: [
          {
            _id: expect.any(String),
            body: 'Yes: NB-PB-88 fits, in stock.\nBest regards',
            staff_name: 'Sales Tester',
            createdAt: expect.any(String),
          },
        ],
      },
    });
    const mail = await mailTo(shop, e.email, 'Re: your enquiry');
    expect(mail.replyTo).toBe(shop.config.salesEmail);
    expect(mail.text).toContain('Yes: NB-PB-88 fits, in stock.');
    expect(mail.text).toContain('> Do you stock 88° dies');

    const owner = await signedInStaff(shop, 'owner');
    const audit = (await owner.send('GET', `/audit?entity_type=enquiry&entity_id=${e.id}`)).json().result;
    expect(audit).toEqual([expect.objectContaining({ action: 'enquiry.reply', staff_email: sales.email, before: { status: 'new' } })]);
  });

  it('404 for an unknown enquiry, 400 for an empty reply', async () => {
    expect((await sales.send('POST', '/enquiries/00000000-0000-4000-8000-00000000e404/reply', { body: 'Hi' })).statusCode).toBe(404);
    const e = await enquiry();
    const empty = await sales.send('POST', `/enquiries/${e.id}/reply`, { body: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe('Enter the reply.');
  });

  it('role matrix: owner and sales', async () => {
    const e = await enquiry();
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: `/api/v1/admin/enquiries/${e.id}/reply`, payload: {} },
      { owner: 400, sales: 400, warehouse: 403, editor: 403, customer: 401, visitor: 401 },
    );
  });
});

describe('GET and PATCH /api/v1/admin/enquiries/{id}', () => {
  it('reads an enquiry and changes its status, audited', async () => {
    const e = await enquiry();
    expect((await sales.send('GET', `/enquiries/${e.id}`)).json().result).toMatchObject({ _id: e.id, status: 'new', replies: [] });
    const res = await sales.send('PATCH', `/enquiries/${e.id}`, { status: 'closed' });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().result.status).toBe('closed');
    const owner = await signedInStaff(shop, 'owner');
    expect((await owner.send('GET', `/audit?entity_type=enquiry&entity_id=${e.id}`)).json().result).toEqual([
      expect.objectContaining({ action: 'enquiry.status', before: { status: 'new' }, after: { status: 'closed' } }),
    ]);
    expect((await sales.send('PATCH', `/enquiries/${e.id}`, { status: 'pending' })).statusCode).toBe(400);
    expect((await sales.send('GET', '/enquiries/00000000-0000-4000-8000-00000000e404')).statusCode).toBe(404);
  });

  it('role matrix: owner and sales', async () => {
    const e = await enquiry();
    await expectRoleMatrix(shop, { method: 'GET', url: `/api/v1/admin/enquiries/${e.id}` }, SALES_ONLY);
    await expectRoleMatrix(shop, { method: 'PATCH', url: `/api/v1/admin/enquiries/${e.id}`, payload: { status: 'closed' } }, SALES_ONLY);
  });
});
