import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  centsToDollars,
  OpenInvoicesAnswer,
  TAX_CERTIFICATE_TEXTS,
  TaxCertificateAnswer,
  TaxCertificateFields,
  TaxCertificateListAnswer,
  TaxCertificateParams,
  COMPANY_MESSAGES,
} from '@northbend/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { badRequest, forbidden, unauthorized } from '../../lib/http-errors.js';
import { acceptMultipartForms } from '../../plugins/multipart-forms.js';
import { requireCustomer } from '../../plugins/viewer.js';
import { findMember } from './company-queries.js';
import { agingOf, openInvoicesOf, openInvoiceView } from './statement-queries.js';
import { CERTIFICATE_FORM_LIMITS, readCertificateForm, sendCertificate } from './tax-certificate-form.js';
import { taxCertificateService } from './tax-certificate-service.js';

const tags = ['company'];

/**
 * /api/v1/company/tax-certificates… and /company/invoices (issue 27): the company's tax exemption
 * certificates (admins upload, every member reads) and, for its admins, its open Net 30 invoices.
 */
export const companyDocumentRoutes: FastifyPluginAsyncZod<{ db: Database; config: Pick<Config, 'drawingsDir'> }> = async (
  app,
  { db, config },
) => {
  const certificates = taxCertificateService({ db, drawingsDir: config.drawingsDir });
  // Every call needs a customer: a visitor gets 401 before the body is even read.
  app.addHook('onRequest', async (req) => {
    requireCustomer(req);
  });
  await acceptMultipartForms(app, CERTIFICATE_FORM_LIMITS);

  app.post(
    '/tax-certificates',
    {
      schema: {
        tags,
        summary: 'Upload a tax exemption certificate for review (company admins)',
        description:
          'multipart/form-data: kind (resale | manufacturing), number and region (optional, ≤ 60 characters) and the file `file`: a PDF, PNG or JPEG by its content, at most 10 MB. 403 for a buyer.',
        consumes: ['multipart/form-data'],
        response: { 201: TaxCertificateAnswer },
      },
    },
    async (req, reply) => {
      const customerId = requireCustomer(req);
      await certificates.assertAdmin(customerId);
      const form = await readCertificateForm(req);
      const fields = TaxCertificateFields.safeParse(form.fields);
      if (!fields.success) throw badRequest(fields.error.issues[0]?.message ?? 'The certificate form is not valid.');
      const result = await certificates.upload(customerId, fields.data, form.file);
      return reply.code(201).send({ result, message: TAX_CERTIFICATE_TEXTS.uploaded });
    },
  );

  app.get(
    '/tax-certificates',
    { schema: { tags, summary: "My company's tax exemption certificates, newest first", response: { 200: TaxCertificateListAnswer } } },
    async (req) => ({ result: await certificates.list(requireCustomer(req)) }),
  );

  app.get(
    '/tax-certificates/:id/file',
    { schema: { tags, summary: "A certificate's file (the company's members; a download)", params: TaxCertificateParams } },
    async (req, reply) => sendCertificate(reply, await certificates.file(requireCustomer(req), req.params.id)),
  );

  app.get(
    '/invoices',
    {
      schema: {
        tags,
        summary: "My company's open Net 30 invoices, oldest due first (company admins)",
        response: { 200: OpenInvoicesAnswer },
      },
    },
    async (req) => {
      const me = await findMember(db, requireCustomer(req));
      if (!me) throw unauthorized('Please log in to continue.');
      if (me.companyRole !== 'admin') throw forbidden(COMPANY_MESSAGES.adminsOnly);
      const invoices = await openInvoicesOf(db, me.companyId, new Date());
      const open = Object.values(agingOf(invoices)).reduce((sum, cents) => sum + cents, 0);
      return { result: { open_balance: centsToDollars(open), invoices: invoices.map(openInvoiceView) } };
    },
  );
};
