import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AuditPage, AuditQuery } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { listAudit } from './audit.js';

const tags = ['admin'];

/** GET /api/v1/admin/audit: the owner's view of who changed what. */
export const auditRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '',
    {
      config: { staff: 'audit.read' },
      schema: { tags, summary: 'Audit log (owner)', querystring: AuditQuery, response: { 200: AuditPage } },
    },
    async (req) => listAudit(db, req.query),
  );
};
