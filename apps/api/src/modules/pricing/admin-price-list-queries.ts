import { asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, companies, priceListCompanies, priceListRules, priceLists, products, productVariants } from '../../db/schema/index.js';

export type PriceListRecord = typeof priceLists.$inferSelect;
export type NewRuleRecord = Omit<typeof priceListRules.$inferInsert, 'id' | 'priceListId'>;

/** A rule with the names of what it prices, for the back office and the CSV export. */
export interface RuleWithNames {
  id: string;
  productId: string | null;
  variantId: string | null;
  categoryId: string | null;
  optionId: string | null;
  optionChildName: string | null;
  unitPriceCents: number | null;
  discountPercent: number | null;
  minQuantity: number;
  productSku: string | null;
  productName: string | null;
  variantSku: string | null;
  variantName: string | null;
  variantOptions: { id: string; name: string }[] | null;
  categorySlug: string | null;
  categoryName: string | null;
}

export async function findPriceLists(db: Database) {
  const lists = await db.select().from(priceLists).orderBy(desc(priceLists.updatedAt), asc(priceLists.name));
  if (!lists.length) return [];
  const ids = lists.map((l) => l.id);
  const [links, counts] = await Promise.all([
    db
      .select({ priceListId: priceListCompanies.priceListId, id: companies.id, name: companies.name })
      .from(priceListCompanies)
      .innerJoin(companies, eq(companies.id, priceListCompanies.companyId))
      .where(inArray(priceListCompanies.priceListId, ids))
      .orderBy(asc(companies.name)),
    db
      .select({ priceListId: priceListRules.priceListId, n: sql<number>`count(*)::int` })
      .from(priceListRules)
      .where(inArray(priceListRules.priceListId, ids))
      .groupBy(priceListRules.priceListId),
  ]);
  return lists.map((l) => ({
    list: l,
    companies: links.filter((c) => c.priceListId === l.id).map((c) => ({ id: c.id, name: c.name })),
    ruleCount: Number(counts.find((c) => c.priceListId === l.id)?.n ?? 0),
  }));
}

export async function findPriceList(db: Database, id: string) {
  const [list] = await db.select().from(priceLists).where(eq(priceLists.id, id));
  if (!list) return null;
  const [linked, rules] = await Promise.all([
    db
      .select({ id: companies.id, name: companies.name })
      .from(priceListCompanies)
      .innerJoin(companies, eq(companies.id, priceListCompanies.companyId))
      .where(eq(priceListCompanies.priceListId, id))
      .orderBy(asc(companies.name)),
    findRules(db, id),
  ]);
  return { list, companies: linked, rules };
}

async function findRules(db: Database, priceListId: string): Promise<RuleWithNames[]> {
  const rows = await db
    .select({
      id: priceListRules.id,
      productId: priceListRules.productId,
      variantId: priceListRules.variantId,
      categoryId: priceListRules.categoryId,
      optionId: priceListRules.optionId,
      optionChildName: priceListRules.optionChildName,
      unitPriceCents: priceListRules.unitPriceCents,
      discountPercent: priceListRules.discountPercent,
      minQuantity: priceListRules.minQuantity,
      productSku: products.sku,
      productName: products.name,
      variantSku: productVariants.sku,
      variantName: productVariants.name,
      variantOptions: productVariants.options,
      categorySlug: categories.slug,
      categoryName: categories.name,
    })
    .from(priceListRules)
    .leftJoin(productVariants, eq(productVariants.id, priceListRules.variantId))
    // A variant's rule names its product through the variant when the rule does not.
    .leftJoin(products, sql`${products.id} = coalesce(${priceListRules.productId}, ${productVariants.productId})`)
    .leftJoin(categories, eq(categories.id, priceListRules.categoryId))
    .where(eq(priceListRules.priceListId, priceListId))
    .orderBy(asc(priceListRules.position));
  return rows.map((r) => ({
    ...r,
    discountPercent: r.discountPercent === null ? null : Number(r.discountPercent),
    variantOptions: r.variantOptions?.map((o) => ({ id: o.id, name: o.name })) ?? null,
  }));
}

/** Writes a list's companies and rules in place of what it had (inside the caller's transaction). */
export async function replaceListContents(tx: Database, priceListId: string, companyIds: string[] | null, rules: NewRuleRecord[] | null) {
  if (companyIds) {
    await tx.delete(priceListCompanies).where(eq(priceListCompanies.priceListId, priceListId));
    if (companyIds.length) await tx.insert(priceListCompanies).values(companyIds.map((companyId) => ({ priceListId, companyId })));
  }
  if (rules) {
    await tx.delete(priceListRules).where(eq(priceListRules.priceListId, priceListId));
    // Large lists go in slices: one statement's parameters are bounded (65,535 in PostgreSQL).
    for (let at = 0; at < rules.length; at += 1000)
      await tx.insert(priceListRules).values(rules.slice(at, at + 1000).map((r, i) => ({ ...r, priceListId, position: at + i })));
  }
}

/** What the rules name, looked up in one round trip each: ids that exist, variants with their product and options. */
export async function findRuleReferences(
  db: Database,
  ids: { products: string[]; variants: string[]; categories: string[]; companies: string[] },
) {
  const [productRows, variantRows, categoryRows, companyRows] = await Promise.all([
    ids.products.length ? db.select({ id: products.id }).from(products).where(inArray(products.id, ids.products)) : [],
    ids.variants.length
      ? db
          .select({ id: productVariants.id, productId: productVariants.productId, options: productVariants.options })
          .from(productVariants)
          .where(inArray(productVariants.id, ids.variants))
      : [],
    ids.categories.length ? db.select({ id: categories.id }).from(categories).where(inArray(categories.id, ids.categories)) : [],
    ids.companies.length ? db.select({ id: companies.id }).from(companies).where(inArray(companies.id, ids.companies)) : [],
  ]);
  return {
    products: new Set(productRows.map((p) => p.id)),
    variants: new Map(variantRows.map((v) => [v.id, v])),
    categories: new Set(categoryRows.map((c) => c.id)),
    companies: new Set(companyRows.map((c) => c.id)),
  };
}

/** Part numbers and category slugs of a rules CSV, to ids (any case for part numbers). */
export async function findIdsByNames(db: Database, names: { productSkus: string[]; variantSkus: string[]; categorySlugs: string[] }) {
  const upper = (list: string[]) => [...new Set(list.map((s) => s.toUpperCase()))];
  const [productRows, variantRows, categoryRows] = await Promise.all([
    names.productSkus.length
      ? db
          .select({ id: products.id, sku: products.sku })
          .from(products)
          .where(inArray(sql`upper(${products.sku})`, upper(names.productSkus)))
      : [],
    names.variantSkus.length
      ? db
          .select({
            id: productVariants.id,
            sku: productVariants.sku,
            productId: productVariants.productId,
            options: productVariants.options,
          })
          .from(productVariants)
          .where(sql`upper(${productVariants.sku}) in ${upper(names.variantSkus)} and ${productVariants.archivedAt} is null`)
      : [],
    names.categorySlugs.length
      ? db.select({ id: categories.id, slug: categories.slug }).from(categories).where(inArray(categories.slug, names.categorySlugs))
      : [],
  ]);
  return {
    products: new Map(productRows.map((p) => [p.sku.toUpperCase(), p.id])),
    variants: new Map(variantRows.map((v) => [v.sku.toUpperCase(), v])),
    categories: new Map(categoryRows.map((c) => [c.slug, c.id])),
  };
}
