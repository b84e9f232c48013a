import { centsToDollars, formatPrice, moneyReceived, paymentResultPath } from '@northbend/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { DemoProvider } from '../../integrations/payments/demo-provider.js';
import type { PaymentOutcome } from '../../integrations/payments/payment-provider.js';
import { receivePaymentEvent, type PaymentChangeHook } from './apply-payment-event.js';
import { demoBankTransferPage, demoCheckoutPage, demoMessagePage } from './demo-page-html.js';
import type { OrderRow } from '../orders/index.js';
import { findOrderByReference } from './queries.js';

/** Each page's buttons and the event each one sends; 'cancel' sends none. */
const KINDS = {
  checkout: { prefix: 'demo_cs_', render: demoCheckoutPage, actions: { pay: 'paid', decline: 'failed', cancel: null } },
  'bank-transfer': { prefix: 'demo_bt_', render: demoBankTransferPage, actions: { received: 'paid', failed: 'failed', cancel: null } },
} as const satisfies Record<string, { prefix: string; render: unknown; actions: Record<string, PaymentOutcome | null> }>;

const PageParams = z.object({ kind: z.enum(['checkout', 'bank-transfer']), ref: z.string().max(80) });
const PageForm = z.object({ token: z.string().max(100), action: z.enum(['pay', 'decline', 'received', 'failed', 'cancel']) });

interface DemoPagesOptions {
  db: Database;
  onChange?: PaymentChangeHook;
  demo: DemoProvider;
  brandName: string;
  publicUrl: string;
}

/**
 * The demo provider's payment pages, outside /api/v1 and only while the demo provider is active
 * (app.ts). A page is reached only through its unguessable reference, and its buttons carry a
 * token derived from it; each button sends a signed demo event through the same code as Stripe's
 * webhooks, then returns the customer to the storefront's payment result page.
 */
export const demoPayRoutes: FastifyPluginAsyncZod<DemoPagesOptions> = async (app, { db, demo, brandName, publicUrl, onChange }) => {
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_req, body, done) =>
    done(null, Object.fromEntries(new URLSearchParams(body as string))),
  );
  const headers = {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
    'referrer-policy': 'no-referrer',
    'x-robots-tag': 'noindex',
    // The form posts here and the answer redirects to the storefront (PUBLIC_URL).
    'content-security-policy': `default-src 'none'; style-src 'unsafe-inline'; form-action 'self' ${new URL(publicUrl).origin}; frame-ancestors 'none'; base-uri 'none'`,
  };
  const resultUrl = (order: OrderRow) => `${publicUrl}${paymentResultPath(moneyReceived(order.paymentStatus), order.orderNumber)}`;
  const notFoundPage = (reply: FastifyReply) =>
    reply
      .code(404)
      .headers(headers)
      .send(demoMessagePage(brandName, 'Payment not found', 'This payment link is not valid. Start the payment again from your order.'));

  /** The demo order behind a page's reference, if the reference is one of that kind of page. */
  async function orderOf(kind: keyof typeof KINDS, ref: string): Promise<OrderRow | undefined> {
    if (!ref.startsWith(KINDS[kind].prefix)) return undefined;
    const order = await findOrderByReference(db, ref);
    return order?.paymentResponse.provider === 'demo' ? order : undefined;
  }

  app.get('/demo-pay/:kind/:ref', { schema: { hide: true, params: PageParams } }, async (req, reply) => {
    const { kind, ref } = req.params;
    const order = await orderOf(kind, ref);
    if (!order) return notFoundPage(reply);
    if (moneyReceived(order.paymentStatus)) {
      return reply.headers(headers).send(
        demoMessagePage(brandName, 'Order paid', `Order ${order.orderNumber} has already been paid.`, {
          href: resultUrl(order),
          label: 'Back to the shop',
        }),
      );
    }
    const total = formatPrice(centsToDollars(order.totalCents));
    const items = order.lines.map((line) => line.product.name);
    const view = {
      brandName,
      orderNumber: order.orderNumber,
      items,
      total,
      action: `/demo-pay/${kind}/${ref}`,
      token: demo.pageToken(ref),
    };
    return reply.headers(headers).send(KINDS[kind].render(view));
  });

  app.post('/demo-pay/:kind/:ref', { schema: { hide: true, params: PageParams, body: PageForm } }, async (req, reply) => {
    const { kind, ref } = req.params;
    const order = await orderOf(kind, ref);
    if (!order) return notFoundPage(reply);
    if (!demo.isPageToken(ref, req.body.token)) {
      return reply
        .code(403)
        .headers(headers)
        .send(demoMessagePage(brandName, 'Payment refused', 'This form has expired. Open the payment page again.'));
    }
    const actions: Record<string, PaymentOutcome | null> = KINDS[kind].actions;
    const outcome = actions[req.body.action];
    if (outcome === undefined)
      return reply
        .code(400)
        .headers(headers)
        .send(demoMessagePage(brandName, 'Payment refused', 'This button does not belong to this page.'));
    if (outcome && !moneyReceived(order.paymentStatus)) {
      const signed = demo.signEvent({
        type: `demo.${kind}.${req.body.action}`,
        orderNumber: order.orderNumber,
        reference: ref,
        amountCents: order.totalCents,
        currency: order.currency,
        outcome,
      });
      await receivePaymentEvent({ db, provider: demo, onChange }, signed.body, signed.headers, req.log);
    }
    const after = (await findOrderByReference(db, ref)) ?? order;
    return reply.redirect(resultUrl(after), 303);
  });
};
