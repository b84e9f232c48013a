import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminCustomerActionAnswer, AdminCustomerAnswer, AdminCustomerPage, AdminCustomerQuery, IdParams } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { staffOf } from '../../plugins/staff-viewer.js';
import { ADMIN_CUSTOMER_MESSAGES, adminCustomerService } from './admin-customer-service.js';
import type { CustomerAccountsPort } from './admin-customers-port.js';

const tags = ['admin'];

/** /api/v1/admin/customers…: the back office's customers (owner, sales). */
export const adminCustomerRoutes: FastifyPluginAsyncZod<{ db: Database; accounts: CustomerAccountsPort }> = async (app, deps) => {
  // The account switches take no body; an admin UI may still send an empty JSON one.
  acceptEmptyJson(app);
  const customers = adminCustomerService(deps);
  const config = { staff: 'customers.manage' } as const;
  const params = IdParams;
  const answer = { 200: AdminCustomerActionAnswer };

  app.get(
    '',
    {
      config,
      schema: {
        tags,
        summary: 'Customers, searched by name, email or company (owner, sales)',
        querystring: AdminCustomerQuery,
        response: { 200: AdminCustomerPage },
      },
    },
    async (req) => customers.list(req.query),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A customer: profile, machines, recent orders, counts (owner, sales)',
        params,
        response: { 200: AdminCustomerAnswer },
      },
    },
    async (req) => ({ result: await customers.detail(req.params.id) }),
  );

  app.post(
    '/:id/resend-verification',
    { config, schema: { tags, summary: 'Email a new verification link (owner, sales)', params, response: answer } },
    async (req) => ({
      message: ADMIN_CUSTOMER_MESSAGES.verificationSent,
      result: await customers.resendVerification(staffOf(req), req.params.id),
    }),
  );

  app.post(
    '/:id/verify',
    { config, schema: { tags, summary: "Mark the customer's email verified (owner, sales)", params, response: answer } },
    async (req) => ({ message: ADMIN_CUSTOMER_MESSAGES.verified, result: await customers.verify(staffOf(req), req.params.id) }),
  );

  app.post(
    '/:id/disable',
    {
      config,
      schema: { tags, summary: 'Refuse the customer’s logins and end their sessions (owner, sales)', params, response: answer },
    },
    async (req) => ({ message: ADMIN_CUSTOMER_MESSAGES.disabled, result: await customers.disable(staffOf(req), req.params.id) }),
  );

  app.post(
    '/:id/enable',
    { config, schema: { tags, summary: 'Let a disabled customer log in again (owner, sales)', params, response: answer } },
    async (req) => ({ message: ADMIN_CUSTOMER_MESSAGES.enabled, result: await customers.enable(staffOf(req), req.params.id) }),
  );

  app.post(
    '/:id/require-po',
    {
      config,
      schema: { tags, summary: "Refuse the customer's orders without their PO number (owner, sales)", params, response: answer },
    },
    async (req) => ({
      message: ADMIN_CUSTOMER_MESSAGES.poRequired,
      result: await customers.setPoRequired(staffOf(req), req.params.id, true),
    }),
  );

  app.post(
    '/:id/po-optional',
    { config, schema: { tags, summary: 'Make the PO number optional again (owner, sales)', params, response: answer } },
    async (req) => ({
      message: ADMIN_CUSTOMER_MESSAGES.poOptional,
      result: await customers.setPoRequired(staffOf(req), req.params.id, false),
    }),
  );
};
