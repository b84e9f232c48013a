import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminAlertAnswer, AdminAlertParams, ResolveAlertBody } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { staffOf } from '../../plugins/staff-viewer.js';
import { ALERT_MESSAGES, resolveAlert } from './alerts.js';

const tags = ['admin'];

/** /api/v1/admin/alerts: resolving what the dashboard's alerts ask staff to look at (decision 022). */
export const adminAlertRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.post(
    '/:id/resolve',
    {
      // Today's alerts are about money given back (a refunded order not cancelled): those who handle payments resolve them.
      config: { staff: 'orders.payments' },
      schema: {
        tags,
        summary: 'Mark an alert resolved, saying what was done (owner, sales)',
        description: "409 when it was resolved already; 404 'This alert was not found.'",
        params: AdminAlertParams,
        body: ResolveAlertBody,
        response: { 200: AdminAlertAnswer },
      },
    },
    async (req) => ({ message: ALERT_MESSAGES.resolved, result: await resolveAlert(db, staffOf(req), req.params.id, req.body.resolution) }),
  );
};
