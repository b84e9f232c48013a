import type { Parcel } from '../../integrations/ups/rating-request.js';

/** The heaviest parcel the shop packs (decision 031): a carton one person lifts; UPS takes up to 150 lb. */
export const PARCEL_MAX_LB = 50;

/** Pieces of one kind in the cart: the weight and box of one piece, and how many. */
export interface PackingItem {
  weightLb: number;
  quantity: number;
  dimensionsIn?: { length: number; width: number; height: number };
}

/**
 * The packing rule (decision 031): in cart order, pieces are poured into the open parcel until the
 * next piece would take it over PARCEL_MAX_LB, then a new parcel is opened; a piece heavier than
 * that ships alone in its own box. A parcel of exactly one piece carries that piece's box
 * dimensions (the carrier may bill it by size); a mixed parcel is rated by weight only. Counted by
 * arithmetic, not piece by piece, so a line of 5,000 punches costs no more than a line of 5.
 */
export function packParcels(items: readonly PackingItem[], maxLb = PARCEL_MAX_LB): Parcel[] {
  const parcels: { weightLb: number; pieces: number; only?: PackingItem }[] = [];
  let open: (typeof parcels)[number] | null = null;
  for (const item of items) {
    let left = item.quantity;
    if (left <= 0 || item.weightLb <= 0) continue;
    if (item.weightLb > maxLb) {
      for (let i = 0; i < left; i++) parcels.push({ weightLb: item.weightLb, pieces: 1, only: item });
      continue;
    }
    const perParcel = Math.floor(maxLb / item.weightLb);
    if (open) {
      const fits = Math.min(left, Math.floor((maxLb - open.weightLb) / item.weightLb + 1e-9));
      if (fits > 0) {
        open.weightLb += fits * item.weightLb;
        open.pieces += fits;
        open.only = undefined;
        left -= fits;
      }
    }
    while (left > 0) {
      const pieces = Math.min(left, perParcel);
      open = { weightLb: pieces * item.weightLb, pieces, only: pieces === 1 ? item : undefined };
      parcels.push(open);
      left -= pieces;
    }
  }
  return parcels.map((p) => ({
    weightLb: Math.round(p.weightLb * 100) / 100,
    ...(p.pieces === 1 && p.only?.dimensionsIn && { dimensionsIn: p.only.dimensionsIn }),
  }));
}
