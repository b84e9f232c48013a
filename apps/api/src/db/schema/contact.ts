import { sql } from 'drizzle-orm';
import { pgTable, uuid, text, timestamp, index } from 'drizzle-orm/pg-core';
import { ENQUIRY_STATUSES } from '@northbend/shared';
import { staff } from './staff.js';

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
    /** Back office (issue 11): new until staff answer or close it. */
    status: text('status', { enum: ENQUIRY_STATUSES }).notNull().default('new'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contact_enquiries_created_idx').on(t.createdAt)],
);

/** Staff's answers to an enquiry (emailed to the enquirer). */
export const enquiryReplies = pgTable(
  'enquiry_replies',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    enquiryId: uuid('enquiry_id')
      .notNull()
      .references(() => contactEnquiries.id, { onDelete: 'cascade' }),
    staffId: uuid('staff_id').references(() => staff.id),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('enquiry_replies_enquiry_idx').on(t.enquiryId, t.createdAt)],
);
