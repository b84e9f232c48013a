import { asc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pageBlocks, pages } from '../../db/schema/index.js';

export const findPages = (db: Database) => db.select().from(pages).orderBy(asc(pages.sortOrder));

export async function findPage(db: Database, id: string) {
  const [page] = await db.select().from(pages).where(eq(pages.id, id));
  return page;
}

export const findBlocksOfPage = (db: Database, pageId: string) =>
  db.select().from(pageBlocks).where(eq(pageBlocks.pageId, pageId)).orderBy(asc(pageBlocks.blockOrder));
