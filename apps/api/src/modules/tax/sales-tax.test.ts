import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../../app.js';
import { loadConfig } from '../../config.js';
import { categories, customers } from '../../db/schema/index.js';
import { signedInStaff } from '../../test/back-office.js';
import { companyWithBuyer } from '../company/test-utils.js';
import type { TestCustomer } from '../../test/customers.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { address, approveCertificate, buyerWithCart, ordersOf, placeOrder, SEATTLE, taxCatalog } from './test-tax-shop.js';

const shop = useTestShop({ seed: false, env: { TAX_RATES: 'US-WA:10.25,US-TX:8.25' } });
const catalog = beforeAllValue(() => taxCatalog(shop.handle.db));
const cartOf = async (me: TestCustomer) => (await me.send('GET', `/cart/customer-cart-list/${me.id}`)).json().data.cart_charges;

describe('sales tax from the TAX_RATES table', () => {
  it('taxes a Washington address 10.25 % of the taxable lines: its own line in the cart and the order', async () => {
    const me = await buyerWithCart(shop, catalog);
    // $200 punch taxed, $30 manual (an untaxed category) not: 10.25 % of $200.
    expect(await cartOf(me)).toEqual({ sub_total: 230, item_count: 2, tax: 20.5, tax_label: 'Sales tax (WA 10.25%)', tax_note: null });

    const placed = await placeOrder(me);
    expect(placed.statusCode, placed.body).toBe(200);
    const [order] = await ordersOf(me);
    const { shipping_charges } = order.order_charges;
    expect(order.order_charges).toMatchObject({ sub_total: 230, tax: 20.5, tax_note: null });
    expect(order.order_charges.total).toBeCloseTo(230 + shipping_charges + 20.5, 2);
  });

  it('charges nothing to a state the table does not list', async () => {
    const me = await buyerWithCart(shop, catalog, address('Oregon', '97201', 'Portland'));
    expect(await cartOf(me)).toMatchObject({ tax: 0, tax_label: 'Sales tax' });
    await placeOrder(me);
    expect((await ordersOf(me))[0].order_charges.tax).toBe(0);
  });

  it('says tax is calculated at checkout while no address is saved', async () => {
    const me = await buyerWithCart(shop, catalog);
    await shop.handle.db.update(customers).set({ shippingAddress: null }).where(eq(customers.id, me.id));
    expect(await cartOf(me)).toMatchObject({ tax: null, tax_label: 'Sales tax is calculated at checkout' });
  });

  it('charges an exempt company none and the order says why; an expired certificate no longer counts', async () => {
    const me = await buyerWithCart(shop, catalog);
    await approveCertificate(shop.handle.db, me.row.companyId, '2099-06-30', 'WA-123');
    const note = 'Tax exempt: resale certificate WA-123 until 2099-06-30';
    expect(await cartOf(me)).toMatchObject({ tax: 0, tax_note: note });
    await placeOrder(me);
    const [order] = await ordersOf(me);
    expect(order.order_charges).toMatchObject({ sub_total: 230, tax: 0, tax_note: note });
    expect(order.order_charges.total).toBeCloseTo(230 + order.order_charges.shipping_charges, 2);

    const lapsed = await buyerWithCart(shop, catalog);
    await approveCertificate(shop.handle.db, lapsed.row.companyId, '2020-01-31');
    expect(await cartOf(lapsed)).toMatchObject({ tax: 20.5, tax_note: null });
  });

  it('freezes the tax on the order: later rates and category changes do not change it', async () => {
    const me = await buyerWithCart(shop, catalog);
    await placeOrder(me);
    const [before] = await ordersOf(me);
    expect(before.order_charges.tax).toBe(20.5);

    // The manual's category becomes taxable and Washington's rate changes: a new cart pays the new tax…
    await shop.handle.db.update(categories).set({ taxable: true }).where(eq(categories.id, catalog.untaxedCategory));
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: shop.config.dataDir, TAX_RATES: 'US-WA:6.5' });
    const later = await buildApp({ ...config, webDistDir: shop.config.webDistDir }, { handle: shop.handle });
    try {
      const send = (method: 'GET', url: string) => later.inject({ method, url: `/api/v1${url}`, headers: { authorization: me.token } });
      const other = await buyerWithCart(shop, catalog, SEATTLE);
      const cart = (
        await later.inject({ method: 'GET', url: `/api/v1/cart/customer-cart-list/${other.id}`, headers: { authorization: other.token } })
      ).json();
      expect(cart.data.cart_charges).toMatchObject({ tax: 14.95, tax_label: 'Sales tax (WA 6.5%)' });
      // …and the placed order still reads as it was charged.
      const [after] = (await send('GET', `/order/user/${me.id}`)).json().data.result;
      expect(after.order_charges).toEqual(before.order_charges);
    } finally {
      await later.close();
      await shop.handle.db.update(categories).set({ taxable: false }).where(eq(categories.id, catalog.untaxedCategory));
    }
  });
});

