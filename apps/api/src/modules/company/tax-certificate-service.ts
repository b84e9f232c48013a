import {
  COMPANY_MESSAGES,
  formatQuoteDay,
  TAX_CERTIFICATE_KIND_LABELS,
  TAX_CERTIFICATE_TEXTS as T,
  type TaxCertificate,
  type TaxCertificateContentType,
  type TaxCertificateDecisionBody,
  type TaxCertificateFields,
} from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { badRequest, forbidden, HttpError, notFound, unauthorized } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import { findCompany, findMember } from './company-queries.js';
import { checkCertificateFile, readCertificateFile, removeCertificateFile, saveCertificateFile } from './tax-certificate-files.js';
import { queueCertificateDecidedMail } from './tax-certificate-mail-jobs.js';
import { decideCertificate, findCertificate, insertCertificate, listCertificates, type CertificateRow } from './tax-certificate-queries.js';
import { certificateView } from './tax-certificate-view.js';

export interface CertificateFile {
  data: Buffer;
  contentType: TaxCertificateContentType;
  fileName: string;
}

/**
 * Tax exemption certificates (issue 27 item 5, decision 026): a company admin uploads one, every
 * member sees them; sales approve one until a day or reject it with a reason. The file is read
 * only by the company's members and staff; a certificate of another company is a 404.
 */
export function taxCertificateService({ db, drawingsDir }: { db: Database; drawingsDir: string }) {
  async function member(customerId: string) {
    const m = await findMember(db, customerId);
    if (!m) throw unauthorized('Please log in to continue.');
    return m;
  }

  async function fileOf(c: CertificateRow): Promise<CertificateFile> {
    const data = await readCertificateFile(drawingsDir, c.file);
    if (!data) throw notFound(T.notFound);
    return { data, contentType: c.fileType, fileName: c.fileName };
  }

  async function ownCertificate(customerId: string, id: string): Promise<CertificateRow> {
    const me = await member(customerId);
    const c = await findCertificate(db, id);
    if (!c || c.companyId !== me.companyId) throw notFound(T.notFound);
    return c;
  }

  async function anyCertificate(id: string): Promise<CertificateRow> {
    const c = await findCertificate(db, id);
    if (!c) throw notFound(T.notFound);
    return c;
  }

  return {
    /** Before the form is read: only an admin of the company may upload (a buyer gets 403). */
    async assertAdmin(customerId: string): Promise<void> {
      if ((await member(customerId)).companyRole !== 'admin') throw forbidden(COMPANY_MESSAGES.adminsOnly);
    },

    /**
     * Stores the checked file, then the record and its audit entry in one transaction; the file
     * is removed again when the transaction fails, so a refusal leaves nothing behind.
     */
    async upload(
      customerId: string,
      fields: TaxCertificateFields,
      upload: { data: Buffer; fileName: string } | null,
    ): Promise<TaxCertificate> {
      const me = await member(customerId);
      if (me.companyRole !== 'admin') throw forbidden(COMPANY_MESSAGES.adminsOnly);
      if (!upload) throw badRequest(T.fileMissing);
      const file = checkCertificateFile(upload.data, upload.fileName);
      const stored = await saveCertificateFile(drawingsDir, file);
      try {
        const id = await db.transaction(async (tx) => {
          const certId = await insertCertificate(tx, {
            companyId: me.companyId,
            uploadedBy: me.id,
            kind: fields.kind,
            number: fields.number,
            region: fields.region,
            file: stored,
            fileName: file.fileName,
            fileType: file.contentType,
            fileSize: file.data.length,
          });
          await recordAudit(tx, {
            staff: null,
            action: 'company.tax_certificate_upload',
            entityType: 'company',
            entityId: me.companyId,
            summary: `${me.email}: uploaded a ${fields.kind} exemption certificate (${file.fileName}) for review`,
            after: { certificate_id: certId, kind: fields.kind, number: fields.number, region: fields.region },
          });
          return certId;
        });
        return certificateView((await findCertificate(db, id))!);
      } catch (err) {
        await removeCertificateFile(drawingsDir, stored);
        throw err;
      }
    },

    async list(customerId: string): Promise<TaxCertificate[]> {
      const me = await member(customerId);
      return (await listCertificates(db, me.companyId)).map((c) => certificateView(c));
    },

    file: async (customerId: string, id: string) => fileOf(await ownCertificate(customerId, id)),

    async adminList(companyId: string): Promise<TaxCertificate[]> {
      if (!(await findCompany(db, companyId))) throw notFound('Company not found');
      return (await listCertificates(db, companyId)).map((c) => certificateView(c));
    },

    adminFile: async (id: string) => fileOf(await anyCertificate(id)),

    /** Approves until a day or rejects with a reason, once: a decided certificate is a 409. Audited; the admins are emailed. */
    async decide(me: SignedInStaff, id: string, body: TaxCertificateDecisionBody): Promise<TaxCertificate> {
      await db.transaction(async (tx) => {
        const c = await findCertificate(tx, id, true);
        if (!c) throw notFound(T.notFound);
        if (c.status !== 'pending') throw new HttpError(409, T.alreadyDecided(c.status));
        const kind = TAX_CERTIFICATE_KIND_LABELS[c.kind].toLowerCase();
        if (body.status === 'approved') {
          const expiresAt = body.expires_at!;
          await decideCertificate(tx, id, { status: 'approved', expiresAt, staffId: me.id });
          await recordAudit(tx, {
            staff: { id: me.id, email: me.email },
            action: 'company.tax_certificate_approve',
            entityType: 'company',
            entityId: c.companyId,
            summary: `${me.email} approved the ${kind} exemption certificate ${c.fileName} until ${formatQuoteDay(expiresAt)}`,
            before: { certificate_id: id, status: 'pending' },
            after: { certificate_id: id, status: 'approved', expires_at: expiresAt },
          });
        } else {
          const reason = body.reason!;
          await decideCertificate(tx, id, { status: 'rejected', reason, staffId: me.id });
          await recordAudit(tx, {
            staff: { id: me.id, email: me.email },
            action: 'company.tax_certificate_reject',
            entityType: 'company',
            entityId: c.companyId,
            summary: `${me.email} rejected the ${kind} exemption certificate ${c.fileName}: ${reason}`,
            before: { certificate_id: id, status: 'pending' },
            after: { certificate_id: id, status: 'rejected', reason },
          });
        }
        await queueCertificateDecidedMail(tx, id);
      });
      return certificateView((await findCertificate(db, id))!);
    },
  };
}

export type TaxCertificateService = ReturnType<typeof taxCertificateService>;
