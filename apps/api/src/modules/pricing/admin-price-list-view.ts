import { centsToDollars, type AdminPriceList, type AdminPriceListRule, type AdminPriceListSummary } from '@northbend/shared';
import type { PriceListRecord, RuleWithNames } from './admin-price-list-queries.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** A list's state by its dates at `now`: the storefront prices with active lists only. */
export function listStatus(list: PriceListRecord, now = new Date()): AdminPriceListSummary['status'] {
  if (list.startsAt && list.startsAt > now) return 'scheduled';
  if (list.endsAt && list.endsAt <= now) return 'ended';
  return 'active';
}

/** What a rule prices, in words staff read in the editor and the audit. */
export function ruleTarget(r: RuleWithNames): string {
  if (r.variantId) {
    const option = r.optionId ? r.variantOptions?.find((o) => o.id === r.optionId)?.name : null;
    const base = `Variant ${r.variantSku ?? '?'}: ${r.productName ?? ''} (${r.variantName ?? ''})`;
    return option ? `${base}, ${option}: ${r.optionChildName}` : base;
  }
  if (r.productId) return `Product ${r.productSku ?? '?'}: ${r.productName ?? ''}`;
  if (r.categoryId) return `Category ${r.categoryName ?? '?'} and its children`;
  return 'Everything';
}

export const ruleView = (r: RuleWithNames): AdminPriceListRule => ({
  _id: r.id,
  product_id: r.productId,
  variant_id: r.variantId,
  category_id: r.categoryId,
  option_id: r.optionId,
  option_child_name: r.optionChildName,
  unit_price: r.unitPriceCents === null ? null : centsToDollars(r.unitPriceCents),
  discount_percent: r.discountPercent,
  min_quantity: r.minQuantity,
  target: ruleTarget(r),
});

export const priceListSummary = (
  list: PriceListRecord,
  linked: { id: string; name: string }[],
  ruleCount: number,
): AdminPriceListSummary => ({
  _id: list.id,
  name: list.name,
  starts_at: iso(list.startsAt),
  ends_at: iso(list.endsAt),
  status: listStatus(list),
  companies: linked.map((c) => ({ _id: c.id, company_name: c.name })),
  rule_count: ruleCount,
  updated_at: list.updatedAt.toISOString(),
});

export const priceListView = (list: PriceListRecord, linked: { id: string; name: string }[], rules: RuleWithNames[]): AdminPriceList => ({
  ...priceListSummary(list, linked, rules.length),
  rules: rules.map(ruleView),
});
