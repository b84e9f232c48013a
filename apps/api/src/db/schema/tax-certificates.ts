import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { TAX_CERTIFICATE_KINDS, type TaxCertificateContentType } from '@northbend/shared';
import { companies } from './companies.js';
import { customers } from './customers.js';
import { staff } from './staff.js';

/** The stored statuses of a certificate; 'expired' is computed from expires_at (decision 026). */
export const STORED_TAX_CERTIFICATE_STATUSES = ['pending', 'approved', 'rejected'] as const;

/**
 * A company's sales tax exemption certificate (issue 27 item 5, decision 026): uploaded by one of
 * its admins, approved by sales until a day or rejected with a reason. The file lives under
 * DRAWINGS_DIR as the quotes' drawings do (decision 017), named by the server (`file`).
 */
export const taxCertificates = pgTable(
  'tax_certificates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    uploadedBy: uuid('uploaded_by').references(() => customers.id),
    kind: text('kind', { enum: TAX_CERTIFICATE_KINDS }).notNull(),
    number: text('number'),
    region: text('region'),
    file: text('file').notNull(),
    fileName: text('file_name').notNull(),
    fileType: text('file_type').$type<TaxCertificateContentType>().notNull(),
    fileSize: integer('file_size').notNull(),
    status: text('status', { enum: STORED_TAX_CERTIFICATE_STATUSES }).notNull().default('pending'),
    /** The last day it is valid (through its end in the shop's time zone, SHOP_TIMEZONE); set on approval. */
    expiresAt: date('expires_at', { mode: 'string' }),
    rejectReason: text('reject_reason'),
    decidedBy: uuid('decided_by').references(() => staff.id),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('tax_certificates_company_idx').on(t.companyId, t.createdAt.desc()),
    uniqueIndex('tax_certificates_file_uq').on(t.file),
    check('tax_certificates_file_type_ck', sql`${t.fileType} IN ('application/pdf', 'image/png', 'image/jpeg') AND ${t.fileSize} > 0`),
    // An approval has its day, a rejection its reason, and a pending certificate neither.
    check(
      'tax_certificates_decision_ck',
      sql`(${t.status} = 'pending' AND ${t.expiresAt} IS NULL AND ${t.rejectReason} IS NULL AND ${t.decidedAt} IS NULL)
        OR (${t.status} = 'approved' AND ${t.expiresAt} IS NOT NULL AND ${t.rejectReason} IS NULL AND ${t.decidedAt} IS NOT NULL)
        OR (${t.status} = 'rejected' AND ${t.expiresAt} IS NULL AND ${t.rejectReason} IS NOT NULL AND ${t.decidedAt} IS NOT NULL)`,
    ),
  ],
);

export type TaxCertificateRow = typeof taxCertificates.$inferSelect;
