import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { BuyerPrices, BuyerRule } from './buyer-prices.js';

interface RuleRow extends Record<string, unknown> {
  company_id: string | null;
  starts_at: Date | string | null;
  ends_at: Date | string | null;
  id: string | null;
  price_list_id: string;
  price_list_name: string;
  product_id: string | null;
  variant_id: string | null;
  category_id: string | null;
  category_ids: string[] | null;
  option_id: string | null;
  option_child_name: string | null;
  unit_price_cents: number | null;
  discount_percent: string | number | null;
  min_quantity: number;
}

/** A company's rules with their list's dates: what the price book keeps, filtered by the time of each read. */
export interface StoredBuyerRules {
  companyId: string | null;
  rules: (BuyerRule & { startsAt: number | null; endsAt: number | null })[];
}

const time = (value: Date | string | null) => (value === null ? null : new Date(value).getTime());

/**
 * The rules of every price list the customer's company holds, dated or not, each category rule with
 * the categories below it (three levels at most), in one round trip. The customer's row is always
 * returned (a left join) so the company is known even without rules.
 */
export async function findBuyerRules(db: Database, customerId: string): Promise<StoredBuyerRules> {
  const rows = (await db.execute(sql`
    with recursive rules as (
      select c.company_id, r.*, l.name as price_list_name, l.starts_at, l.ends_at
      from customers c
      join price_list_companies plc on plc.company_id = c.company_id
      join price_lists l on l.id = plc.price_list_id
      join price_list_rules r on r.price_list_id = l.id
      where c.id = ${customerId}
    ),
    below(root, id) as (
      select id, id from categories where id in (select category_id from rules where category_id is not null)
      union all
      select below.root, c.id from categories c join below on c.parent_id = below.id
    )
    select c.company_id, r.id, r.price_list_id, r.price_list_name, r.starts_at, r.ends_at, r.product_id, r.variant_id,
      r.category_id, (select array_agg(b.id) from below b where b.root = r.category_id) as category_ids,
      r.option_id, r.option_child_name, r.unit_price_cents, r.discount_percent, r.min_quantity
    from customers c left join rules r on true
    where c.id = ${customerId}
  `)) as unknown as { rows: RuleRow[] };
  return {
    companyId: rows.rows[0]?.company_id ?? null,
    rules: rows.rows
      .filter((r) => r.id !== null)
      .map((r) => ({
        id: r.id!,
        priceListId: r.price_list_id,
        priceListName: r.price_list_name,
        startsAt: time(r.starts_at),
        endsAt: time(r.ends_at),
        productId: r.product_id,
        variantId: r.variant_id,
        categoryIds: r.category_id ? new Set(r.category_ids ?? [r.category_id]) : null,
        optionId: r.option_id,
        optionChildName: r.option_child_name,
        unitPriceCents: r.unit_price_cents,
        discountPercent: r.discount_percent === null ? null : Number(r.discount_percent),
        minQuantity: r.min_quantity,
      })),
  };
}

/** The rules whose list is in force at `at` (from its start, until its end). */
export function inForce(stored: StoredBuyerRules, at: Date): BuyerPrices {
  const now = at.getTime();
  return {
    companyId: stored.companyId,
    rules: stored.rules.filter((r) => (r.startsAt === null || r.startsAt <= now) && (r.endsAt === null || r.endsAt > now)),
  };
}

/** A buyer's prices read now from the database: what the cart and an order price with. */
export async function findBuyerPrices(db: Database, customerId: string, at: Date = new Date()): Promise<BuyerPrices> {
  return inForce(await findBuyerRules(db, customerId), at);
}
