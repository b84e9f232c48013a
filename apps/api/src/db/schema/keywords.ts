import { pgTable, text, jsonb } from 'drizzle-orm/pg-core';

/** Named dropdowns such as DROPDOWN_SHEET_MATERIAL; options are {value, name} pairs. */
export const keywordDropdowns = pgTable('keyword_dropdowns', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  options: jsonb('options').$type<{ value: string; name: string }[]>().notNull(),
});
