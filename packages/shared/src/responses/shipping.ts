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
