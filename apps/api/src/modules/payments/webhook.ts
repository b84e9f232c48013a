import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { WebhookReceived } from '@northbend/shared';
import { InvalidSignatureError } from '../../integrations/payments/payment-provider.js';
import { badRequest } from '../../lib/http-errors.js';
import { receivePaymentEvent, type ReceiveDeps } from './apply-payment-event.js';

export const INVALID_SIGNATURE = 'Invalid signature.';

/**
 * POST /payment/stripe/webhook: Stripe's events (or the demo provider's, when it is active).
 *
 * The signature is an HMAC over the exact bytes sent, so this plugin, and only this plugin, keeps
 * JSON bodies as a Buffer (Fastify's encapsulation limits the parser to the routes registered here).
 * Answers: 400 'Invalid signature.' for a missing, forged or stale signature; 200 for everything
 * verified, including a replay and an event about no order of ours (Stripe retries any other
 * answer for days, and another integration on the same account is not an error here). A database
 * failure is a 500, the transaction rolls back, and Stripe's retry applies the event later.
 */
export const paymentWebhookRoutes: FastifyPluginAsyncZod<ReceiveDeps> = async (app, { db, provider, onChange }) => {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => done(null, body));

  app.post(
    '/webhook',
    {
      schema: {
        tags: ['payment'],
        summary: 'Payment provider events (Stripe webhook, signed with the Stripe-Signature header)',
        response: { 200: WebhookReceived },
      },
    },
    async (req) => {
      if (!Buffer.isBuffer(req.body)) throw badRequest(INVALID_SIGNATURE);
      try {
        await receivePaymentEvent({ db, provider, onChange }, req.body, req.headers, req.log);
      } catch (err) {
        if (!(err instanceof InvalidSignatureError)) throw err;
        req.log.warn({ reason: err.message }, 'payment webhook refused: bad signature');
        throw badRequest(INVALID_SIGNATURE);
      }
      return { received: true };
    },
  );
};
