import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { CheckoutStarted, Net30Created } from '@northbend/shared';
import { requireCustomer } from '../../plugins/viewer.js';
import { PAYMENT_MESSAGES, type PaymentService } from './service.js';

const tags = ['payment'];
/** {orderId} of the payment calls: the order id customers see ('NB-100001'); an unknown one is a 404. */
const OrderIdParams = z.object({ orderId: z.string().trim().min(1, 'please provide id').max(40, 'This order was not found.') });
const owner =
  'Owner only. 409 when the order cannot be paid (already paid, closed, another method); 502 when the payment provider fails (the order is unchanged).';

/** The three ways to pay a placed order (spec section 7); the body, if any, is ignored. */
export const paymentRoutes: FastifyPluginAsyncZod<{ payments: PaymentService }> = async (app, { payments }) => {
  app.post(
    '/checkout/:orderId',
    {
      schema: {
        tags,
        summary: 'Start a credit card payment (Stripe Checkout)',
        description: owner,
        params: OrderIdParams,
        response: { 200: CheckoutStarted },
      },
    },
    async (req) => {
      const { url } = await payments.startCardCheckout(requireCustomer(req), req.params.orderId, req.log);
      return { success: true, message: PAYMENT_MESSAGES.cardReady, url };
    },
  );

  app.post(
    '/net-30/create/:orderId',
    {
      schema: {
        tags,
        summary: 'Create and send a Net 30 invoice; payment status becomes unpaid',
        description: owner,
        params: OrderIdParams,
        response: { 200: Net30Created },
      },
    },
    async (req) => ({
      success: true,
      message: PAYMENT_MESSAGES.net30Created,
      result: await payments.createNet30Invoice(requireCustomer(req), req.params.orderId, req.log),
    }),
  );

  app.post(
    '/bank-transfer/create/:orderId',
    {
      schema: {
        tags,
        summary: 'Start a bank transfer; payment status becomes Awaiting Payment',
        description: owner,
        params: OrderIdParams,
        response: { 200: CheckoutStarted },
      },
    },
    async (req) => {
      const { url } = await payments.startBankTransfer(requireCustomer(req), req.params.orderId, req.log);
      return { success: true, message: PAYMENT_MESSAGES.bankTransferReady, url };
    },
  );
};
