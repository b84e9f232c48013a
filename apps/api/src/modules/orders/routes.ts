import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { IdParams, OrderCreatedAnswer, OrderListAnswer, PAYMENT_METHOD_TYPES, RecordId } from '@northbend/shared';
import { badRequest } from '../../lib/http-errors.js';
import { requireCustomer, requireSelf } from '../../plugins/viewer.js';
import { createOrder, ORDER_MESSAGES, type CreateOrderDeps } from './create-order.js';
import { orderView } from './order-view.js';
import { listOrdersOfCustomer } from './queries.js';

const tags = ['order'];
const CHOOSE_PAYMENT = 'Please choose a payment method.';

const CreateOrderBody = z.object({
  customer_id: RecordId,
  customer_payment: z.object({ type: z.enum(PAYMENT_METHOD_TYPES, { error: CHOOSE_PAYMENT }) }, { error: CHOOSE_PAYMENT }),
  customer_order_list: z.unknown().optional().describe('Ignored: the order is made of the cart as the server prices it'),
  order_charges: z.unknown().optional().describe('Ignored: the server computes sub total, shipping and total'),
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

export const orderRoutes: FastifyPluginAsyncZod<CreateOrderDeps> = async (app, deps) => {
  // Every order call is a customer's: a visitor gets 401 before the body is looked at.
  app.addHook('onRequest', async (req) => {
    requireCustomer(req);
  });
  // Order emails run after the answer; a closing server lets them finish before the database goes.
  app.addHook('onClose', () => deps.events.settled());

  app.post(
    '/create',
    {
      schema: {
        tags,
        description:
          'Places the cart as an order. Optional header Idempotency-Key: a repeat with the same key answers with the same order.',
        body: CreateOrderBody,
        response: { 200: OrderCreatedAnswer },
      },
    },
    async (req) => {
      const customerId = requireSelf(req, req.body.customer_id);
      const { order } = await createOrder(
        deps,
        { customerId, paymentType: req.body.customer_payment.type, idempotencyKey: idempotencyKeyOf(req) },
        req.log,
      );
      return {
        success: true,
        message: ORDER_MESSAGES.placed,
        result: { order_id: order.orderNumber, payment_method_type: order.paymentType },
      };
    },
  );

  app.get('/user/:id', { schema: { tags, params: IdParams, response: { 200: OrderListAnswer } } }, async (req) => ({
    success: true,
    data: { result: (await listOrdersOfCustomer(deps.db, requireSelf(req, req.params.id))).map(orderView) },
  }));
};
