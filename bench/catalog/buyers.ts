/**
 * Buyers for the catalog benchmark (issue 27): two logged-in customers of two companies, one with
 * no price list (list price and volume breaks) and one whose company holds a price list of
 * `rules` rules (fixed prices of products and variants, percentages off products and categories,
 * some from a quantity). The same calls run as each, so their p99s compare in one run.
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../apps/api/src/db/client.js';
import { companies, customers, priceListCompanies, priceListRules, priceLists } from '../../apps/api/src/db/schema/index.js';
import { hashPassword } from '../../apps/api/src/lib/passwords.js';

const PASSWORD = 'Bench-buyer-2026';

export interface BenchBuyer {
  label: string;
  email: string;
}

async function insertBuyer(db: Database, label: string): Promise<{ email: string; companyId: string }> {
  const [company] = await db
    .insert(companies)
    .values({ name: `Bench ${label}` })
    .returning({ id: companies.id });
  const email = `bench-${label.replace(/\W+/g, '-')}-${randomBytes(3).toString('hex')}@example.com`;
  await db.insert(customers).values({
    companyId: company!.id,
    email,
    name: `Bench ${label}`,
    mobileNumber: '+1 616 555 0100',
    businessName: `Bench ${label}`,
    address: '1 Bench St, Holland, MI',
    passwordHash: await hashPassword(PASSWORD),
    verifiedAt: new Date(),
  });
  return { email, companyId: company!.id };
}

/**
 * The price list's rules, spread over the catalog as a distributor's contract would be: a quarter
 * percentages off categories, a quarter percentages off products, half fixed prices of products
 * and variants, one in five from 10 pieces.
 */
async function insertPriceList(db: Database, companyId: string, rules: number): Promise<void> {
  const cats = await queryRows<{ id: string }>(db, sql`select id from categories order by md5(id::text) limit ${Math.ceil(rules / 4)}`);
  const prods = await queryRows<{ id: string; price_cents: number }>(
    db,
    sql`select id, price_cents from products order by md5(id::text) limit ${Math.ceil(rules / 2)}`,
  );
  const vars = await queryRows<{ id: string; product_id: string; price_cents: number }>(
    db,
    sql`select id, product_id, price_cents from product_variants order by md5(id::text) limit ${Math.ceil(rules / 4)}`,
  );
  const [list] = await db.insert(priceLists).values({ name: 'Bench distributor' }).returning({ id: priceLists.id });
  await db.insert(priceListCompanies).values({ priceListId: list!.id, companyId });
  const rows: (typeof priceListRules.$inferInsert)[] = [];
  const minQuantity = (i: number) => (i % 5 === 0 ? 10 : 1);
  for (let i = 0; rows.length < rules; i++) {
    const kind = i % 4;
    const at = Math.floor(i / 4);
    if (kind === 0 && cats[at])
      rows.push({ priceListId: list!.id, categoryId: cats[at]!.id, discountPercent: 5 + (i % 15), minQuantity: minQuantity(i) });
    else if (kind === 1 && prods[at])
      rows.push({ priceListId: list!.id, productId: prods[at]!.id, discountPercent: 10, minQuantity: minQuantity(i) });
    else if (kind === 2 && prods[prods.length - 1 - at])
      rows.push({
        priceListId: list!.id,
        productId: prods[prods.length - 1 - at]!.id,
        unitPriceCents: Math.round(prods[prods.length - 1 - at]!.price_cents * 0.8),
        minQuantity: minQuantity(i),
      });
    else if (kind === 3 && vars[at])
      rows.push({
        priceListId: list!.id,
        productId: vars[at]!.product_id,
        variantId: vars[at]!.id,
        unitPriceCents: Math.round(vars[at]!.price_cents * 0.85),
        minQuantity: minQuantity(i),
      });
    if (i > rules * 8) break;
  }
  rows.forEach((r, i) => (r.position = i));
  await db.insert(priceListRules).values(rows);
}

/** Inserts both buyers (the contract one with a list of `rules` rules); answers them for logging in. */
export async function insertBuyers(db: Database, rules: number): Promise<BenchBuyer[]> {
  const plain = await insertBuyer(db, 'list price buyer');
  const contract = await insertBuyer(db, `contract buyer (${rules} rules)`);
  await insertPriceList(db, contract.companyId, rules);
  return [
    { label: 'as buyer', email: plain.email },
    { label: `as contract buyer`, email: contract.email },
  ];
}

/** Logs a bench buyer in through the API; answers the authorization header's value. */
export async function logIn(url: string, buyer: BenchBuyer): Promise<string> {
  const res = await fetch(`${url}/api/v1/customer/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ user_email: buyer.email, user_password: PASSWORD }),
  });
  const body = (await res.json()) as { authToken?: string; message?: string };
  if (!res.ok || !body.authToken) throw new Error(`login of ${buyer.email}: HTTP ${res.status} ${body.message ?? ''}`);
  return `Bearer ${body.authToken}`;
}
