import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pageBlocks, pages } from '../../db/schema/index.js';

export const findPages = (db: Database) => db.select().from(pages).orderBy(asc(pages.sortOrder));

/** Whether a content page has this slug (its storefront address, /{slug}). */
export async function pageSlugExists(db: Database, slug: string): Promise<boolean> {
  const [page] = await db.select({ id: pages.id }).from(pages).where(eq(pages.slug, slug));
  return page !== undefined;
}

export async function findPage(db: Database, id: string) {
  const [page] = await db.select().from(pages).where(eq(pages.id, id));
  return page;
}

export const findBlocksOfPage = (db: Database, pageId: string) =>
  db.select().from(pageBlocks).where(eq(pageBlocks.pageId, pageId)).orderBy(asc(pageBlocks.blockOrder));
