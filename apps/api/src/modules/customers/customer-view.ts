import { centsToDollars } from '@northbend/shared';
import type { companies, customers } from '../../db/schema/index.js';

export type CustomerRow = typeof customers.$inferSelect;

/** The machine park ("my machines", issue 16): the company's since issue 26, shared by its members. */
export type MachinePark = Pick<typeof companies.$inferSelect, 'machineMakeIds' | 'machineModelIds' | 'sheetMaterials' | 'sheetThicknesses'>;

/** A customer with what their profile shows of their company. */
export type CustomerProfileRow = CustomerRow & MachinePark & { companyName: string };

export interface UserCounts {
  order: number;
  wishlist: number;
  cart: number;
}

/** The customer as the API shows it (spec section 3): never any password material. */
export function customerView(c: CustomerProfileRow, counts?: UserCounts) {
  return {
    _id: c.id,
    user_name: c.name,
    user_email: c.email,
    user_mobile_number: c.mobileNumber,
    user_business_name: c.businessName,
    user_machine_make_ids: c.machineMakeIds,
    user_machine_model_ids: c.machineModelIds,
    user_sheet_material: c.sheetMaterials,
    user_sheet_thickness: c.sheetThicknesses,
    user_address: c.address,
    user_profile: c.profileImage,
    user_shipping: { shipment_address: c.shippingAddress ?? null },
    ...(counts ? { user_counts: counts } : {}),
    // The checkout asks for a PO number before it sends the order; the server checks it again.
    user_po_required: c.poRequired,
    // The storefront shows company screens and the approval button by this; the server decides again.
    user_company: {
      _id: c.companyId,
      company_name: c.companyName,
      company_role: c.companyRole,
      order_limit: c.orderLimitCents === null ? null : centsToDollars(c.orderLimitCents),
    },
    createdAt: c.createdAt.toISOString(),
  };
}

export type CustomerView = ReturnType<typeof customerView>;
