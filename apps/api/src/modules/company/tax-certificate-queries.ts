import { and, desc, eq, gte } from 'drizzle-orm';
import { shopToday, type TaxCertificateKind } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { customers, taxCertificates, type TaxCertificateRow } from '../../db/schema/index.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';

/** A certificate with who uploaded it (null: the account is gone from the row's reach). */
export type CertificateRow = TaxCertificateRow & { uploader: { id: string; name: string; email: string } | null };

const columns = {
  cert: taxCertificates,
  uploaderId: customers.id,
  uploaderName: customers.name,
  uploaderEmail: customers.email,
};

const withUploader = (r: {
  cert: TaxCertificateRow;
  uploaderId: string | null;
  uploaderName: string | null;
  uploaderEmail: string | null;
}) => ({
  ...r.cert,
  uploader: r.uploaderId ? { id: r.uploaderId, name: r.uploaderName ?? '', email: r.uploaderEmail ?? '' } : null,
});

/** The company's certificates, newest first. */
export async function listCertificates(db: Database, companyId: string): Promise<CertificateRow[]> {
  const rows = await db
    .select(columns)
    .from(taxCertificates)
    .leftJoin(customers, eq(customers.id, taxCertificates.uploadedBy))
    .where(eq(taxCertificates.companyId, companyId))
    .orderBy(desc(taxCertificates.createdAt), desc(taxCertificates.id));
  return rows.map(withUploader);
}

/** One certificate; `lock` holds its row for the rest of the transaction (a decision). */
export async function findCertificate(db: Database, id: string, lock = false): Promise<CertificateRow | undefined> {
  const query = db
    .select(columns)
    .from(taxCertificates)
    .leftJoin(customers, eq(customers.id, taxCertificates.uploadedBy))
    .where(eq(taxCertificates.id, id));
  const [row] = lock ? await query.for('update', { of: taxCertificates }) : await query;
  return row ? withUploader(row) : undefined;
}

export async function insertCertificate(tx: Database, values: typeof taxCertificates.$inferInsert): Promise<string> {
  const [row] = await tx.insert(taxCertificates).values(values).returning({ id: taxCertificates.id });
  return row!.id;
}

export async function decideCertificate(
  tx: Database,
  id: string,
  d: { status: 'approved'; expiresAt: string; staffId: string } | { status: 'rejected'; reason: string; staffId: string },
): Promise<void> {
  await tx
    .update(taxCertificates)
    .set({
      status: d.status,
      expiresAt: d.status === 'approved' ? d.expiresAt : null,
      rejectReason: d.status === 'rejected' ? d.reason : null,
      decidedBy: d.staffId,
      decidedAt: new Date(),
    })
    .where(eq(taxCertificates.id, id));
}

export interface TaxExemption {
  certificate_id: string;
  kind: TaxCertificateKind;
  /** 'YYYY-MM-DD': the last day it is valid, through its end in the shop's time zone. */
  expires_at: string;
  /** The certificate's number and issuing state as the company gave them, for the order's tax note (decision 034). */
  number: string | null;
  region: string | null;
}

/**
 * The company's tax exemption at a moment (for the sales tax issue): an approved certificate whose
 * expiry day is not over then in the shop's time zone; of several, the one valid longest.
 */
export async function taxExemptionOf(db: Database, companyId: string, at: Date): Promise<TaxExemption | null> {
  const [row] = await db
    .select({
      id: taxCertificates.id,
      kind: taxCertificates.kind,
      expiresAt: taxCertificates.expiresAt,
      number: taxCertificates.number,
      region: taxCertificates.region,
    })
    .from(taxCertificates)
    .where(
      and(
        eq(taxCertificates.companyId, companyId),
        eq(taxCertificates.status, 'approved'),
        gte(taxCertificates.expiresAt, shopToday(at, shopTimeZone())),
      ),
    )
    .orderBy(desc(taxCertificates.expiresAt), desc(taxCertificates.decidedAt))
    .limit(1);
  return row?.expiresAt
    ? { certificate_id: row.id, kind: row.kind, expires_at: row.expiresAt, number: row.number, region: row.region }
    : null;
}
