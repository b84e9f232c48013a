import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, timestamp, index } from 'drizzle-orm/pg-core';

export const contactEnquiries = pgTable(
  'contact_enquiries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    businessName: text('business_name').notNull(),
    location: text('location').notNull(),
    machineMakeIds: uuid('machine_make_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    machineModelIds: uuid('machine_model_ids')
      .array()
      .notNull()
      .default(sql`'{}'::uuid[]`),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_enquiries_created_idx').on(t.createdAt)],
);
