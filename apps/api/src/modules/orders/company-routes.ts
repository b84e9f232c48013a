import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  APPROVAL_MESSAGES,
  ApprovalAnswer,
  ApprovalListAnswer,
  ApprovedAnswer,
  COMPANY_MESSAGES,
  CompanyMessageAnswer,
  CompanyOrdersAnswer,
  PageQuery,
  RecordId,
} from '@northbend/shared';
import type { CreditTermsDefaults, RemittanceAccount } from '../../config.js';
import type { Database } from '../../db/client.js';
import { forbidden, unauthorized } from '../../lib/http-errors.js';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { requireCustomer } from '../../plugins/viewer.js';
import { findMember } from '../company/index.js';
import type { ShippingRates } from '../shipping/index.js';
import { approvalService } from './approvals/approval-service.js';
import { listCompanyOrders } from './approvals/company-orders.js';
import type { TaxService } from '../tax/index.js';
import type { OrderEvents } from './order-events.js';
import { orderView } from './order-view.js';
import { listReturnsOfOrders } from './return-queries.js';

const tags = ['company'];
const params = z.object({ approval_id: RecordId });
const ApproveBody = z
  .object({
    accept_total: z
      .number({ message: 'accept_total must be the total in dollars you approve' })
      .min(0)
      .optional()
      .describe('Needed only when prices rose since the request: the new total the admin saw (the 409 says it)'),
  })
  // No body at all is an approval at the request's total.
  .nullish();
const DeclineBody = z.object({
  reason: z
    .string({ message: 'Please give the buyer a reason.' })
    .trim()
    .min(1, 'Please give the buyer a reason.')
    .max(1000, 'The reason is too long (1000 characters at most)'),
});

/** /api/v1/company/approvals… and /company/orders (issue 26): orders waiting for an admin, and the company's orders. */
export const companyOrderRoutes: FastifyPluginAsyncZod<{
  db: Database;
  rates: ShippingRates;
  events: OrderEvents;
  remittance?: RemittanceAccount;
  creditTerms: CreditTermsDefaults;
  tax: TaxService;
}> = async (app, deps) => {
  const approvals = approvalService(deps);
  // Approving takes an optional body: a POST without one is fine.
  acceptEmptyJson(app);
  app.addHook('onRequest', async (req) => {
    requireCustomer(req);
  });

  app.get(
    '/approvals',
    {
      schema: {
        tags,
        summary: 'Approval requests: all of the company’s (admins) or my own (buyers)',
        response: { 200: ApprovalListAnswer },
      },
    },
    async (req) => ({
      result: await approvals.list(requireCustomer(req)),
    }),
  );

  app.get(
    '/approvals/:approval_id',
    { schema: { tags, summary: 'One approval request, with what approving it would cost now', params, response: { 200: ApprovalAnswer } } },
    async (req) => ({ result: await approvals.detail(requireCustomer(req), req.params.approval_id) }),
  );

  app.post(
    '/approvals/:approval_id/approve',
    {
      schema: {
        tags,
        summary: 'Approve: the order is placed as the buyer’s (admins)',
        description:
          'Prices are checked again; a higher total answers 409 with current_total until it is approved with accept_total equal to it.',
        params,
        body: ApproveBody,
        response: { 200: ApprovedAnswer },
      },
    },
    async (req) => {
      const acceptCents = req.body?.accept_total == null ? null : Math.round(req.body.accept_total * 100);
      const orderNumber = await approvals.approve(requireCustomer(req), req.params.approval_id, acceptCents, req.log);
      return { message: APPROVAL_MESSAGES.approved(orderNumber), result: { order_id: orderNumber } };
    },
  );

  app.post(
    '/approvals/:approval_id/decline',
    {
      schema: {
        tags,
        summary: 'Decline with a reason for the buyer (admins)',
        params,
        body: DeclineBody,
        response: { 200: CompanyMessageAnswer },
      },
    },
    async (req) => {
      await approvals.decline(requireCustomer(req), req.params.approval_id, req.body.reason);
      return { message: APPROVAL_MESSAGES.declined };
    },
  );

  app.get(
    '/orders',
    {
      schema: {
        tags,
        summary: 'Every order of the company, with who placed it (admins)',
        querystring: PageQuery,
        response: { 200: CompanyOrdersAnswer },
      },
    },
    async (req) => {
      const me = await findMember(deps.db, requireCustomer(req));
      if (!me) throw unauthorized('Please log in to continue.');
      if (me.companyRole !== 'admin') throw forbidden(COMPANY_MESSAGES.adminsOnly);
      const { rows, totalCount } = await listCompanyOrders(deps.db, me.companyId, req.query);
      const returns = await listReturnsOfOrders(
        deps.db,
        rows.map((r) => r.order.id),
      );
      return {
        result: rows.map(({ order, placedBy }) => ({
          ...orderView(order, deps.remittance, returns.get(order.id)),
          placed_by: { _id: placedBy.id, user_name: placedBy.name },
        })),
        paginationInfo: {
          currentPage: req.query.page,
          totalPages: Math.ceil(totalCount / req.query.limit),
          totalCount,
          limit: req.query.limit,
        },
      };
    },
  );
};