describe('an order sent for approval', () => {
  it('keeps the tax the buyer saw, counts it against the limit, and the approved order pays it', async () => {
    // A $100 limit: the $230 cart is over it with or without tax.
    const { admin, buyer } = await companyWithBuyer(shop, 100);
    await shop.handle.db
      .update(customers)
      .set({ shippingAddress: { ...SEATTLE, customer_email: buyer.email } })
      .where(eq(customers.id, buyer.id));
    for (const id of [catalog.punch, catalog.manual])
      await buyer.send('POST', '/cart/add-to-cart', { cart_customer_id: buyer.id, cart_product_id: id, cart_product_quantity: 1 });
    const sent = await placeOrder(buyer);
    expect(sent.statusCode, sent.body).toBe(202);
    const approvalId = sent.json().result.approval_id as string;

    const request = (await admin.send('GET', `/company/approvals/${approvalId}`)).json().result;
    expect(request).toMatchObject({ sub_total: 230, tax: 20.5, tax_note: null });
    expect(request.total).toBeCloseTo(230 + request.shipping_charge + 20.5, 2);
    expect(request.current).toMatchObject({ tax: 20.5, total: request.total });

    const approved = await admin.send('POST', `/company/approvals/${approvalId}/approve`);
    expect(approved.statusCode, approved.body).toBe(200);
    const [order] = await ordersOf(buyer);
    expect(order.order_charges).toMatchObject({ sub_total: 230, tax: 20.5, total: request.total });
  });
});

describe('the category editor’s taxable flag', () => {
  const editor = beforeAllValue(() => signedInStaff(shop, 'editor'));
  const owner = beforeAllValue(() => signedInStaff(shop, 'owner'));

  it('creates categories taxable unless told, shows the flag in the tree, and turns it off and on (audited)', async () => {
    const made = await editor.send('POST', '/categories', { category_name: 'Tooling Handbooks', taxable: false });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().result._id as string;
    expect(made.json().result).toMatchObject({ category_name: 'Tooling Handbooks', taxable: false });
    const plain = await editor.send('POST', '/categories', { category_name: 'Punch Holders' });
    expect(plain.json().result.taxable).toBe(true);

    const changed = await editor.send('PATCH', `/categories/${id}`, { taxable: true });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().result.taxable).toBe(true);
    const tree = (await editor.send('GET', '/categories')).json().result as { _id: string; taxable: boolean }[];
    expect(tree.find((c) => c._id === id)?.taxable).toBe(true);
    const audit = (await owner.send('GET', `/audit?entity_id=${id}`)).json();
    expect(JSON.stringify(audit)).toContain('sales tax applies');

    const bad = await editor.send('PATCH', `/categories/${id}`, { taxable: 'no' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('taxable must be true or false');
  });
});
