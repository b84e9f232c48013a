import { z } from 'zod';

/** {orderId} of the payment calls: the order id customers see ('NB-100001'); an unknown one is a 404. */
export const OrderIdParams = z.object({ orderId: z.string().trim().min(1, 'please provide id').max(40, 'This order was not found.') });

export const CheckoutStarted = z.object({
  success: z.boolean(),
  message: z.string(),
  url: z.string().describe("Where the storefront sends the customer: Stripe's page, or /demo-pay/… with the demo provider"),
});

export const Net30Created = z.object({
  success: z.boolean(),
  message: z.string(),
  result: z.object({ due_date: z.number().int().describe('When the invoice is due, epoch seconds') }),
});

export const WebhookReceived = z.object({ received: z.boolean() });
