import { and, asc, desc, eq, notInArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { pageBlocks, pageDrafts, pages, pageVersions, type StoredBlock } from '../../db/schema/index.js';

export type PageRow = typeof pages.$inferSelect;
export type DraftRow = typeof pageDrafts.$inferSelect;
export type VersionRow = typeof pageVersions.$inferSelect;

/** The page row, locked for the rest of the transaction when asked: one change of a page at a time. */
export async function findPageRow(db: Database, id: string, lock = false): Promise<PageRow | undefined> {
  const query = db.select().from(pages).where(eq(pages.id, id));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export const listPageRows = (db: Database) => db.select().from(pages).orderBy(asc(pages.sortOrder));

export async function findDraft(db: Database, pageId: string): Promise<DraftRow | undefined> {
  const [row] = await db.select().from(pageDrafts).where(eq(pageDrafts.pageId, pageId));
  return row;
}

export const listDrafts = (db: Database) => db.select().from(pageDrafts);

export async function saveDraftRow(tx: Database, pageId: string, blocks: StoredBlock[], staffId: string): Promise<void> {
  const values = { pageId, blocks, updatedAt: new Date(), updatedBy: staffId };
  await tx.insert(pageDrafts).values(values).onConflictDoUpdate({ target: pageDrafts.pageId, set: values });
}

export async function deleteDraftRow(tx: Database, pageId: string): Promise<void> {
  await tx.delete(pageDrafts).where(eq(pageDrafts.pageId, pageId));
}

/** What visitors see now, in page order. */
export async function publishedBlocks(db: Database, pageId: string): Promise<StoredBlock[]> {
  const rows = await db
    .select({ kind: pageBlocks.kind, fields: pageBlocks.fields })
    .from(pageBlocks)
    .where(eq(pageBlocks.pageId, pageId))
    .orderBy(asc(pageBlocks.blockOrder), asc(pageBlocks.id));
  return rows;
}

/** Replaces the page's visible blocks; orders 10, 20, 30… as the seed writes them. */
export async function replacePublishedBlocks(tx: Database, pageId: string, blocks: StoredBlock[]): Promise<void> {
  await tx.delete(pageBlocks).where(eq(pageBlocks.pageId, pageId));
  if (!blocks.length) return;
  await tx.insert(pageBlocks).values(blocks.map((b, i) => ({ pageId, blockOrder: (i + 1) * 10, kind: b.kind, fields: b.fields })));
}

export async function insertVersion(tx: Database, pageId: string, blocks: StoredBlock[], staffId: string): Promise<VersionRow> {
  const [row] = await tx.insert(pageVersions).values({ pageId, blocks, publishedBy: staffId }).returning();
  return row;
}

/** The newest versions of a page first (ties, within one clock tick, by id). */
export const listVersions = (db: Database, pageId: string, limit: number) =>
  db
    .select()
    .from(pageVersions)
    .where(eq(pageVersions.pageId, pageId))
    .orderBy(desc(pageVersions.publishedAt), desc(pageVersions.id))
    .limit(limit);

/** The newest version of each page, for the page list's 'last published'. */
export async function latestVersions(db: Database): Promise<Map<string, VersionRow>> {
  const rows = await db
    .selectDistinctOn([pageVersions.pageId])
    .from(pageVersions)
    .orderBy(pageVersions.pageId, desc(pageVersions.publishedAt), desc(pageVersions.id));
  return new Map(rows.map((r) => [r.pageId, r]));
}

/** Keeps the newest `keep` versions of the page and deletes the rest. */
export async function pruneVersions(tx: Database, pageId: string, keep: number): Promise<void> {
  const kept = (await listVersions(tx, pageId, keep)).map((v) => v.id);
  if (!kept.length) return;
  await tx.delete(pageVersions).where(and(eq(pageVersions.pageId, pageId), notInArray(pageVersions.id, kept)));
}

export async function findVersion(db: Database, pageId: string, versionId: string): Promise<VersionRow | undefined> {
  const [row] = await db
    .select()
    .from(pageVersions)
    .where(and(eq(pageVersions.pageId, pageId), eq(pageVersions.id, versionId)));
  return row;
}
