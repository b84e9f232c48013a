import { z } from 'zod';
import { PAYMENT_METHOD_TYPES } from '../orders.js';

/** Card checkout and bank transfer: where the storefront sends the customer. */
export const CheckoutStarted = z.object({
  success: z.boolean(),
  message: z.string(),
  url: z.string().describe("Where the storefront sends the customer: Stripe's page, or /demo-pay/… with the demo provider"),
});
export type CheckoutStarted = z.infer<typeof CheckoutStarted>;

/** POST /payment/stripe/net-30/create/{orderId}. */
export const Net30Created = z.object({
  success: z.boolean(),
  message: z.string(),
  result: z.object({ due_date: z.number().int().describe('When the invoice is due, epoch seconds') }),
});
export type Net30Created = z.infer<typeof Net30Created>;

/** The payment provider's webhook. */
export const WebhookReceived = z.object({ received: z.boolean() });
export type WebhookReceived = z.infer<typeof WebhookReceived>;

/** GET /payment/methods: the ways to pay this shop offers now, in the checkout's order. */
export const PaymentMethodsAnswer = z.object({
  result: z.array(z.object({ type: z.enum(PAYMENT_METHOD_TYPES), label: z.string() })),
  demo: z.boolean().describe('Payments run on the demo provider: no money moves, the checkout says so'),
});
export type PaymentMethodsAnswer = z.infer<typeof PaymentMethodsAnswer>;
