import { PAYMENT_METHODS, PaymentMethodsAnswer, type PaymentMethodType } from '@northbend/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CreditTermsDefaults } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { PaymentProvider } from '../../integrations/payments/payment-provider.js';
import { allowedMethods, companyOfCustomer } from '../company/index.js';

/**
 * The methods paid through the provider: a card checkout, a Net 30 invoice and a bank transfer are
 * all made by it. Cash on delivery is collected by the driver and booked by staff.
 */
const NEEDS_PROVIDER: readonly PaymentMethodType[] = ['CREDIT_CARD', 'NET_30', 'BANK_TRANSFER'];

/** The ways to pay the shop offers with this provider (none: cash on delivery only). */
export const offeredPaymentMethods = (provider: PaymentProvider | null) =>
  PAYMENT_METHODS.filter((m) => provider !== null || !NEEDS_PROVIDER.includes(m.type));

/**
 * GET /payment/methods: public; the checkout shows only these, and says so when payments are a
 * demo. With a customer's token, only those of the company's terms (issue 27).
 */
export const paymentMethodRoutes: FastifyPluginAsyncZod<{
  provider: PaymentProvider | null;
  db: Database;
  creditTerms: CreditTermsDefaults;
}> = async (app, { provider, db, creditTerms }) => {
  const answer: PaymentMethodsAnswer = {
    result: offeredPaymentMethods(provider).map(({ type, label }) => ({ type, label })),
    demo: provider?.name === 'demo',
  };
  app.get(
    '/methods',
    {
      schema: {
        tags: ['payment'],
        summary: 'The payment methods offered now',
        description:
          'Without a payment provider (production without Stripe) only COD; demo: true when payments run on the demo provider and no money moves.',
        response: { 200: PaymentMethodsAnswer },
      },
    },
    async (req, reply) => {
      const companyId = req.viewer.kind === 'customer' ? await companyOfCustomer(db, req.viewer.customerId) : undefined;
      if (!companyId) {
        // Fixed for the life of the process: a minute of caching spares the checkout a request.
        reply.header('cache-control', 'public, max-age=60');
        return answer;
      }
      reply.header('cache-control', 'private, no-cache');
      const methods = await allowedMethods(db, companyId, creditTerms);
      return { ...answer, result: answer.result.filter((m) => methods.includes(m.type)) };
    },
  );
};
