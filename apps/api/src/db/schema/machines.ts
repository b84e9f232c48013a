import { pgTable, uuid, text, integer, index, uniqueIndex } from 'drizzle-orm/pg-core';

export const machineMakes = pgTable('machine_makes', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull().unique(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const machineModels = pgTable(
  'machine_models',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    makeId: uuid('make_id')
      .notNull()
      .references(() => machineMakes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('machine_models_make_idx').on(t.makeId), uniqueIndex('machine_models_make_name_uq').on(t.makeId, t.name)],
);
