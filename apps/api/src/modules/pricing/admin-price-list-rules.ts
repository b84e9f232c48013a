import { dollarsToCents, PRICE_LIST_MESSAGES, type PriceListRuleInput } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { findRuleReferences, type NewRuleRecord } from './admin-price-list-queries.js';

/** A rule's mistake, by its place in the list (1 = the first rule, or the CSV's row). */
export interface RuleError {
  row: number;
  message: string;
}

/**
 * Checks what each rule names against the catalog (a product, a variant of that product, one of
 * the variant's option choices, a category) and turns the rules into rows. A rule for a variant
 * names its product too, so a product's page finds it either way.
 */
export async function checkRules(
  db: Database,
  rules: PriceListRuleInput[],
  rowOf: (index: number) => number = (i) => i + 1,
): Promise<{ records: NewRuleRecord[]; errors: RuleError[] }> {
  const refs = await findRuleReferences(db, {
    products: rules.flatMap((r) => r.product_id ?? []),
    variants: rules.flatMap((r) => r.variant_id ?? []),
    categories: rules.flatMap((r) => r.category_id ?? []),
    companies: [],
  });
  const errors: RuleError[] = [];
  const records: NewRuleRecord[] = [];
  rules.forEach((r, i) => {
    const row = rowOf(i);
    const fail = (message: string) => errors.push({ row, message });
    if (r.product_id && !refs.products.has(r.product_id)) return fail(PRICE_LIST_MESSAGES.unknownProduct(row, r.product_id));
    const variant = r.variant_id ? refs.variants.get(r.variant_id) : undefined;
    if (r.variant_id && !variant) return fail(PRICE_LIST_MESSAGES.unknownVariant(row, r.variant_id));
    if (variant && r.product_id && variant.productId !== r.product_id) return fail(PRICE_LIST_MESSAGES.variantOfOther(row));
    if (r.category_id && !refs.categories.has(r.category_id)) return fail(PRICE_LIST_MESSAGES.unknownCategory(row, r.category_id));
    if (variant && r.option_id) {
      const option = variant.options.find((o) => o.id === r.option_id || o.name.toLowerCase() === r.option_id!.toLowerCase());
      const child = option?.children.find((c) => c.name.toLowerCase() === r.option_child_name!.toLowerCase());
      if (!option || !child) return fail(PRICE_LIST_MESSAGES.unknownOption(row));
      r = { ...r, option_id: option.id, option_child_name: child.name };
    }
    records.push({
      productId: variant ? variant.productId : r.product_id,
      variantId: r.variant_id,
      categoryId: r.category_id,
      optionId: r.option_id,
      optionChildName: r.option_child_name,
      unitPriceCents: r.unit_price === null ? null : dollarsToCents(r.unit_price),
      discountPercent: r.discount_percent,
      minQuantity: r.min_quantity,
    });
  });
  return { records, errors };
}
