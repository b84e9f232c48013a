import { and, asc, count, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, products } from '../../db/schema/index.js';
import { liveProduct } from './live-products.js';

// The catalog as the sitemap lists it (modules/sitemap): live products only, as every public read.

const live = liveProduct;

/** How many products the storefront shows (archived, draft and scheduled ones left out). */
export async function countLiveProducts(db: Database): Promise<number> {
  const [row] = await db.select({ n: count() }).from(products).where(live);
  return row?.n ?? 0;
}

/** One slice of the live products, in a stable order, with what their page address and lastmod need. */
export const findLiveProductLinks = (db: Database, offset: number, limit: number) =>
  db
    .select({ id: products.id, slug: products.slug, updatedAt: products.updatedAt })
    .from(products)
    .where(live)
    .orderBy(asc(products.id))
    .offset(offset)
    .limit(limit);

/** Every category with its parent, whose slug its page address names. */
export const findCategoryLinks = (db: Database) =>
  db
    .select({ id: categories.id, slug: categories.slug, parentId: categories.parentId })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));

/** A live product's current slug, or undefined when there is no such product or it is archived. */
export async function findLiveProductSlug(db: Database, id: string): Promise<string | undefined> {
  const [row] = await db
    .select({ slug: products.slug })
    .from(products)
    .where(and(eq(products.id, id), live));
  return row?.slug;
}

/** Whether a category with this id exists (its page lists its products). */
export async function categoryExists(db: Database, id: string): Promise<boolean> {
  const [row] = await db.select({ id: categories.id }).from(categories).where(eq(categories.id, id));
  return row !== undefined;
}
