import { z } from 'zod';

/**
 * Something the shop could not finish on its own and a person must look at (decision 022), e.g. an
 * order refunded at the payment provider whose cancellation could not be saved.
 */
export const AdminAlert = z.object({
  id: z.number(),
  kind: z.string().describe("What happened, e.g. 'order.cancel_not_finished'"),
  entity_type: z.string().describe("What it concerns, e.g. 'order'"),
  entity_id: z.string().nullable(),
  about: z.string().describe('What staff know it by, e.g. the order number'),
  title: z.string(),
  detail: z.string().describe('What happened and what to check'),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  resolved_by: z.string().nullable().describe('The email of the staff user who resolved it'),
  resolution: z.string().nullable(),
});
export type AdminAlert = z.infer<typeof AdminAlert>;

export const AdminAlertAnswer = z.object({ message: z.string(), result: AdminAlert });
export type AdminAlertAnswer = z.infer<typeof AdminAlertAnswer>;
