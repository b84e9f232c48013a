import { and, asc, desc, getTableColumns, isNull, sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../../db/client.js';
import { products, productSlugHistory, productVariants } from '../../../db/schema/index.js';
import type { ExistingProduct } from './rows-to-products.js';

// The reads of an import, a statement per batch of the file's rows (never one per row): a list
// travels as one JSON parameter, which keeps thousands of part numbers clear of the
// bind-parameter limit and the statement text short.

/**
 * Part numbers per read. The driver turns a whole answer into objects in one go: 27,000
 * products with their variants at once held the event loop for ~0.3 s, during which the shop
 * answered nobody (issue 28 item 8); 2,000 keep each answer to a few milliseconds.
 */
const READ_BATCH = 2000;

/** Every column of a product but the search vector, which no CSV cell holds and which is the widest. */
const { search: _search, ...productRecordColumns } = getTableColumns(products);
export { productRecordColumns };

/** `(select …)` of the texts of a list, for `x in ${textList(list)}`. */
export const textList = (values: readonly string[]): SQL => sql`(select json_array_elements_text(${JSON.stringify(values)}::json))`;

/** The same for ids, typed so the primary key's index is used. */
export const idList = (ids: readonly string[]): SQL => sql`(select json_array_elements_text(${JSON.stringify(ids)}::json)::uuid)`;

/** Products whose part number is one of `skus` in any case, by upper-case part number, with all their variants. */
export async function findProductsBySkus(db: Database, skus: string[]): Promise<Map<string, ExistingProduct>> {
  if (!skus.length) return new Map();
  const inFile = new Set(skus);
  const byUpper = new Map<string, ExistingProduct>();
  for (const batch of chunks(
    skus.map((s) => s.toUpperCase()),
    READ_BATCH,
  )) {
    const rows = await db
      .select(productRecordColumns)
      .from(products)
      .where(sql`upper(${products.sku}) in ${textList(batch)}`);
    for (const product of rows) {
      const key = product.sku.toUpperCase();
      // Two products told apart only by case (older data): the one spelt as in the file wins.
      const seen = byUpper.get(key);
      if (seen && inFile.has(seen.product.sku)) continue;
      byUpper.set(key, { product, variants: [] });
    }
  }
  const byId = new Map([...byUpper.values()].map((e) => [e.product.id, e]));
  for (const ids of chunks([...byId.keys()], READ_BATCH)) {
    const variants = await db
      .select()
      .from(productVariants)
      .where(sql`${productVariants.productId} in ${idList(ids)}`)
      .orderBy(asc(productVariants.sortOrder), desc(productVariants.createdAt));
    for (const v of variants) byId.get(v.productId)?.variants.push(v);
  }
  return byUpper;
}

export interface VariantOwner {
  sku: string;
  productId: string;
  productSku: string;
  productName: string;
}

/** Live variants, of any product, whose part number is one of `skus` in any case. */
export async function findLiveVariantOwners(db: Database, skus: string[]): Promise<VariantOwner[]> {
  const owners: VariantOwner[] = [];
  for (const batch of chunks(
    skus.map((s) => s.toUpperCase()),
    READ_BATCH,
  )) {
    owners.push(
      ...(await db
        .select({ sku: productVariants.sku, productId: products.id, productSku: products.sku, productName: products.name })
        .from(productVariants)
        .innerJoin(products, sql`${products.id} = ${productVariants.productId}`)
        .where(and(sql`upper(${productVariants.sku}) in ${textList(batch)}`, isNull(productVariants.archivedAt)))),
    );
  }
  return owners;
}

/**
 * Every slug in use and who uses it: current slugs and former ones (they still redirect).
 * One scan of two narrow tables; cheaper than a lookup per new product on a 10,000-row file.
 */
export async function findSlugOwners(db: Database): Promise<Map<string, { productId: string; name: string }>> {
  const rows = await queryRows<{ slug: string; product_id: string; name: string }>(
    db,
    sql`select p.slug, p.id as product_id, p.name from ${products} p
        union all
        select h.slug, h.product_id, p.name from ${productSlugHistory} h join ${products} p on p.id = h.product_id`,
  );
  const owners = new Map<string, { productId: string; name: string }>();
  for (const r of rows) if (!owners.has(r.slug)) owners.set(r.slug, { productId: r.product_id, name: r.name });
  return owners;
}

/**
 * Which of the variants appear on a placed order. Order lines are a snapshot (jsonb): the
 * containment test (`@>`, one per product) finds the orders, the unnesting looks only in those.
 */
export async function findOrderedVariantIds(db: Database, variants: { id: string; productId: string }[]): Promise<Set<string>> {
  if (!variants.length) return new Set();
  const productIds = [...new Set(variants.map((v) => v.productId))];
  const wanted = new Set(variants.map((v) => v.id));
  const rows = await queryRows<{ variant_id: string }>(
    db,
    sql`
    select distinct v->>'variantId' as variant_id
    from orders o
    cross join lateral jsonb_array_elements(o.lines) l
    cross join lateral jsonb_array_elements(coalesce(l->'variants', '[]'::jsonb)) v
    where o.lines @> any (select jsonb_build_array(jsonb_build_object('productId', id)) from ${textList(productIds)} as p(id))
      and l->>'productId' in ${textList(productIds)}`,
  );
  return new Set(rows.map((r) => r.variant_id).filter((id) => wanted.has(id)));
}

export function chunks<T>(items: T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}
