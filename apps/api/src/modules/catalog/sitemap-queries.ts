import { asc, count, isNull } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { categories, products } from '../../db/schema/index.js';

// The catalog as the sitemap lists it (modules/sitemap): live products only, as every public read.

const live = isNull(products.archivedAt);

/** How many products the storefront shows (archived ones left out). */
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
