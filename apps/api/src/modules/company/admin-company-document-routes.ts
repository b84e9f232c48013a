import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  IdParams,
  TAX_CERTIFICATE_TEXTS as T,
  TaxCertificateAnswer,
  TaxCertificateDecisionBody,
  TaxCertificateListAnswer,
} from '@northbend/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { staffOf } from '../../plugins/staff-viewer.js';
import { sendCertificate } from './tax-certificate-form.js';
import { taxCertificateService } from './tax-certificate-service.js';

const tags = ['admin'];

/** A company's tax exemption certificates in the back office (issue 27), for staff who keep customers. */
export const adminCompanyDocumentRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Pick<Config, 'drawingsDir'>;
}> = async (app, { db, config }) => {
  const certificates = taxCertificateService({ db, drawingsDir: config.drawingsDir });
  const access = { staff: 'customers.manage' } as const; // the company page's permission

  app.get(
    '/companies/:id/tax-certificates',
    {
      config: access,
      schema: {
        tags,
        summary: "A company's tax exemption certificates, newest first (owner, sales)",
        params: IdParams,
        response: { 200: TaxCertificateListAnswer },
      },
    },
    async (req) => ({ result: await certificates.adminList(req.params.id) }),
  );

  app.get(
    '/tax-certificates/:id/file',
    { config: access, schema: { tags, summary: "A certificate's file, as a download (owner, sales)", params: IdParams } },
    async (req, reply) => sendCertificate(reply, await certificates.adminFile(req.params.id)),
  );

  app.put(
    '/tax-certificates/:id',
    {
      config: access,
      schema: {
        tags,
        summary: 'Approve a certificate until a day, or reject it with a reason (owner, sales)',
        description: '{status: "approved", expires_at: "YYYY-MM-DD"} or {status: "rejected", reason}. 409 once decided.',
        params: IdParams,
        body: TaxCertificateDecisionBody,
        response: { 200: TaxCertificateAnswer },
      },
    },
    async (req) => {
      const result = await certificates.decide(staffOf(req), req.params.id, req.body);
      return { result, message: result.status === 'rejected' ? T.rejected : T.approved };
    },
  );
};
