import { z } from 'zod';

/** POST /ups/shipping/charge. */
export const ShippingChargeAnswer = z.object({
  success: z.boolean(),
  result: z.object({ shippingCharges: z.number().describe('Dollars') }),
});
export type ShippingChargeAnswer = z.infer<typeof ShippingChargeAnswer>;

/** POST /ups/shipping/address/{userId}: the address as saved. */
export const ShippingAddressAnswer = z.object({ success: z.boolean(), message: z.string(), result: z.record(z.string(), z.string()) });
export type ShippingAddressAnswer = z.infer<typeof ShippingAddressAnswer>;

/** A shipping service the checkout offers (issue 30, decision 031); the order freezes the chosen one. */
export const ShippingOptionView = z.object({
  service_code: z.string().describe("UPS service code ('03' Ground, '02' 2nd Day Air…) or 'TABLE' for the rate table"),
  service_name: z.string(),
  charge: z.number().describe('Dollars'),
  delivery_days: z.number().int().nullable().describe('Business days in transit UPS guarantees; null when none'),
  source: z.enum(['ups', 'table']),
});
export type ShippingOptionView = z.infer<typeof ShippingOptionView>;

/** GET /shipping/options: the services for the cart to the saved address, cheapest first. */
export const ShippingOptionsAnswer = z.object({
  success: z.boolean(),
  result: z.array(ShippingOptionView),
  notice: z.string().nullable().describe('Set when UPS did not answer and the rate table stands in'),
});
export type ShippingOptionsAnswer = z.infer<typeof ShippingOptionsAnswer>;

export const SHIPPING_MESSAGES = {
  upsUnavailable: 'UPS rates are not available right now, so standard shipping from our rate table is offered instead.',
  serviceNotOffered: 'This shipping service is not offered for your order. Please choose one of the services shown at checkout.',
  cartChanged: 'Your cart or address changed while the order was being placed. Please check the shipping and place the order again.',
} as const;

/** The service an order was shipped with, as frozen when it was placed (decision 031). */
export const ShippingServiceChosen = z.object({
  service_code: z.string(),
  service_name: z.string(),
  source: z
    .enum(['ups', 'table'])
    .describe("Where the charge came from: UPS's rating, or the rate table (UPS not configured or not answering)"),
});
export type ShippingServiceChosen = z.infer<typeof ShippingServiceChosen>;
