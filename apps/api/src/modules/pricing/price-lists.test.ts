import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditLog, categories, priceLists } from '../../db/schema/index.js';
import { signedInStaff } from '../../test/back-office.js';
import { newCustomer, type TestCustomer } from '../../test/customers.js';
import { expectRoleMatrix } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';

const shop = useTestShop({ seed: false });
const owner = beforeAllValue(() => signedInStaff(shop, 'owner'));
const sales = beforeAllValue(() => signedInStaff(shop, 'sales'));
let serial = 0;
const tag = () => `${Date.now().toString(36)}${(serial++).toString(36)}`.toUpperCase();
const DAY = 86_400_000;

/** A main category with a child, and a $100 punch in the child with breaks 10+ −5 %, 25+ −10 %. */
async function punchInChildCategory() {
  const t = tag();
  const [punches] = await shop.handle.db
    .insert(categories)
    .values({ name: 'Turret Punches', slug: `punches-${t}` })
    .returning();
  const [round] = await shop.handle.db
    .insert(categories)
    .values({ name: 'Round', slug: `round-${t}`, parentId: punches!.id })
    .returning();
  const body = {
    product_name: `Round Punch ${t}`,
    product_sku: `NB-RP-${t}`,
    product_price: 100,
    product_quantity: 500,
    product_category_ids: [round!.id],
    product_price_tiers: [
      { min_quantity: 25, discount_percent: 10 },
      { min_quantity: 10, discount_percent: 5 },
    ],
  };
  const res = await owner.send('POST', '/products', body);
  expect(res.statusCode, res.body).toBe(201);
  return { productId: res.json().result._id as string, sku: body.product_sku, parent: punches!.id, child: round!.id, body };
}

