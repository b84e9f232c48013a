/**
 * What the database must hold after the checkout benchmark: one order per customer whatever
 * was fired twice, empty carts, totals that add up from each order's own snapshot, and order
 * numbers that never repeat.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../apps/api/src/db/client.js';
import type { OrderLineSnapshot } from '../../apps/api/src/db/schema/index.js';
import { chargeFor, type RateTier } from '@northbend/shared';
import type { Shopper } from './shoppers.js';

export interface Check {
  name: string;
  ok: boolean;
  detail: string;
}

export interface OrderRow {
  customer_id: string;
  order_number: string;
  sub_total_cents: number;
  shipping_cents: number;
  total_cents: number;
  lines: OrderLineSnapshot[];
}

/** Every way one order's figures could disagree with its own lines, as sentences. */
export function totalsProblems(o: OrderRow, tiers: readonly RateTier[], expectedSubTotal: number | undefined): string[] {
  const problems: string[] = [];
  let sub = 0;
  for (const line of o.lines) {
    const product = line.variants.length ? 0 : line.productPriceCents * line.quantity;
    if (line.productTotalCents !== product) problems.push(`${o.order_number}: product total ${line.productTotalCents} ≠ ${product}`);
    let variants = 0;
    for (const v of line.variants) {
      const options = v.options.reduce((s, opt) => s + opt.childPriceCents, 0);
      if (v.unitPriceCents < options) problems.push(`${o.order_number}: variant ${v.sku} costs less than its options`);
      if (v.totalCents !== v.unitPriceCents * v.quantity)
        problems.push(`${o.order_number}: variant ${v.sku} total ${v.totalCents} ≠ ${v.unitPriceCents} × ${v.quantity}`);
      variants += v.unitPriceCents * v.quantity;
    }
    if (line.itemTotalCents !== product + variants)
      problems.push(`${o.order_number}: line total ${line.itemTotalCents} ≠ ${product + variants}`);
    sub += product + variants;
  }
  if (o.sub_total_cents !== sub) problems.push(`${o.order_number}: sub total ${o.sub_total_cents} ≠ Σ lines ${sub}`);
  if (expectedSubTotal !== undefined && o.sub_total_cents !== expectedSubTotal)
    problems.push(`${o.order_number}: sub total ${o.sub_total_cents} ≠ catalog ${expectedSubTotal}`);
  if (o.shipping_cents !== chargeFor(tiers, sub))
    problems.push(`${o.order_number}: shipping ${o.shipping_cents} ≠ table ${chargeFor(tiers, sub)}`);
  if (o.total_cents !== sub + o.shipping_cents) problems.push(`${o.order_number}: total ${o.total_cents} ≠ ${sub} + ${o.shipping_cents}`);
  return problems;
}

const sample = (items: string[]) =>
  items.length ? `${items.slice(0, 3).join('; ')}${items.length > 3 ? ` … (${items.length})` : ''}` : '';

export async function verifyCheckout(
  db: Database,
  shoppers: Shopper[],
  runId: string,
  tiers: readonly RateTier[],
  answered: Map<string, string>,
): Promise<Check[]> {
  const mine = sql`(select id from customers where email like ${`bench-${runId}-%`})`;
  const orders = await queryRows<OrderRow>(
    db,
    sql`select customer_id, order_number, sub_total_cents, shipping_cents, total_cents, lines from orders where customer_id in ${mine}`,
  );
  const [carts] = await queryRows<{ lines: number }>(db, sql`select count(*)::int as lines from cart_items where customer_id in ${mine}`);
  const [numbers] = await queryRows<{ orders: number; distinct_numbers: number; malformed: number }>(
    db,
    sql`select count(*)::int as orders, count(distinct order_number)::int as distinct_numbers,
               count(*) filter (where order_number !~ '^NB-[0-9]+$')::int as malformed from orders`,
  );

  const perCustomer = new Map<string, OrderRow[]>();
  for (const o of orders) perCustomer.set(o.customer_id, [...(perCustomer.get(o.customer_id) ?? []), o]);
  const missing = shoppers.filter((s) => !perCustomer.has(s.id));
  const doubled = [...perCustomer.values()].filter((list) => list.length > 1);
  const expected = new Map(shoppers.map((s) => [s.id, s.expectedSubTotalCents]));
  const totals = orders.flatMap((o) => totalsProblems(o, tiers, expected.get(o.customer_id)));
  const mismatched = shoppers.filter((s) => perCustomer.get(s.id)?.[0] && answered.get(s.id) !== perCustomer.get(s.id)![0].order_number);

  return [
    {
      name: 'one order per customer',
      ok: !missing.length && !doubled.length && orders.length === shoppers.length,
      detail: `${orders.length} orders for ${shoppers.length} customers; ${missing.length} without, ${doubled.length} with more than one`,
    },
    { name: 'every cart empty', ok: carts.lines === 0, detail: `${carts.lines} cart lines left` },
    {
      name: 'totals = Σ lines + shipping',
      ok: !totals.length,
      detail: totals.length ? sample(totals) : `${orders.length} orders recomputed from their snapshots and the catalog prices`,
    },
    {
      name: 'order numbers unique',
      ok: numbers.orders === numbers.distinct_numbers && numbers.malformed === 0,
      detail: `${numbers.distinct_numbers} distinct of ${numbers.orders} orders in the database, ${numbers.malformed} malformed`,
    },
    {
      name: 'answers name the stored order',
      ok: !mismatched.length,
      detail: `${shoppers.length - mismatched.length} of ${shoppers.length} order_id answers match the database`,
    },
  ];
}
