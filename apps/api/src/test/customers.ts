import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import type { Database } from '../db/client.js';
import { companies, customers, keywordDropdowns, machineMakes, machineModels } from '../db/schema/index.js';
import type { OutboxMessage } from '../integrations/mail/outbox-mailer.js';
import type { CustomerRow } from '../modules/customers/index.js';
import type { TestShop } from './test-app.js';

// Customers for the API tests: straight in the table (login is the auth module's business and has
// its own tests), with an access token, a saved address, and the mail the shop sent them.

export const DUMMY_PASSWORD_HASH = '$argon2id$v=19$m=19456,t=2,p=1$dGVzdHNhbHQ$not-a-real-hash-only-for-tests';

type CustomerValues = Partial<typeof customers.$inferInsert>;
type CompanyValues = Partial<typeof companies.$inferInsert>;

/** A company straight in the table, as a registration makes one (issue 26). */
export async function insertCompany(db: Database, values: CompanyValues = {}): Promise<string> {
  const [row] = await db
    .insert(companies)
    .values({ name: 'Precision Fab LLC', ...values })
    .returning({ id: companies.id });
  return row.id;
}

/**
 * A verified customer straight in the table: the admin of a new company of their own (with the
 * `company` values: its machine park), or a member of `values.companyId`.
 */
export async function insertCustomer(db: Database, values: CustomerValues = {}, company: CompanyValues = {}): Promise<CustomerRow> {
  const companyId = values.companyId ?? (await insertCompany(db, company));
  const [row] = await db
    .insert(customers)
    .values({
      companyId,
      email: `buyer-${randomBytes(5).toString('hex')}@precisionfab.com`,
      name: 'Dana Whitfield',
      mobileNumber: '+1 616 555 0199',
      businessName: 'Precision Fab LLC',
      address: '1200 Industrial Ave, Holland, MI 49423',
      passwordHash: DUMMY_PASSWORD_HASH,
      verifiedAt: new Date(),
      ...values,
    })
    .returning();
  return row;
}

/**
 * The profile form's required choices (a machine make, one of its models, a sheet material and a
 * thickness) as multipart fields: the shop's own when seeded, else made here (a shop without the seed).
 */
export async function profileChoiceFields(db: Database): Promise<[string, string][]> {
  let [model] = await db.select().from(machineModels).limit(1);
  if (!model) {
    const [make] = await db.insert(machineMakes).values({ name: 'Test Make' }).returning();
    [model] = await db.insert(machineModels).values({ makeId: make.id, name: 'Test Model' }).returning();
  }
  const firstOption = async (id: string) => {
    const [found] = await db.select().from(keywordDropdowns).where(eq(keywordDropdowns.id, id));
    if (found?.options[0]) return found.options[0].value;
    await db.insert(keywordDropdowns).values({ id, name: id, options: [{ value: 'test-option', name: 'Test option' }] });
    return 'test-option';
  };
  return [
    ['user_machine_make_ids', model.makeId],
    ['user_machine_model_ids', model.id],
    ['user_sheet_material', await firstOption('DROPDOWN_SHEET_MATERIAL')],
    ['user_sheet_thickness', await firstOption('DROPDOWN_SHEET_THICKNESS')],
  ];
}

/** A complete US shipping address without the email, which the server always takes from the account. */
export const SAMPLE_ADDRESS = {
  customer_name: 'Dana Whitfield',
  customer_phone_number: '+1 616 555 0199',
  customer_company: 'Precision Fab LLC',
  customer_address: '1200 Industrial Ave',
  customer_secondary_address: 'Dock 4',
  customer_city: 'Holland',
  customer_state: 'Michigan',
  customer_zip_code: '49423',
  customer_country: 'United States',
};

/** Saves SAMPLE_ADDRESS (with the account's email) as the customer's shipping address. */
export async function saveAddress(db: Database, customerId: string, email: string): Promise<Record<string, string>> {
  const address = { ...SAMPLE_ADDRESS, customer_email: email };
  await db.update(customers).set({ shippingAddress: address }).where(eq(customers.id, customerId));
  return address;
}

export type Send = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) => Promise<LightMyRequestResponse>;

/** Calls /api/v1 as the customer whose token is given (none: a visitor). */
export const asCustomer =
  (shop: TestShop, token?: string): Send =>
  (method, url, payload) =>
    shop.app.inject({
      method,
      url: `/api/v1${url}`,
      headers: token ? { authorization: token } : {},
      ...(payload !== undefined ? { payload: payload as object } : {}),
    });

export interface TestCustomer {
  id: string;
  email: string;
  row: CustomerRow;
  /** An access token of the customer (the authorization header's value). */
  token: string;
  /** Calls /api/v1 as the customer. */
  send: Send;
}

/**
 * A new customer with a token; `address` saves SAMPLE_ADDRESS, `values` sets columns of the row,
 * `company` those of the company made for them (none when `values.companyId` names one).
 */
export async function newCustomer(
  shop: TestShop,
  opts: { address?: boolean; values?: CustomerValues; company?: CompanyValues } = {},
): Promise<TestCustomer> {
  const row = await insertCustomer(shop.handle.db, opts.values, opts.company);
  if (opts.address) await saveAddress(shop.handle.db, row.id, row.email);
  const token = await shop.customerToken(row.id);
  return { id: row.id, email: row.email, row, token, send: asCustomer(shop, token) };
}

/** The mail in the shop's outbox, newest first. */
export async function outbox(shop: TestShop): Promise<OutboxMessage[]> {
  return (await shop.app.inject({ method: 'GET', url: '/api/v1/dev/outbox' })).json().result;
}