const product = async (who: TestCustomer | null, id: string) => {
  const res = who
    ? await who.send('GET', `/product/public/${id}`)
    : await shop.app.inject({ method: 'GET', url: `/api/v1/product/public/${id}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
};

const giveList = async (body: Record<string, unknown>) => {
  const res = await sales.send('POST', '/price-lists', {
    name: `Contract ${tag()}`,
    company_ids: [],
    starts_at: null,
    ends_at: null,
    ...body,
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().result._id as string;
};

/** Puts `quantity` pieces of the product in the cart (adding it first, or setting its line) and reads its line. */
const cartTotalAt = async (who: TestCustomer, productId: string, quantity: number) => {
  const cart = (await who.send('GET', `/cart/customer-cart-list/${who.id}`)).json().data.result as {
    _id: string;
    cart_product_id: string;
  }[];
  const existing = cart.find((l) => l.cart_product_id === productId);
  const res = existing
    ? await who.send('POST', '/cart/qty-plus-minus', { cartId: existing._id, cart_product_quantity: quantity })
    : await who.send('POST', '/cart/add-to-cart', {
        cart_customer_id: who.id,
        cart_product_id: productId,
        cart_product_quantity: quantity,
      });
  expect(res.statusCode, res.body).toBe(200);
  const line = res.json().data.result.find((l: { cart_product_id: string }) => l.cart_product_id === productId);
  return { total: line.cart_item_total as number, note: line.cart_price_note as string | null, list: line.cart_product_list_price };
};

describe('volume breaks for everyone (issue 27)', () => {
  it('lists the price at each break on the product, and none of it to a visitor', async () => {
    const p = await punchInChildCategory();
    const buyer = await newCustomer(shop);
    const seen = await product(buyer, p.productId);
    expect(seen.product_price).toBe(100);
    expect(seen.product_list_price).toBeUndefined();
    expect(seen.price_tiers).toEqual([
      { min_quantity: 1, unit_price: 100 },
      { min_quantity: 10, unit_price: 95 },
      { min_quantity: 25, unit_price: 90 },
    ]);
    const visitor = await product(null, p.productId);
    expect(visitor).not.toHaveProperty('product_price');
    expect(visitor).not.toHaveProperty('price_tiers');
    expect(visitor).not.toHaveProperty('product_list_price');
    // The editor reads the breaks back in quantity order.
    expect((await owner.send('GET', `/products/${p.productId}`)).json().result.product_price_tiers).toEqual([
      { min_quantity: 10, discount_percent: 5 },
      { min_quantity: 25, discount_percent: 10 },
    ]);
  });

  it('prices a cart line by its quantity: 9 at list, 10 and 25 at their breaks, with the note', async () => {
    const p = await punchInChildCategory();
    const buyer = await newCustomer(shop);
    expect(await cartTotalAt(buyer, p.productId, 9)).toMatchObject({ total: 900, note: null });
    expect(await cartTotalAt(buyer, p.productId, 10)).toMatchObject({ total: 950, note: '10+ price applied', list: 100 });
    expect(await cartTotalAt(buyer, p.productId, 24)).toMatchObject({ total: 24 * 95, note: '10+ price applied' });
    expect(await cartTotalAt(buyer, p.productId, 25)).toMatchObject({ total: 2250, note: '25+ price applied' });
  });

  it('refuses breaks that do not lower the price, with a message, and keeps them when a client leaves them out', async () => {
    const p = await punchInChildCategory();
    for (const tiers of [
      [{ min_quantity: 1, discount_percent: 5 }],
      [{ min_quantity: 10, discount_percent: 120 }],
      [{ min_quantity: 10, discount_percent: -5 }],
      [
        { min_quantity: 10, discount_percent: 10 },
        { min_quantity: 25, discount_percent: 5 },
      ],
    ]) {
      const res = await owner.send('PUT', `/products/${p.productId}`, { ...p.body, product_price_tiers: tiers });
      expect(res.statusCode, JSON.stringify(tiers)).toBe(400);
      expect(res.json().message).toMatch(/product_price_tiers/);
    }
    const { product_price_tiers: _left, ...withoutTiers } = p.body;
    expect((await owner.send('PUT', `/products/${p.productId}`, { ...withoutTiers, product_price: 120 })).statusCode).toBe(200);
    const buyer = await newCustomer(shop);
    expect((await product(buyer, p.productId)).price_tiers).toEqual([
      { min_quantity: 1, unit_price: 120 },
      { min_quantity: 10, unit_price: 114 },
      { min_quantity: 25, unit_price: 108 },
    ]);
  });
});

describe('price lists (issue 27)', () => {
  it("gives a company's members its prices: a category's percentage reaches its children, the lowest rule wins, other companies see the list price", async () => {
    const p = await punchInChildCategory();
    const member = await newCustomer(shop);
    const other = await newCustomer(shop);
    await giveList({ company_ids: [member.row.companyId], rules: [{ category_id: p.parent, discount_percent: 15 }] });
    let seen = await product(member, p.productId);
    expect(seen).toMatchObject({ product_price: 85, product_list_price: 100 });
    // At 25 pieces the break (−10 %) is not lower than the contract (−15 %): never stacked.
    expect(seen.price_tiers).toEqual([{ min_quantity: 1, unit_price: 85 }]);
    expect(await product(other, p.productId)).toMatchObject({ product_price: 100 });
    expect((await product(other, p.productId)).product_list_price).toBeUndefined();

    // A fixed price lower than 85 wins; a higher one does not.
    await giveList({ company_ids: [member.row.companyId], rules: [{ product_id: p.productId, unit_price: 90 }] });
    expect((await product(member, p.productId)).product_price).toBe(85);
    await giveList({ company_ids: [member.row.companyId], rules: [{ product_id: p.productId, unit_price: 80, min_quantity: 50 }] });
    seen = await product(member, p.productId);
    expect(seen.product_price).toBe(85);
    expect(seen.price_tiers).toEqual([
      { min_quantity: 1, unit_price: 85 },
      { min_quantity: 50, unit_price: 80 },
    ]);
    // Its search and listings say the same.
    const search = await member.send('POST', '/product/public/search', { search: p.sku });
    expect(search.json().data.result[0]).toMatchObject({ product_price: 85, product_list_price: 100 });
  });

  it('applies a list only between its dates', async () => {
    const p = await punchInChildCategory();
    const member = await newCustomer(shop);
    const now = Date.now();
    await giveList({
      company_ids: [member.row.companyId],
      starts_at: new Date(now + DAY).toISOString(),
      rules: [{ product_id: p.productId, discount_percent: 30 }],
    });
    await giveList({
      company_ids: [member.row.companyId],
      starts_at: new Date(now - 3 * DAY).toISOString(),
      ends_at: new Date(now - DAY).toISOString(),
      rules: [{ product_id: p.productId, discount_percent: 40 }],
    });
    expect((await product(member, p.productId)).product_price).toBe(100);
    await giveList({
      company_ids: [member.row.companyId],
      starts_at: new Date(now - DAY).toISOString(),
      ends_at: new Date(now + DAY).toISOString(),
      rules: [{ product_id: p.productId, discount_percent: 20 }],
    });
    expect((await product(member, p.productId)).product_price).toBe(80);
  });

  it('charges in the cart and freezes in the order the price the product page showed', async () => {
    const p = await punchInChildCategory();
    const member = await newCustomer(shop, { address: true });
    await giveList({ company_ids: [member.row.companyId], rules: [{ category_id: p.child, discount_percent: 12.5 }] });
    expect((await product(member, p.productId)).product_price).toBe(87.5);
    expect(await cartTotalAt(member, p.productId, 10)).toMatchObject({ total: 875, list: 100 });
    const placed = await member.send('POST', '/order/create', { customer_id: member.id, customer_payment: { type: 'NET_30' } });
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = (await member.send('GET', `/order/user/${member.id}`)).json().data.result;
    expect(order.order_charges.sub_total).toBe(875);
    expect(order.customer_order_list[0]).toMatchObject({ cart_product_price: 87.5, cart_item_total: 875 });
  });
});

describe('contract prices of variants and option choices', () => {
  it('prices one variant and one option choice alone: the listing range, the variants table and the cart agree', async () => {
    const p = await punchInChildCategory();
    const t = tag();
    const coating = {
      variant_options_name: 'Coating',
      variant_options_link: 0,
      variant_options_lists: [
        { variant_options_child_name: 'Uncoated', variant_options_child_price: 0, variant_options_child_is_default: true },
        { variant_options_child_name: 'TiN', variant_options_child_price: 12, variant_options_child_is_default: false },
      ],
    };
    const created = await owner.send('POST', '/products', {
      ...p.body,
      product_name: `Punch Set ${t}`,
      product_sku: `NB-PS-${t}`,
      product_price_tiers: [],
      product_variants: [
        { variant_name: 'Ø 10', variant_sku: `NB-PS-${t}-10`, variant_price: 50, variant_options: [coating] },
        { variant_name: 'Ø 20', variant_sku: `NB-PS-${t}-20`, variant_price: 60, variant_options: [coating] },
      ],
    });
    expect(created.statusCode, created.body).toBe(201);
    const productId = created.json().result._id as string;
    const variants = (await owner.send('GET', `/products/${productId}`)).json().result.product_variants as {
      _id: string;
      variant_sku: string;
    }[];
    const ten = variants.find((v) => v.variant_sku.endsWith('-10'))!;
    const member = await newCustomer(shop);
    await giveList({
      company_ids: [member.row.companyId],
      rules: [
        { variant_id: ten._id, unit_price: 40 },
        { variant_id: ten._id, option_id: 'Coating', option_child_name: 'TiN', unit_price: 5 },
      ],
    });

    const listed = await member.send('POST', '/product/public/search', { search: `NB-PS-${t}` });
    expect(listed.json().data.result[0]).toMatchObject({
      product_price_range: { min: 40, max: 60 },
      product_list_price_range: { min: 50, max: 60 },
    });
    const detail = await product(member, productId);
    const shown = detail.product_variants.find((v: { _id: string }) => v._id === ten._id);
    expect(shown).toMatchObject({ variant_price: 40, variant_list_price: 50 });
    const tin = shown.variant_options[0].variant_options_lists.find(
      (c: { variant_options_child_name: string }) => c.variant_options_child_name === 'TiN',
    );
    expect(tin).toMatchObject({ variant_options_child_price: 5, variant_options_child_list_price: 12 });

    const optionId = shown.variant_options[0].variant_options_id as string;
    const added = await member.send('POST', '/cart/variant-add-to-cart', {
      cart_customer_id: member.id,
      cart_product_id: productId,
      cart_selected_product_variants: {
        _id: ten._id,
        variant_quantity: 2,
        variant_options_selected: [{ variant_options_id: optionId, variant_options_child_name: 'TiN' }],
      },
    });
    expect(added.statusCode, added.body).toBe(200);
    const line = added.json().data.result.find((l: { cart_product_id: string }) => l.cart_product_id === productId);
    expect(line.cart_selected_product_variants[0]).toMatchObject({ variant_price: 45, variant_list_price: 62, variant_total: 90 });
    expect(line.cart_item_total).toBe(90);
  });
});

describe('/api/v1/admin/price-lists', () => {
  it('creates, changes and deletes a list, audited; GET shows its companies and rules in words', async () => {
    const p = await punchInChildCategory();
    const member = await newCustomer(shop);
    const id = await giveList({
      name: 'Distributor 2027',
      company_ids: [member.row.companyId],
      rules: [{ category_id: p.parent, discount_percent: 15 }],
    });
    const shown = (await sales.send('GET', `/price-lists/${id}`)).json().result;
    expect(shown).toMatchObject({ name: 'Distributor 2027', status: 'active', rule_count: 1, companies: [{ _id: member.row.companyId }] });
    expect(shown.rules[0]).toMatchObject({ discount_percent: 15, min_quantity: 1, target: 'Category Turret Punches and its children' });
    const changed = await sales.send('PUT', `/price-lists/${id}`, {
      name: 'Distributor 2027',
      company_ids: [member.row.companyId],
      rules: [{ product_id: p.productId, unit_price: 70, min_quantity: 10 }],
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result.rules[0].target).toBe(`Product ${p.sku}: ${p.body.product_name}`);
    expect((await product(member, p.productId)).product_price).toBe(100);
    expect((await sales.send('DELETE', `/price-lists/${id}`)).statusCode).toBe(200);
    expect((await sales.send('GET', `/price-lists/${id}`)).statusCode).toBe(404);
    const actions = (await shop.handle.db.select().from(auditLog).where(eq(auditLog.entityId, id))).map((e) => e.action);
    expect(actions.sort()).toEqual(['price_list.create', 'price_list.delete', 'price_list.update']);
  });

  it('refuses bad lists with a message and writes nothing', async () => {
    const p = await punchInChildCategory();
    const before = (await shop.handle.db.select().from(priceLists)).length;
    const bad = [
      { rules: [{ product_id: p.productId, discount_percent: 101 }] },
      { rules: [{ product_id: p.productId, discount_percent: -1 }] },
      { rules: [{ product_id: p.productId, unit_price: -5 }] },
      { rules: [{ product_id: p.productId, unit_price: 5, discount_percent: 5 }] },
      { rules: [{ category_id: p.parent, unit_price: 5 }] },
      { rules: [{ product_id: '00000000-0000-4000-8000-00000000abcd', discount_percent: 5 }] },
      { company_ids: ['00000000-0000-4000-8000-00000000abcd'], rules: [] },
      { starts_at: '2027-02-01T00:00:00Z', ends_at: '2027-01-01T00:00:00Z', rules: [] },
    ];
    for (const body of bad) {
      const res = await sales.send('POST', '/price-lists', { name: 'Bad', company_ids: [], ...body });
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await shop.handle.db.select().from(priceLists)).length).toBe(before);
  });

  it('exports its rules as CSV and imports them back, a dry run first; an unknown part number changes nothing', async () => {
    const p = await punchInChildCategory();
    const id = await giveList({ rules: [{ product_id: p.productId, unit_price: 70, min_quantity: 10 }] });
    const exported = await sales.send('GET', `/price-lists/${id}/rules.csv`);
    expect(exported.headers['content-type']).toMatch(/text\/csv/);
    expect(exported.body).toContain(`${p.sku},,,,,70.00,,10`);

    const csv = `product_sku,variant_sku,category_slug,option_name,option_choice,unit_price,discount_percent,min_quantity\n${p.sku},,,,,65,,1\nNB-NOPE-1,,,,,10,,1\n`;
    const refused = await sales.send('POST', `/price-lists/${id}/rules/import?dry_run=false`, { csv });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().result.errors).toEqual([{ row: 3, message: 'Row 3: no product has the part number NB-NOPE-1' }]);

    const good = csv.split('\n').slice(0, 2).join('\n') + `\n,,,,,,5,25\n`;
    const dry = await sales.send('POST', `/price-lists/${id}/rules/import`, { csv: good });
    expect(dry.json().result).toEqual({ dry_run: true, rules: 2, errors: [] });
    expect((await sales.send('GET', `/price-lists/${id}`)).json().result.rules[0].unit_price).toBe(70);
    const done = await sales.send('POST', `/price-lists/${id}/rules/import?dry_run=false`, { csv: good });
    expect(done.statusCode, done.body).toBe(200);
    const rules = (await sales.send('GET', `/price-lists/${id}`)).json().result.rules;
    expect(rules.map((r: { target: string; min_quantity: number }) => [r.target, r.min_quantity])).toEqual([
      [`Product ${p.sku}: ${p.body.product_name}`, 1],
      ['Everything', 25],
    ]);
  });

  it('is for owner and sales', async () => {
    await expectRoleMatrix(
      shop,
      { method: 'GET', url: '/api/v1/admin/price-lists' },
      { owner: 200, sales: 200, warehouse: 403, editor: 403, customer: 401, visitor: 401 },
    );
  });
});
