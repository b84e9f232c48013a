import { sql, type SQL } from 'drizzle-orm';
import { products } from '../../db/schema/index.js';

/**
 * The one condition of a product the public sees (issue 28, docs/decisions/029-product-drafts.md):
 * not archived, published, and its publish time (if any) has come. Every public read uses it:
 * product pages, lists, categories, search, similar products, the tool finder, the sitemap, quick
 * order, the wishlist's listing and adding to a cart. A scheduled product goes live by itself, as
 * `now()` passes its time; no job flips it. The checks cost nothing beyond the rows the indexes
 * already chose (drafts and scheduled products are few).
 */
const liveWhere = (archivedAt: SQL, status: SQL, publishAt: SQL): SQL =>
  sql`(${archivedAt} is null and ${status} = 'published' and (${publishAt} is null or ${publishAt} <= now()))`;

/** For queries built on the `products` table (drizzle). */
export const liveProduct: SQL = liveWhere(sql`${products.archivedAt}`, sql`${products.status}`, sql`${products.publishAt}`);

/** The same condition for `products` named `alias` in a written-out query (`from products p`). */
export const liveProductAs = (alias: 'p' | 'products'): SQL =>
  liveWhere(sql.raw(`${alias}.archived_at`), sql.raw(`${alias}.status`), sql.raw(`${alias}.publish_at`));
