/**
 * The checkout benchmark's customers: verified accounts with a saved shipping address and a cart
 * of 2–4 lines (plain products and configured variants with measurements and options), written
 * straight into the tables with one JSON parameter per statement.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../apps/api/src/db/client.js';
import type { StoredVariantOption } from '../../apps/api/src/db/schema/products.js';

export interface Shopper {
  id: string;
  email: string;
  /** A live refresh session: access tokens name it (decision 014). */
  sessionId: string;
  /** The cart's value at catalog prices, in cents: what the order's sub total must be. */
  expectedSubTotalCents: number;
  lines: number;
}

interface VariantRow {
  id: string;
  product_id: string;
  price_cents: number;
  mm_enabled: boolean;
  mm_min: number | null;
  mm_max: number | null;
  in_enabled: boolean;
  in_min: number | null;
  in_max: number | null;
  options: StoredVariantOption[];
}

/** No password verifies against this: the benchmark's customers only use minted access tokens. */
const NO_LOGIN_HASH = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0$bench-customers-cannot-log-in';

const ADDRESS = {
  customer_phone_number: '+1 616 555 0199',
  customer_company: 'Bench Fabrication Inc.',
  customer_address: '1200 Industrial Ave',
  customer_secondary_address: '',
  customer_city: 'Holland',
  customer_state: 'Michigan',
  customer_zip_code: '49423',
  customer_country: 'United States',
};

/** A measurement the cart's pricing accepts: the lower bound of the default unit (IN, else MM). */
function measurementOf(v: VariantRow) {
  if (v.in_enabled && v.in_min !== null && v.in_max !== null) return { type: 'IN', value: v.in_min, min: v.in_min, max: v.in_max };
  if (v.mm_enabled && v.mm_min !== null && v.mm_max !== null) return { type: 'MM', value: v.mm_min, min: v.mm_min, max: v.mm_max };
  return null;
}
const measurable = (v: VariantRow) => (!v.in_enabled && !v.mm_enabled) || measurementOf(v) !== null;

async function insertJson(db: Database, rows: object[], statement: (json: string) => ReturnType<typeof sql>): Promise<void> {
  for (let i = 0; i < rows.length; i += 1000) await db.execute(statement(JSON.stringify(rows.slice(i, i + 1000))));
}

export async function createShoppers(db: Database, count: number, runId: string): Promise<Shopper[]> {
  const plain = await queryRows<{ id: string; price_cents: number }>(
    db,
    sql`select id, price_cents from products where not variants_status and price_cents > 0 order by md5(id::text) limit 400`,
  );
  const variants = (
    await queryRows<VariantRow>(
      db,
      sql`select v.id, v.product_id, v.price_cents, v.mm_enabled, v.mm_min, v.mm_max, v.in_enabled, v.in_min, v.in_max, v.options
          from product_variants v join products p on p.id = v.product_id where p.variants_status order by md5(v.id::text) limit 2000`,
    )
  ).filter(measurable);
  const groups = new Map<string, VariantRow[]>();
  for (const v of variants) groups.set(v.product_id, [...(groups.get(v.product_id) ?? []), v]);
  const byProduct = [...groups.values()];
  if (plain.length < 2 || byProduct.length < 2) throw new Error('The catalog needs plain products and products with variants.');

  const customers: object[] = [];
  const sessions: object[] = [];
  const items: object[] = [];
  const itemVariants: object[] = [];
  const shoppers: Shopper[] = [];
  for (let i = 0; i < count; i++) {
    const id = randomUUID();
    const email = `bench-${runId}-${i}@checkout.bench`;
    customers.push({
      id,
      email,
      name: `Bench Buyer ${i}`,
      password_hash: NO_LOGIN_HASH,
      shipping_address: { ...ADDRESS, customer_name: `Bench Buyer ${i}`, customer_email: email },
    });
    const lines = 2 + (i % 3);
    let subTotal = 0;
    for (let j = 0; j < lines; j++) {
      const cartItemId = randomUUID();
      if (j % 2 === 0) {
        // Plain products: j/2 steps apart, so one cart never holds the same product twice.
        const p = plain[(i + j / 2) % plain.length];
        const quantity = 1 + ((i + j) % 5);
        items.push({ id: cartItemId, customer_id: id, product_id: p.id, quantity });
        subTotal += p.price_cents * quantity;
        continue;
      }
      const group = byProduct[(i + (j - 1) / 2) % byProduct.length];
      items.push({ id: cartItemId, customer_id: id, product_id: group[0].product_id, quantity: 1 });
      for (const v of group.slice(0, 1 + ((i + j) % 2))) {
        const options = v.options
          .map((o, k) => o.children[(i + j + k) % o.children.length])
          .map((child, k) => ({ optionId: v.options[k].id, childName: child.name, priceCents: child.priceCents }));
        const quantity = 1 + (i % 3);
        itemVariants.push({
          cart_item_id: cartItemId,
          variant_id: v.id,
          quantity,
          measurement: measurementOf(v),
          options: options.map(({ optionId, childName }) => ({ optionId, childName })),
        });
        subTotal += (v.price_cents + options.reduce((sum, o) => sum + o.priceCents, 0)) * quantity;
      }
    }
    const sessionId = randomUUID();
    sessions.push({ customer_id: id, family_id: sessionId, token_hash: `bench-${runId}-${i}` });
    shoppers.push({ id, email, sessionId, expectedSubTotalCents: subTotal, lines });
  }

  await insertJson(
    db,
    customers,
    (json) => sql`
    insert into customers (id, email, name, password_hash, shipping_address, verified_at)
    select id, email, name, password_hash, shipping_address, now()
    from json_to_recordset(${json}::json) as t(id uuid, email text, name text, password_hash text, shipping_address jsonb)`,
  );
  await insertJson(
    db,
    sessions,
    (json) => sql`
    insert into refresh_sessions (customer_id, family_id, token_hash, expires_at)
    select customer_id, family_id, token_hash, now() + interval '1 day'
    from json_to_recordset(${json}::json) as t(customer_id uuid, family_id uuid, token_hash text)`,
  );
  await insertJson(
    db,
    items,
    (json) => sql`
    insert into cart_items (id, customer_id, product_id, quantity)
    select id, customer_id, product_id, quantity from json_to_recordset(${json}::json) as t(id uuid, customer_id uuid, product_id uuid, quantity int)`,
  );
  await insertJson(
    db,
    itemVariants,
    (json) => sql`
    insert into cart_item_variants (cart_item_id, variant_id, quantity, measurement, options)
    select cart_item_id, variant_id, quantity, measurement, options
    from json_to_recordset(${json}::json) as t(cart_item_id uuid, variant_id uuid, quantity int, measurement jsonb, options jsonb)`,
  );
  return shoppers;
}
