import { and, asc, eq, gt, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { products, productVariants, type StoredVariantOption } from '../db/schema/index.js';

// What the API tests pick from the seeded demo catalog: products and variants with the traits a
// test needs, found by their traits rather than by name so the seed may change.

export interface DemoVariant {
  productId: string;
  productName: string;
  variantId: string;
  variantName: string;
  priceCents: number;
  mm: { min: number; max: number } | null;
  in: { min: number; max: number } | null;
  options: StoredVariantOption[];
}

async function demoVariants(db: Database, where: SQL): Promise<DemoVariant[]> {
  const rows = await db
    .select({ v: productVariants, productName: products.name })
    .from(productVariants)
    .innerJoin(products, eq(products.id, productVariants.productId))
    .where(and(eq(products.variantsStatus, true), where))
    .orderBy(asc(productVariants.sku));
  return rows.map(({ v, productName }) => ({
    productId: v.productId,
    productName,
    variantId: v.id,
    variantName: v.name,
    priceCents: v.priceCents,
    mm: v.mmEnabled ? { min: v.mmMin!, max: v.mmMax! } : null,
    in: v.inEnabled ? { min: v.inMin!, max: v.inMax! } : null,
    options: v.options,
  }));
}

async function demoVariant(db: Database, where: SQL): Promise<DemoVariant> {
  const [first] = await demoVariants(db, where);
  if (!first) throw new Error('the demo catalog has no such variant');
  return first;
}

/** Every variant of a product. */
export const variantsOfProduct = (db: Database, productId: string) => demoVariants(db, sql`${productVariants.productId} = ${productId}`);

/** A configuration the catalog accepts: the lowest measurement of the default unit, no options. */
export const validSelection = (v: DemoVariant) => ({
  _id: v.variantId,
  variant_measurement_selected: v.in ? { type: 'IN', value: v.in.min } : v.mm ? { type: 'MM', value: v.mm.min } : null,
});

const hasPricedChild = sql`exists (select 1 from jsonb_array_elements(${productVariants.options}) o, jsonb_array_elements(o->'children') c where (c->>'priceCents')::int > 0)`;

/** Products of the seeded demo catalog with the traits the cart tests need. */
export async function demoCatalog(db: Database) {
  const plains = await db
    .select({ id: products.id, name: products.name, priceCents: products.priceCents })
    .from(products)
    .where(and(eq(products.variantsStatus, false), sql`${products.priceCents} > 100`))
    .orderBy(asc(products.sku))
    .limit(3);
  return {
    plain: plains[0],
    otherPlains: plains.slice(1),
    /** Measured in MM and IN, with at least two options, one of them priced. */
    inchVariant: await demoVariant(
      db,
      sql`${productVariants.inEnabled} and jsonb_array_length(${productVariants.options}) >= 2 and ${hasPricedChild}`,
    ),
    /** Measured in MM only. */
    mmOnlyVariant: await demoVariant(db, sql`${productVariants.mmEnabled} and not ${productVariants.inEnabled}`),
    /** Takes no measurement. */
    unmeasuredVariant: await demoVariant(db, sql`not ${productVariants.mmEnabled} and not ${productVariants.inEnabled}`),
  };
}
export type DemoCatalog = Awaited<ReturnType<typeof demoCatalog>>;

export interface CatalogPicks {
  plain: { id: string; priceCents: number; name: string };
  /** A variant that takes a measurement and has an option with a priced child. */
  variant: {
    id: string;
    productId: string;
    priceCents: number;
    unit: 'MM' | 'IN';
    min: number;
    max: number;
    option: StoredVariantOption;
    child: { name: string; priceCents: number };
  };
}

/** A plain product and a configurable variant of the demo catalog. */
export async function pickCatalog(db: Database): Promise<CatalogPicks> {
  const [plain] = await db
    .select({ id: products.id, priceCents: products.priceCents, name: products.name })
    .from(products)
    .where(and(eq(products.variantsStatus, false), gt(products.priceCents, 0)))
    .orderBy(asc(products.sku))
    .limit(1);
  const candidates = await db
    .select()
    .from(productVariants)
    .where(sql`(${productVariants.mmEnabled} or ${productVariants.inEnabled}) and jsonb_array_length(${productVariants.options}) > 0`)
    .orderBy(asc(productVariants.sku));
  for (const v of candidates) {
    const option = v.options.find((o) => o.children.some((c) => c.priceCents > 0));
    const child = option?.children.find((c) => c.priceCents > 0);
    const unit = v.inEnabled ? 'IN' : 'MM';
    const [min, max] = unit === 'IN' ? [v.inMin, v.inMax] : [v.mmMin, v.mmMax];
    if (!option || !child || min === null || max === null) continue;
    return { plain, variant: { id: v.id, productId: v.productId, priceCents: v.priceCents, unit, min, max, option, child } };
  }
  throw new Error('the demo catalog has no variant with a measurement and a priced option');
}

/** A variant's first priced option and its dearest child. */
export function pricedChoice(v: DemoVariant) {
  const option = v.options.find((o) => o.children.some((c) => c.priceCents > 0))!;
  const child = [...option.children].sort((a, b) => b.priceCents - a.priceCents)[0];
  return { option, child };
}
