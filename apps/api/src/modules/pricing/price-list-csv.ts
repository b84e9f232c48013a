import { parse } from 'csv-parse/sync';
import { centsToDollars, PriceListRuleInput } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { csvLine } from '../../lib/csv.js';
import { findIdsByNames, type NewRuleRecord, type RuleWithNames } from './admin-price-list-queries.js';
import { checkRules, type RuleError } from './admin-price-list-rules.js';

/**
 * A price list's rules as CSV (docs/price-lists.md): what a rule prices by part number or
 * category slug, as staff know them, never by id. A variant's row names its part number only.
 */
export const RULE_COLUMNS = [
  'product_sku',
  'variant_sku',
  'category_slug',
  'option_name',
  'option_choice',
  'unit_price',
  'discount_percent',
  'min_quantity',
] as const;

export function rulesCsv(rules: RuleWithNames[]): string {
  let out = `\uFEFF${csvLine(RULE_COLUMNS)}`;
  for (const r of rules) {
    const option = r.optionId ? (r.variantOptions?.find((o) => o.id === r.optionId)?.name ?? '') : '';
    out += csvLine([
      r.variantId ? '' : (r.productSku ?? ''),
      r.variantSku ?? '',
      r.categorySlug ?? '',
      option,
      r.optionChildName ?? '',
      r.unitPriceCents === null ? '' : centsToDollars(r.unitPriceCents).toFixed(2),
      r.discountPercent ?? '',
      r.minQuantity,
    ]);
  }
  return out;
}

const number = (cell: string) => (cell.trim() === '' ? null : Number(cell.trim().replace(/^\$/, '').replace(/%$/, '')));

/**
 * Reads a rules CSV into rule rows, each checked as the API checks a rule, with the spreadsheet's
 * row numbers (the header is row 1). An unknown part number or slug is that row's mistake.
 */
export async function readRulesCsv(db: Database, text: string): Promise<{ records: NewRuleRecord[]; errors: RuleError[] }> {
  let rows: Record<string, string>[];
  try {
    rows = parse(text.replace(/^\uFEFF/, ''), {
      columns: (h: string[]) => h.map((c) => c.trim().toLowerCase()),
      skip_empty_lines: true,
      trim: true,
    });
  } catch (err) {
    return { records: [], errors: [{ row: 1, message: `The file is not valid CSV: ${(err as Error).message}` }] };
  }
  const header = Object.keys(rows[0] ?? {});
  const unknown = header.filter((h) => !(RULE_COLUMNS as readonly string[]).includes(h));
  if (unknown.length)
    return {
      records: [],
      errors: [{ row: 1, message: `Unknown columns: ${unknown.join(', ')}. The columns are ${RULE_COLUMNS.join(', ')}.` }],
    };
  const names = await findIdsByNames(db, {
    productSkus: rows.flatMap((r) => r.product_sku || []),
    variantSkus: rows.flatMap((r) => r.variant_sku || []),
    categorySlugs: rows.flatMap((r) => r.category_slug || []),
  });
  const errors: RuleError[] = [];
  const inputs: PriceListRuleInput[] = [];
  const rowNumbers: number[] = [];
  rows.forEach((cells, i) => {
    const row = i + 2;
    const fail = (message: string) => errors.push({ row, message: `Row ${row}: ${message}` });
    const productId = cells.product_sku ? names.products.get(cells.product_sku.toUpperCase()) : null;
    if (cells.product_sku && !productId) return fail(`no product has the part number ${cells.product_sku}`);
    const variant = cells.variant_sku ? names.variants.get(cells.variant_sku.toUpperCase()) : null;
    if (cells.variant_sku && !variant) return fail(`no variant has the part number ${cells.variant_sku}`);
    const categoryId = cells.category_slug ? names.categories.get(cells.category_slug) : null;
    if (cells.category_slug && !categoryId) return fail(`no category has the slug ${cells.category_slug}`);
    const parsed = PriceListRuleInput.safeParse({
      product_id: variant ? null : productId,
      variant_id: variant?.id ?? null,
      category_id: categoryId,
      option_id: cells.option_name || null,
      option_child_name: cells.option_choice || null,
      unit_price: number(cells.unit_price ?? ''),
      discount_percent: number(cells.discount_percent ?? ''),
      min_quantity: number(cells.min_quantity ?? ''),
    });
    if (!parsed.success) return fail(parsed.error.issues[0]?.message ?? 'the row is not a rule');
    inputs.push(parsed.data);
    rowNumbers.push(row);
  });
  const checked = await checkRules(db, inputs, (i) => rowNumbers[i]!);
  return { records: checked.records, errors: [...errors, ...checked.errors].sort((a, b) => a.row - b.row) };
}
