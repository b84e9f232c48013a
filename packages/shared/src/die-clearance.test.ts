import { describe, expect, it } from 'vitest';
import {
  DIE_CLEARANCE_TABLE,
  MATERIAL_CLASSES,
  MAX_TABLE_THICKNESS_MM,
  clearanceMmOf,
  materialClassOf,
  nearestClearance,
  recommendClearance,
  thicknessMmOf,
} from './die-clearance.js';

describe('die clearance table (decision 016)', () => {
  it('rises with thickness within each material and reaches 1/4" plate', () => {
    for (const m of MATERIAL_CLASSES) {
      const bands = DIE_CLEARANCE_TABLE[m];
      for (let i = 1; i < bands.length; i++) {
        expect(bands[i].upToMm, m).toBeGreaterThan(bands[i - 1].upToMm);
        expect(bands[i].percent, m).toBeGreaterThan(bands[i - 1].percent);
      }
      expect(bands.at(-1)?.upToMm, m).toBe(MAX_TABLE_THICKNESS_MM);
    }
  });

  it('orders the materials as the catalogs do: aluminium below mild steel below stainless', () => {
    for (const t of [0.8, 2, 3.5, 6]) {
      const pct = (m: (typeof MATERIAL_CLASSES)[number]) => recommendClearance(m, t)!.percent;
      expect(pct('aluminium')).toBeLessThan(pct('stainless-steel'));
      expect(pct('aluminium')).toBeLessThanOrEqual(pct('mild-steel'));
      expect(pct('mild-steel')).toBeLessThan(pct('stainless-steel'));
    }
  });

  it('recommends total clearance in mm from the band the sheet falls in, edges inclusive', () => {
    expect(recommendClearance('stainless-steel', 2)).toEqual({
      materialClass: 'stainless-steel',
      thicknessMm: 2,
      percent: 25,
      clearanceMm: 0.5,
      band: 'up to 2.5 mm',
    });
    expect(recommendClearance('stainless-steel', 2.5)).toMatchObject({ percent: 25, clearanceMm: 0.63, band: 'up to 2.5 mm' });
    expect(recommendClearance('stainless-steel', 3)).toMatchObject({ percent: 30, clearanceMm: 0.9, band: '2.5–5.0 mm' });
    expect(recommendClearance('mild-steel', 1)).toMatchObject({ percent: 20, clearanceMm: 0.2 });
    expect(recommendClearance('mild-steel', 3)).toMatchObject({ percent: 20, clearanceMm: 0.6 });
    expect(recommendClearance('mild-steel', 4)).toMatchObject({ percent: 25, clearanceMm: 1, band: '3.0–6.35 mm' });
    expect(recommendClearance('aluminium', 1.2)).toMatchObject({ percent: 15, clearanceMm: 0.18 });
    expect(recommendClearance('aluminium', 0.7)).toMatchObject({ clearanceMm: 0.11 });
  });

  it('gives no advice beyond the table or for no thickness', () => {
    expect(recommendClearance('mild-steel', 8)).toBeNull();
    expect(recommendClearance('mild-steel', 0)).toBeNull();
    expect(recommendClearance('mild-steel', Number.NaN)).toBeNull();
  });

  it("reads the material row from the profile dropdown's names and values", () => {
    expect(materialClassOf('Stainless Steel 304')).toBe('stainless-steel');
    expect(materialClassOf('stainless-steel-316')).toBe('stainless-steel');
    expect(materialClassOf('High-Strength Steel (S355)')).toBe('high-strength-steel');
    expect(materialClassOf('Galvanised Steel')).toBe('mild-steel');
    expect(materialClassOf('pre-painted-steel')).toBe('mild-steel');
    expect(materialClassOf('Aluminium 5052')).toBe('aluminium');
    expect(materialClassOf('Aluminum 6061')).toBe('aluminium');
    expect(materialClassOf('Brass')).toBe('copper-brass');
    expect(materialClassOf('Titanium Grade 2')).toBe('titanium');
    expect(materialClassOf('Polycarbonate')).toBeNull();
  });

  it("reads the thickness from the dropdown's names and values", () => {
    expect(thicknessMmOf('2.0 mm (0.079 in)')).toBe(2);
    expect(thicknessMmOf('2-0-mm')).toBe(2);
    expect(thicknessMmOf('0-7-mm')).toBe(0.7);
    expect(thicknessMmOf('1,5 mm')).toBe(1.5);
    expect(thicknessMmOf('0.125 in')).toBe(3.18);
    expect(thicknessMmOf('3')).toBe(3);
    expect(thicknessMmOf('thick')).toBeNull();
  });

  it('picks the stock clearance nearest the advice, the larger on a tie', () => {
    expect(nearestClearance(0.5, [0.1, 0.2, 0.3, 0.4, 0.5])).toBe(0.5);
    expect(nearestClearance(0.35, [0.2, 0.3, 0.4])).toBe(0.4);
    expect(nearestClearance(1.2, [0.2, 0.3, 0.4, 0.6])).toBe(0.6);
    expect(nearestClearance(0.5, [])).toBeNull();
    expect(clearanceMmOf('Clearance 0.15 mm')).toBe(0.15);
    expect(clearanceMmOf('0.20 mm')).toBe(0.2);
    expect(clearanceMmOf('Standard Land')).toBeNull();
  });
});
