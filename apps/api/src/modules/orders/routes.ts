import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  APPROVAL_MESSAGES,
  ApprovalSentAnswer,
  BuyAgainAnswer,
  IdParams,
  OrderCreatedAnswer,
  OrderListAnswer,
  OrderReferenceFields,
  PAYMENT_METHOD_TYPES,
  RecordId,
  type PaymentMethodType,
} from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { requireCustomer } from '../../plugins/viewer.js';
import { buyAgain } from './buy-again.js';
import type { RemittanceAccount } from '../../config.js';
import { createOrder, ORDER_MESSAGES, type CreateOrderDeps } from './create-order.js';
import { orderView } from './order-view.js';
import { listOrdersOfCustomer } from './queries.js';
import { listReturnsOfOrders } from './return-queries.js';

const tags = ['order'];
const CHOOSE_PAYMENT = 'Please choose a payment method.';

const CreateOrderBody = z.object({
  customer_id: RecordId,
  customer_payment: z.object({ type: z.enum(PAYMENT_METHOD_TYPES, { error: CHOOSE_PAYMENT }) }, { error: CHOOSE_PAYMENT }),
  customer_order_list: z.unknown().optional().describe('Ignored: the order is made of the cart as the server prices it'),
  order_charges: z.unknown().optional().describe('Ignored: the server computes sub total, shipping and total'),
  shipping_service_code: z
    .string({ error: 'shipping_service_code must be a service code from GET /shipping/options' })
    .trim()
    .min(1, 'shipping_service_code must be a service code from GET /shipping/options')
    .max(20, 'shipping_service_code must be a service code from GET /shipping/options')
    .optional()
    .describe('A service_code of GET /shipping/options; the server rates again and freezes its charge. Left out: the cheapest offered'),
  ...OrderReferenceFields,
});

// Visible ASCII: the storefront sends a UUID; anything printable and short is accepted.
const IDEMPOTENCY_KEY = /^[\x21-\x7e]{1,200}$/;

function idempotencyKeyOf(req: FastifyRequest): string | null {
  const key = req.headers['idempotency-key'];
  if (key === undefined) return null;
  if (typeof key !== 'string' || !IDEMPOTENCY_KEY.test(key))
    throw badRequest('The Idempotency-Key header must be 1 to 200 visible characters.');
  return key;
}

/** The create call's deps and the payment types the shop offers now (without a provider: COD only). */
export type OrderRoutesDeps = CreateOrderDeps & {
  paymentTypes: readonly PaymentMethodType[];
  /** The shop's bank account that open Net 30 invoices show (config REMIT_*, or the demo's). */
  remittance?: RemittanceAccount;
};

/** A method the shop does not offer now (no payment provider): the checkout lists only the offered ones. */
export const METHOD_NOT_OFFERED = 'This payment method is not available at the moment. Please choose another one.';

export const orderRoutes: FastifyPluginAsyncZod<OrderRoutesDeps> = async (app, deps) => {
  // Every order call is a customer's: a visitor gets 401 before the body is looked at.
  app.addHook('onRequest', async (req) => {
    requireCustomer(req);
  });
  // Order emails run after the answer; a closing server lets them finish before the database goes.
  app.addHook('onClose', () => deps.events.settled());

  app.post(
    '/create',
    {
      config: { owner: { body: 'customer_id' } },
      schema: {
        tags,
        description:
          'Places the cart as an order. Optional header Idempotency-Key: a repeat with the same key answers with the same order. 400 for a payment method GET /payment/methods does not list.',
        body: CreateOrderBody,
        response: { 200: OrderCreatedAnswer, 202: ApprovalSentAnswer },
      },
    },
    async (req, reply) => {
      const customerId = requireCustomer(req);
      if (!deps.paymentTypes.includes(req.body.customer_payment.type)) throw badRequest(METHOD_NOT_OFFERED);
      const { order, approval } = await createOrder(
        deps,
        {
          customerId,
          paymentType: req.body.customer_payment.type,
          idempotencyKey: idempotencyKeyOf(req),
          poNumber: req.body.po_number ?? null,
          orderNote: req.body.order_note ?? null,
          shippingServiceCode: req.body.shipping_service_code ?? null,
        },
        req.log,
      );
      // Over a buyer's limit (issue 26): accepted for the company's admins, not placed.
      if (approval)
        return reply.code(202).send({
          message: APPROVAL_MESSAGES.sent,
          result: { approval_id: approval.id, status: 'Awaiting approval' as const },
        });
      return {
        success: true,
        message: ORDER_MESSAGES.placed,
        result: { order_id: order.orderNumber, payment_method_type: order.paymentType },
      };
    },
  );

  // Buy again takes no body; its own scope keeps /create's JSON parsing as it is.
  await app.register(buyAgainRoute, { db: deps.db });

  app.get(
    '/user/:id',
    { config: { owner: { param: 'id' } }, schema: { tags, params: IdParams, response: { 200: OrderListAnswer } } },
    async (req) => ({
      success: true,
      data: {
        result: await (async () => {
          const orders = await listOrdersOfCustomer(deps.db, requireCustomer(req));
          const returns = await listReturnsOfOrders(
            deps.db,
            orders.map((o) => o.id),
          );
          return orders.map((order) => orderView(order, deps.remittance, returns.get(order.id)));
        })(),
      },
    }),
  );
};

const buyAgainRoute: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  acceptEmptyJson(app);
  app.post(
    '/:order_id/buy-again',
    {
      schema: {
        tags,
        summary: "Add an order's lines to the cart again, at today's prices",
        description:
          'Each line goes into the cart configured as it was ordered, checked by the cart’s own add rules, in one transaction. ' +
          'A line those rules refuse (product or variant archived, an option or measurement no longer offered, a full cart) ' +
          'is left out and listed in `refused` with its reason. Another customer’s order is a 404, as an unknown one.',
        params: z.object({ order_id: z.string().max(40).describe("The human order id, 'NB-100001'") }),
        response: { 200: BuyAgainAnswer },
      },
    },
    async (req) => buyAgain(db, requireCustomer(req), req.params.order_id),
  );
};
