import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { IdParams, shopToday, statementPdfName } from '@northbend/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { statementOf } from '../company/index.js';
import { documentContext } from '../orders/index.js';
import { renderStatementPdf } from './statement-pdf.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';

/**
 * GET /api/v1/admin/companies/{id}/statement.pdf (issue 27): a company's open Net 30 invoices and
 * their aging on today's date, for the staff who see the receivables (owner, sales).
 */
export const adminStatementRoutes: FastifyPluginAsyncZod<{
  db: Database;
  config: Pick<Config, 'brandName' | 'imagesDir' | 'remittance'>;
}> = async (app, { db, config }) => {
  app.get(
    '/companies/:id/statement.pdf',
    {
      config: { staff: 'orders.payments' },
      schema: {
        tags: ['admin'],
        summary: "A company's statement of open Net 30 invoices and their aging, as a PDF (owner, sales)",
        description: "application/pdf, as an attachment named 'statement-{company}-{YYYY-MM-DD}.pdf'. 404 for an unknown company.",
        params: IdParams,
        produces: ['application/pdf'],
      },
    },
    async (req, reply) => {
      const now = new Date();
      const statement = await statementOf(db, req.params.id, now);
      if (!statement) throw notFound('Company not found');
      const pdf = await renderStatementPdf(statement, await documentContext(config));
      return reply
        .headers({
          'content-type': 'application/pdf',
          'content-disposition': `attachment; filename="${statementPdfName(statement.companyName, shopToday(now, shopTimeZone()))}"`,
          'cache-control': 'private, no-store',
        })
        .send(pdf);
    },
  );
};
