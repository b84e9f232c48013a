import { z } from 'zod';
import { COMPANY_ROLES } from '../company.js';

/** The API shape of a customer (customerView); the serializer drops any key not listed here. */
export const CustomerResult = z.object({
  _id: z.string(),
  user_name: z.string(),
  user_email: z.string(),
  user_mobile_number: z.string(),
  user_business_name: z.string(),
  user_machine_make_ids: z.array(z.string()),
  user_machine_model_ids: z.array(z.string()),
  user_sheet_material: z.array(z.string()),
  user_sheet_thickness: z.array(z.string()),
  user_address: z.string(),
  user_profile: z.string().describe("Public path of the profile photo under /images/profiles/, or '' for none"),
  user_shipping: z.object({ shipment_address: z.record(z.string(), z.string()).nullable() }),
  user_counts: z.object({ order: z.number(), wishlist: z.number(), cart: z.number() }).optional(),
  user_po_required: z.boolean().describe('Staff require a purchase order number on every order of this customer'),
  user_company: z
    .object({
      _id: z.string(),
      company_name: z.string(),
      company_role: z.enum(COMPANY_ROLES),
      order_limit: z.number().nullable().describe("A buyer's most per order in dollars, shipping included; null: no limit"),
    })
    .describe('The company this customer buys for (issue 26)'),
  createdAt: z.string(),
});
export type CustomerResult = z.infer<typeof CustomerResult>;

/** GET /customer/{id}. */
export const CustomerAnswer = z.object({ status: z.boolean(), result: CustomerResult });
export type CustomerAnswer = z.infer<typeof CustomerAnswer>;

/** PUT /customer/update/{id}. */
export const ProfileUpdatedAnswer = z.object({ status: z.boolean(), message: z.string(), result: CustomerResult });
export type ProfileUpdatedAnswer = z.infer<typeof ProfileUpdatedAnswer>;
