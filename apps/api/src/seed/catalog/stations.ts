import { fmt1, mmToIn } from './util.js';

/** Thick-turret station sizes: the largest shape (diagonal for rectangles) that fits each. */
export const STATIONS = {
  A: { maxMm: 12.7, inch: '1/2"', basePrice: 4800 },
  B: { maxMm: 31.7, inch: '1-1/4"', basePrice: 7400 },
  C: { maxMm: 50.8, inch: '2"', basePrice: 12900 },
  D: { maxMm: 88.9, inch: '3-1/2"', basePrice: 22900 },
  E: { maxMm: 114.3, inch: '4-1/2"', basePrice: 33900 },
} as const;

export type Station = keyof typeof STATIONS;

/** Smallest station whose holder clears a shape of this size (diagonal for non-round). */
export function stationFor(sizeMm: number): Station {
  for (const s of Object.keys(STATIONS) as Station[]) if (sizeMm <= STATIONS[s].maxMm) return s;
  return 'E';
}

export const diagonal = (w: number, l: number): number => Math.sqrt(w * w + l * l);

/** 'A Station (1/2")' as used in descriptions. */
export const stationText = (s: Station): string => `${s} station (${STATIONS[s].inch})`;

/** '10.0 mm (0.394")' */
export const mmIn = (mm: number): string => `${fmt1(mm)} mm (${mmToIn(mm).toFixed(3)}")`;

/** Thickest sheet a punch of this smallest dimension can pierce without buckling. */
export function sheetLimits(minDimMm: number): { mild: string; stainless: string } {
  const mild = Math.min(6.0, Math.max(0.8, Math.floor(minDimMm * 10) / 10));
  const stainless = Math.min(4.0, Math.max(0.5, Math.floor((minDimMm / 2) * 10) / 10));
  return { mild: fmt1(mild), stainless: fmt1(stainless) };
}
