import { z } from 'zod';
import { COMPANY_ROLES } from '../company.js';
import { ORDER_STATUSES, PAYMENT_METHOD_TYPES, PAYMENT_STATUSES, SHIPPING_STATUSES } from '../orders.js';
import { PaginationInfo } from '../schemas/common.js';

/** Answers of the back office's customer calls (/api/v1/admin/customers…); the admin UI's types. */

export const AdminCustomerRow = z.object({
  _id: z.string(),
  name: z.string(),
  email: z.string(),
  company: z.string(),
  verified: z.boolean(),
  disabled: z.boolean(),
  order_count: z.number(),
  createdAt: z.string(),
});
export type AdminCustomerRow = z.infer<typeof AdminCustomerRow>;

export const AdminCustomerPage = z.object({ result: z.array(AdminCustomerRow), paginationInfo: PaginationInfo });
export type AdminCustomerPage = z.infer<typeof AdminCustomerPage>;

export const AdminCustomerDetail = AdminCustomerRow.extend({
  company_id: z.string().describe("The customer's company (issue 26): /api/v1/admin/companies/{company_id}"),
  company_name: z.string().describe("The company's name (the customer's own business name is `company`)"),
  company_role: z.enum(COMPANY_ROLES),
  phone: z.string(),
  address: z.string(),
  verified_at: z.string().nullable(),
  disabled_at: z.string().nullable(),
  machine_makes: z.array(z.string()).describe('Names of the machine makes in the profile'),
  machine_models: z.array(z.string()).describe("Names of the machine models, with their make ('Trumpf TruPunch 5000')"),
  sheet_materials: z.array(z.string()).describe("Names of the profile's sheet materials ('Stainless Steel 304')"),
  sheet_thicknesses: z.array(z.string()).describe("Names of the profile's sheet thicknesses ('3.0 mm (0.118 in)')"),
  shipping_address: z.record(z.string(), z.string()).nullable(),
  po_required: z.boolean().describe('Every order of this customer must carry their PO number'),
  counts: z.object({ order: z.number(), cart: z.number(), wishlist: z.number() }),
  recent_orders: z.array(
    z.object({
      _id: z.string(),
      order_id: z.string(),
      createdAt: z.string(),
      status: z.enum(ORDER_STATUSES),
      payment_type: z.enum(PAYMENT_METHOD_TYPES),
      payment_status: z.enum(PAYMENT_STATUSES),
      shipping_status: z.enum(SHIPPING_STATUSES),
      total: z.number(),
    }),
  ),
});
export type AdminCustomerDetail = z.infer<typeof AdminCustomerDetail>;

export const AdminCustomerAnswer = z.object({ result: AdminCustomerDetail });
export type AdminCustomerAnswer = z.infer<typeof AdminCustomerAnswer>;

export const AdminCustomerActionAnswer = z.object({ message: z.string(), result: AdminCustomerDetail });
export type AdminCustomerActionAnswer = z.infer<typeof AdminCustomerActionAnswer>;
