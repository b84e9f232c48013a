import { describe, expect, it } from 'vitest';
import { packParcels } from './packing.js';

const BOX = { length: 14, width: 10, height: 8 };

describe('the packing rule (decision 031)', () => {
  it('pours pieces into parcels of at most 50 lb in cart order', () => {
    expect(
      packParcels([
        { weightLb: 4, quantity: 3 },
        { weightLb: 2, quantity: 2 },
      ]),
    ).toEqual([{ weightLb: 16 }]);
    // 30 × 4 lb: 12 per parcel (48 lb), then 12, then 6.
    expect(packParcels([{ weightLb: 4, quantity: 30 }])).toEqual([{ weightLb: 48 }, { weightLb: 48 }, { weightLb: 24 }]);
    // The open parcel takes what still fits of the next line.
    expect(
      packParcels([
        { weightLb: 45, quantity: 1 },
        { weightLb: 2, quantity: 5 },
      ]),
    ).toEqual([{ weightLb: 49 }, { weightLb: 6 }]);
  });

  it('ships a piece heavier than 50 lb alone, and a lone piece in its own box with its dimensions', () => {
    expect(packParcels([{ weightLb: 72.5, quantity: 2, dimensionsIn: BOX }])).toEqual([
      { weightLb: 72.5, dimensionsIn: BOX },
      { weightLb: 72.5, dimensionsIn: BOX },
    ]);
    expect(packParcels([{ weightLb: 30, quantity: 1, dimensionsIn: BOX }])).toEqual([{ weightLb: 30, dimensionsIn: BOX }]);
    expect(
      packParcels([
        { weightLb: 30, quantity: 1, dimensionsIn: BOX },
        { weightLb: 5, quantity: 1 },
      ]),
    ).toEqual([{ weightLb: 35 }]);
  });

  it('counts a large quantity without a parcel per piece', () => {
    const parcels = packParcels([{ weightLb: 0.25, quantity: 5_000 }]);
    expect(parcels).toHaveLength(25);
    expect(parcels.every((p) => p.weightLb === 50)).toBe(true);
  });

  it('packs nothing for an empty cart or weightless lines', () => {
    expect(packParcels([])).toEqual([]);
    expect(packParcels([{ weightLb: 0, quantity: 3 }])).toEqual([]);
  });
});
