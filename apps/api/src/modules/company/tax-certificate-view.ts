import { shopToday, type TaxCertificate } from '@northbend/shared';
import type { CertificateRow } from './tax-certificate-queries.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';

/** As the company and sales see it: an approval whose day has passed in the shop's time zone reads 'expired'. */
export const certificateView = (c: CertificateRow, today = shopToday(new Date(), shopTimeZone())): TaxCertificate => ({
  _id: c.id,
  kind: c.kind,
  number: c.number,
  region: c.region,
  file_name: c.fileName,
  content_type: c.fileType,
  size_bytes: c.fileSize,
  status: c.status === 'approved' && c.expiresAt !== null && c.expiresAt < today ? 'expired' : c.status,
  expires_at: c.expiresAt,
  reject_reason: c.rejectReason,
  uploaded_by: c.uploader ? { _id: c.uploader.id, user_name: c.uploader.name, user_email: c.uploader.email } : null,
  decided_at: c.decidedAt?.toISOString() ?? null,
  createdAt: c.createdAt.toISOString(),
});
