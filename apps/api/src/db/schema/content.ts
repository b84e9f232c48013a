import { pgTable, uuid, text, integer, jsonb, index, timestamp } from 'drizzle-orm/pg-core';
import { staff } from './staff.js';

export const pages = pgTable('pages', {
  id: text('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** One block of a content page; fields hold the block's cmpBlock_* values (HTML already sanitised). */
export const pageBlocks = pgTable(
  'page_blocks',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    blockOrder: integer('block_order').notNull(),
    kind: text('kind').notNull(),
    fields: jsonb('fields').$type<Record<string, unknown>>().notNull(),
  },
  (t) => [index('page_blocks_page_idx').on(t.pageId, t.blockOrder)],
);

/** A block as the back office edits it: its kind and its cmpBlock_* fields. */
export interface StoredBlock {
  kind: string;
  fields: Record<string, unknown>;
}

/**
 * The draft of a page an editor is working on (issue 12). page_blocks stay what visitors see
 * until the draft is published; then the draft replaces them and becomes a page_versions row.
 */
export const pageDrafts = pgTable('page_drafts', {
  pageId: text('page_id')
    .primaryKey()
    .references(() => pages.id, { onDelete: 'cascade' }),
  blocks: jsonb('blocks').$type<StoredBlock[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => staff.id),
});

/** Every published state of a page, newest first: the last ones can be restored as a draft. */
export const pageVersions = pgTable(
  'page_versions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    pageId: text('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    blocks: jsonb('blocks').$type<StoredBlock[]>().notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
    publishedBy: uuid('published_by').references(() => staff.id),
  },
  (t) => [index('page_versions_page_idx').on(t.pageId, t.publishedAt.desc())],
);
