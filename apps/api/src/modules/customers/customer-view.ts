import type { customers } from '../../db/schema/index.js';

export type CustomerRow = typeof customers.$inferSelect;

export interface UserCounts {
  order: number;
  wishlist: number;
  cart: number;
}

/** The customer as the API shows it (spec section 3): never any password material. */
export function customerView(c: CustomerRow, counts?: UserCounts) {
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
    createdAt: c.createdAt.toISOString(),
  };
}

export type CustomerView = ReturnType<typeof customerView>;
