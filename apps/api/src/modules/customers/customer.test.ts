import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { customers } from '../../db/schema/index.js';
import { useTestShop } from '../../test/test-app.js';
import { DUMMY_PASSWORD_HASH, insertCustomer, profileChoiceFields } from '../../test/customers.js';
import { multipart } from './test-utils.js';

const shop = useTestShop();

const getCustomer = (id: string, authorization?: string) =>
  shop.app.inject({ method: 'GET', url: `/api/v1/customer/${id}`, headers: authorization ? { authorization } : {} });

/** Every key and string value of a JSON answer, however deep. */
function walk(value: unknown, found: { keys: string[]; strings: string[] } = { keys: [], strings: [] }) {
  if (typeof value === 'string') found.strings.push(value);
  else if (Array.isArray(value)) value.forEach((v) => walk(v, found));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) {
      found.keys.push(k);
      walk(v, found);
    }
  }
  return found;
}

describe('GET /customer/{id}', () => {
  it("answers the customer's own profile with user_counts and no password material", async () => {
    const me = await insertCustomer(shop.handle.db);
    const res = await getCustomer(me.id, await shop.customerToken(me.id));
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: true,
      result: { _id: me.id, user_name: me.name, user_email: me.email, user_profile: '', user_counts: { order: 0, wishlist: 0, cart: 0 } },
    });
    const { keys, strings } = walk(body);
    expect(keys.filter((k) => /password|hash|salt/i.test(k))).toEqual([]);
    expect(strings.filter((s) => s.includes('argon2') || s === DUMMY_PASSWORD_HASH)).toEqual([]);
  });

  it('accepts the token as "Bearer <token>" too', async () => {
    const me = await insertCustomer(shop.handle.db);
    expect((await getCustomer(me.id, `Bearer ${await shop.customerToken(me.id)}`)).statusCode).toBe(200);
  });

  it("refuses another customer's token with 403", async () => {
    const [me, other] = [await insertCustomer(shop.handle.db), await insertCustomer(shop.handle.db)];
    const res = await getCustomer(me.id, await shop.customerToken(other.id));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toEqual({ status: false, message: 'You can only access your own account.' });
  });

  it('refuses a visitor with 401', async () => {
    const me = await insertCustomer(shop.handle.db);
    const res = await getCustomer(me.id);
    expect(res.statusCode).toBe(401);
    expect(res.json().status).toBe(false);
  });

  it('answers an expired token with 403 TOKEN_EXPIRED so the storefront refreshes once', async () => {
    const me = await insertCustomer(shop.handle.db);
    const res = await getCustomer(me.id, await shop.customerToken(me.id, Math.floor(Date.now() / 1000) - 60));
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: false, code: 'TOKEN_EXPIRED' });
  });

  it('refuses a malformed id with 400', async () => {
    const me = await insertCustomer(shop.handle.db);
    const res = await getCustomer('not-a-uuid', await shop.customerToken(me.id));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ status: false, message: 'Invalid id' });
  });

  it("refuses a deleted customer's unexpired token as its ended session's (403 TOKEN_EXPIRED: the refresh then fails and the storefront logs out)", async () => {
    const me = await insertCustomer(shop.handle.db);
    const token = await shop.customerToken(me.id);
    await shop.handle.db.delete(customers).where(eq(customers.id, me.id));
    const res = await getCustomer(me.id, token);
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ status: false, code: 'TOKEN_EXPIRED' });
  });
});

