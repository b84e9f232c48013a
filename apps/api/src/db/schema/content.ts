import { pgTable, uuid, text, integer, jsonb, index } from 'drizzle-orm/pg-core';

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
