import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactEnquiries } from '../../db/schema/index.js';
import { startTestShop, type TestShop } from '../../test/test-app.js';

let shop: TestShop;
beforeAll(async () => {
  shop = await startTestShop();
});
afterAll(() => shop.close());

const send = (payload: object) => shop.app.inject({ method: 'POST', url: '/api/v1/form/public/contact-us', payload });
const stored = async () => (await shop.handle.db.select().from(contactEnquiries)).length;

const valid = {
  name: 'Dana Whitfield',
  email: 'dana.whitfield@precisionfab.com',
  phone: '+1 616 555 0199',
  business_name: 'Precision Fab LLC',
  where_are_you_located: 'Holland, MI',
  machine_make_ids: [] as string[],
  machine_model_ids: [] as string[],
  message: 'We need a quote for 20 B-station round punches, 10 mm, with TiCN coating.',
};

describe('POST /form/public/contact-us', () => {
  it('stores the enquiry and answers with a message under data.message', async () => {
    const makes = (await shop.app.inject({ method: 'GET', url: '/api/v1/product/keyword/public/machine-make/dropdown' })).json().result;
    const before = await stored();
    const res = await send({ ...valid, machine_make_ids: [makes[0].value] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.message).toEqual(expect.any(String));
    expect(await stored()).toBe(before + 1);
  });

  it.each([
    ['name', '', 'Name is required'],
    ['email', '', 'Email is required'],
    ['email', 'dana@precisionfab', 'Invalid email address'],
    ['email', 'dana@precisionfab.company', 'Invalid email address'],
    ['business_name', '  ', 'Business Name is required'],
    ['where_are_you_located', '', 'Location is required'],
    ['message', '', 'Message is required'],
  ])('refuses %s=%j with "%s" and stores nothing', async (field, value, message) => {
    const before = await stored();
    const res = await send({ ...valid, [field]: value });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
    expect(await stored()).toBe(before);
  });

  it('refuses a missing field with its message', async () => {
    const { name: _omitted, ...rest } = valid;
    const res = await send(rest);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Name is required');
  });

  it('refuses an unknown machine make and stores nothing', async () => {
    const before = await stored();
    const res = await send({ ...valid, machine_make_ids: ['7d3f0c39-9a8e-4e4f-8d52-0c4b3c1e2a10'] });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown machine make selected');
    expect(await stored()).toBe(before);
  });
});