describe('PUT /customer/update/{id} (fields)', () => {
  const dropdown = async (id: string) =>
    (await shop.app.inject({ method: 'GET', url: `/api/v1/product/keyword/public/dropdown/find/${id}` })).json().result
      .productDropdown_options as { value: string }[];
  const makes = async () =>
    (await shop.app.inject({ method: 'GET', url: '/api/v1/product/keyword/public/machine-make/dropdown' })).json().result as {
      value: string;
    }[];
  const modelsOf = async (makeIds: string[]) =>
    (
      await shop.app.inject({
        method: 'POST',
        url: '/api/v1/product/keyword/public/machine-model/dropdown/selected',
        payload: { machineMakeIds: makeIds },
      })
    ).json().result as { value: string }[];

  const texts: [string, string][] = [
    ['user_name', 'Dana Whitfield-Ross'],
    ['user_mobile_number', '+1 616 555 0142'],
    ['user_business_name', 'Precision Fab & Bend LLC'],
    ['user_address', '77 Lakeshore Dr, Holland, MI 49424'],
  ];
  // The text fields and the required choices (a make, its model, a material, a thickness).
  let choices: [string, string][] = [];
  let valid: [string, string][] = [];
  beforeAll(async () => {
    choices = await profileChoiceFields(shop.handle.db);
    valid = [...texts, ...choices];
  });
  /** A valid form whose named lists are replaced by `own` (a list may be sent as name[]). */
  const validWith = (own: [string, string][]): [string, string][] => [
    ...texts,
    ...choices.filter(([k]) => !own.some(([o]) => o.replace(/\[\]$/, '') === k)),
    ...own,
  ];
  const update = async (id: string, parts: [string, string][], token?: string) =>
    shop.app.inject({
      method: 'PUT',
      url: `/api/v1/customer/update/${id}`,
      ...withAuth(multipart(parts), token ?? (await shop.customerToken(id))),
    });
  const withAuth = (body: ReturnType<typeof multipart>, token: string) => ({
    payload: body.payload,
    headers: { ...body.headers, authorization: token },
  });
  const rowOf = async (id: string) => (await shop.handle.db.select().from(customers).where(eq(customers.id, id)))[0];

  it('saves every field, lists sent as repeated fields or as a JSON array string', async () => {
    const me = await insertCustomer(shop.handle.db);
    const [make1, make2] = await makes();
    const [model1] = await modelsOf([make1.value]);
    const [model2] = await modelsOf([make2.value]);
    const [mat1, mat2] = await dropdown('DROPDOWN_SHEET_MATERIAL');
    const [thick] = await dropdown('DROPDOWN_SHEET_THICKNESS');
    const res = await update(me.id, [
      ...texts,
      ['user_machine_make_ids', make1.value],
      ['user_machine_make_ids', make2.value],
      ['user_machine_model_ids', JSON.stringify([model1.value, model2.value])],
      ['user_sheet_material[]', mat1.value],
      ['user_sheet_material[]', mat2.value],
      ['user_sheet_thickness', JSON.stringify([thick.value])],
      ['user_email', 'someone.else@example.com'],
    ]);
    expect(res.statusCode).toBe(200);
    const expected = {
      _id: me.id,
      user_name: 'Dana Whitfield-Ross',
      user_mobile_number: '+1 616 555 0142',
      user_business_name: 'Precision Fab & Bend LLC',
      user_address: '77 Lakeshore Dr, Holland, MI 49424',
      user_email: me.email,
      user_machine_make_ids: [make1.value, make2.value],
      user_machine_model_ids: [model1.value, model2.value],
      user_sheet_material: [mat1.value, mat2.value],
      user_sheet_thickness: [thick.value],
      user_counts: { order: 0, wishlist: 0, cart: 0 },
    };
    expect(res.json()).toMatchObject({ status: true, message: 'Your profile has been updated.', result: expected });
    const again = await getCustomer(me.id, await shop.customerToken(me.id));
    expect(again.json().result).toMatchObject(expected);
    expect((await rowOf(me.id)).passwordHash).toBe(DUMMY_PASSWORD_HASH);
  });

  it.each([
    ['user_machine_make_ids', 'Please select at least one machine make'],
    ['user_machine_model_ids', 'Please select at least one machine model'],
    ['user_sheet_material', 'Please select a sheet material'],
    ['user_sheet_thickness', 'Please select a sheet thickness'],
  ])('refuses a profile without %s (marked required, spec section 5) with "%s" and changes nothing', async (field, message) => {
    const me = await insertCustomer(shop.handle.db);
    const before = await rowOf(me.id);
    // Left out, or sent as an empty JSON list (how the form clears one).
    for (const parts of [valid.filter(([k]) => k !== field), validWith([[field, '[]']])]) {
      const res = await update(me.id, parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, message });
    }
    expect(await rowOf(me.id)).toEqual(before);
  });

  it.each([
    ['user_name', 'Name is required'],
    ['user_mobile_number', 'Mobile Number is required'],
    ['user_business_name', 'Business Name is required'],
    ['user_address', 'Address is required'],
  ])('refuses a missing %s with "%s" and changes nothing', async (field, message) => {
    const me = await insertCustomer(shop.handle.db);
    const before = await rowOf(me.id);
    for (const parts of [valid.filter(([k]) => k !== field), valid.map(([k, v]): [string, string] => [k, k === field ? '   ' : v])]) {
      const res = await update(me.id, parts);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ status: false, message });
    }
    expect(await rowOf(me.id)).toEqual(before);
  });

  it('refuses an unknown machine make', async () => {
    const me = await insertCustomer(shop.handle.db);
    const res = await update(me.id, [...valid, ['user_machine_make_ids', '7d3f0c39-9a8e-4e4f-8d52-0c4b3c1e2a10']]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown machine make selected');
  });

  it('refuses an unknown machine model', async () => {
    const me = await insertCustomer(shop.handle.db);
    const [make] = await makes();
    const res = await update(me.id, [
      ...valid,
      ['user_machine_make_ids', make.value],
      ['user_machine_model_ids', '7d3f0c39-9a8e-4e4f-8d52-0c4b3c1e2a10'],
    ]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Unknown machine model selected');
  });

  it('refuses a model of a make that is not chosen and changes nothing', async () => {
    const me = await insertCustomer(shop.handle.db);
    const before = await rowOf(me.id);
    const [make1, make2] = await makes();
    const [modelOfMake2] = await modelsOf([make2.value]);
    const res = await update(
      me.id,
      validWith([
        ['user_machine_make_ids', make1.value],
        ['user_machine_model_ids', modelOfMake2.value],
      ]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Each machine model must belong to a selected machine make');
    expect(await rowOf(me.id)).toEqual(before);
  });

  it.each([
    ['user_sheet_material', 'Unknown sheet material selected'],
    ['user_sheet_thickness', 'Unknown sheet thickness selected'],
  ])('refuses a %s value that is not an option of its dropdown', async (field, message) => {
    const me = await insertCustomer(shop.handle.db);
    const res = await update(me.id, [...valid, [field, 'unobtainium']]);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });

  it('refuses a malformed id in a list and a broken JSON list', async () => {
    const me = await insertCustomer(shop.handle.db);
    expect((await update(me.id, [...valid, ['user_machine_make_ids', 'not-a-uuid']])).json()).toEqual({
      status: false,
      message: 'Invalid id',
    });
    expect((await update(me.id, [...valid, ['user_machine_make_ids', '["unterminated']])).statusCode).toBe(400);
  });

  it('refuses a field over 10 KB and more than 400 fields', async () => {
    const me = await insertCustomer(shop.handle.db);
    const long = await update(me.id, [...valid.filter(([k]) => k !== 'user_address'), ['user_address', 'x'.repeat(11 * 1024)]]);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe('A form field is too long.');
    const many = await update(me.id, [...valid, ...Array.from({ length: 400 }, (_, i): [string, string] => [`extra_${i}`, 'x'])]);
    expect(many.statusCode).toBe(400);
    expect(many.json().message).toBe('The form has too many fields.');
  });

  it('refuses a JSON body: the form is multipart', async () => {
    const me = await insertCustomer(shop.handle.db);
    const res = await shop.app.inject({
      method: 'PUT',
      url: `/api/v1/customer/update/${me.id}`,
      headers: { authorization: await shop.customerToken(me.id) },
      payload: Object.fromEntries(valid),
    });
    expect(res.statusCode).toBe(415);
  });

  it("refuses another customer's token with 403 and changes nothing", async () => {
    const [me, other] = [await insertCustomer(shop.handle.db), await insertCustomer(shop.handle.db)];
    const before = await rowOf(me.id);
    const res = await update(me.id, valid, await shop.customerToken(other.id));
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe('You can only access your own account.');
    expect(await rowOf(me.id)).toEqual(before);
  });

  it('refuses a visitor with 401', async () => {
    const me = await insertCustomer(shop.handle.db);
    const body = multipart(valid);
    const res = await shop.app.inject({
      method: 'PUT',
      url: `/api/v1/customer/update/${me.id}`,
      payload: body.payload,
      headers: body.headers,
    });
    expect(res.statusCode).toBe(401);
  });

  it('answers 404 for a deleted customer whose session this process still holds live', async () => {
    const me = await insertCustomer(shop.handle.db);
    const token = await shop.customerToken(me.id);
    // A first call makes the process remember the session; deleting the row behind its back is
    // no session-ended announcement, so the token passes and the update finds no customer.
    expect((await getCustomer(me.id, token)).statusCode).toBe(200);
    await shop.handle.db.delete(customers).where(eq(customers.id, me.id));
    const res = await update(me.id, valid, token);
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Customer not found');
  });
});
