import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, customers, products, taxCertificates } from '../../db/schema/index.js';
import { newCustomer, type TestCustomer } from '../../test/customers.js';
import type { TestShop } from '../../test/test-app.js';

// Shared by the tax module's test files (not a test file itself): a catalog of one taxed and one
// untaxed category, and buyers shipping to a given state.

export interface TaxCatalog {
  /** $200.00, in a taxable category. */
  punch: string;
  /** $30.00, only in a category marked not taxable. */
  manual: string;
  untaxedCategory: string;
}

export async function taxCatalog(db: Database): Promise<TaxCatalog> {
  const tag = randomUUID().slice(0, 8);
  const [taxed] = await db
    .insert(categories)
    .values({ name: `Punches ${tag}`, slug: `punches-${tag}` })
    .returning();
  const [untaxed] = await db
    .insert(categories)
    .values({ name: `Manuals ${tag}`, slug: `manuals-${tag}`, taxable: false })
    .returning();
  const product = (name: string, priceCents: number, categoryId: string) =>
    db
      .insert(products)
      .values({ sku: `TX-${name}-${tag}`, slug: `tx-${name}-${tag}`, name: `${name} ${tag}`, priceCents, categoryIds: [categoryId] })
      .returning()
      .then(([p]) => p.id);
  return {
    punch: await product('punch', 20_000, taxed.id),
    manual: await product('manual', 3_000, untaxed.id),
    untaxedCategory: untaxed.id,
  };
}

export const address = (state: string, zip: string, city: string, country = 'United States') => ({
  customer_name: 'Dana Whitfield',
  customer_phone_number: '',
  customer_company: 'Precision Fab LLC',
  customer_address: '400 Pine St',
  customer_secondary_address: '',
  customer_city: city,
  customer_state: state,
  customer_zip_code: zip,
  customer_country: country,
});
export const SEATTLE = address('Washington', '98101', 'Seattle');

/** A buyer shipping to `to`, with one punch and one manual in the cart. */
export async function buyerWithCart(shop: TestShop, catalog: TaxCatalog, to = SEATTLE): Promise<TestCustomer> {
  const me = await newCustomer(shop);
  await shop.handle.db
    .update(customers)
    .set({ shippingAddress: { ...to, customer_email: me.email } })
    .where(eq(customers.id, me.id));
  for (const id of [catalog.punch, catalog.manual])
    await me.send('POST', '/cart/add-to-cart', { cart_customer_id: me.id, cart_product_id: id, cart_product_quantity: 1 });
  return me;
}

/** An approved resale certificate of the buyer's company, valid through `expiresAt`. */
export async function approveCertificate(db: Database, companyId: string, expiresAt: string, number = 'WA-123') {
  await db.insert(taxCertificates).values({
    companyId,
    kind: 'resale',
    number,
    region: 'Washington',
    file: `${randomUUID()}.pdf`,
    fileName: 'certificate.pdf',
    fileType: 'application/pdf',
    fileSize: 1000,
    status: 'approved',
    expiresAt,
    decidedAt: new Date(),
  });
}

export const placeOrder = (me: TestCustomer, type = 'COD') =>
  me.send('POST', '/order/create', { customer_id: me.id, customer_payment: { type } });

export async function ordersOf(me: TestCustomer) {
  return (await me.send('GET', `/order/user/${me.id}`)).json().data.result as {
    order_id: string;
    order_charges: { sub_total: number; shipping_charges: number; tax: number; tax_note: string | null; total: number };
  }[];
}
