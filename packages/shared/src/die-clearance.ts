/**
 * Recommended total die clearance for turret punching (decision 016): the shop's reading of the
 * clearance charts in Mate Precision Tooling's and Wilson Tool's thick-turret catalogs. Total
 * clearance is the die opening minus the punch size (both sides together), as a percentage of
 * the sheet thickness; it grows with the sheet's shear strength and with its thickness.
 * The values are a starting point to check against the maker's current catalog, not a guarantee.
 */

/** Sheet groups that share one clearance row. */
export const MATERIAL_CLASSES = ['aluminium', 'copper-brass', 'mild-steel', 'high-strength-steel', 'stainless-steel', 'titanium'] as const;
export type MaterialClass = (typeof MATERIAL_CLASSES)[number];

export const MATERIAL_CLASS_NAMES: Record<MaterialClass, string> = {
  aluminium: 'Aluminium',
  'copper-brass': 'Copper and brass',
  'mild-steel': 'Mild steel',
  'high-strength-steel': 'High-strength steel',
  'stainless-steel': 'Stainless steel',
  titanium: 'Titanium',
};

/** One thickness range of a material: sheets up to `upToMm` (inclusive) take `percent` of their thickness. */
export interface ClearanceBand {
  upToMm: number;
  percent: number;
}

/** The table: rows by material, bands by thickness in ascending order; the last band reaches 6.35 mm (1/4"). */
export const DIE_CLEARANCE_TABLE: Record<MaterialClass, readonly ClearanceBand[]> = {
  aluminium: [
    { upToMm: 2.5, percent: 15 },
    { upToMm: 5.0, percent: 20 },
    { upToMm: 6.35, percent: 25 },
  ],
  'copper-brass': [
    { upToMm: 2.5, percent: 15 },
    { upToMm: 6.35, percent: 20 },
  ],
  'mild-steel': [
    { upToMm: 3.0, percent: 20 },
    { upToMm: 6.35, percent: 25 },
  ],
  'high-strength-steel': [
    { upToMm: 3.0, percent: 25 },
    { upToMm: 6.35, percent: 30 },
  ],
  'stainless-steel': [
    { upToMm: 2.5, percent: 25 },
    { upToMm: 5.0, percent: 30 },
    { upToMm: 6.35, percent: 35 },
  ],
  titanium: [
    { upToMm: 2.0, percent: 25 },
    { upToMm: 6.35, percent: 30 },
  ],
};

/** The thickest sheet the table covers: thicker plate needs the tool maker's advice. */
export const MAX_TABLE_THICKNESS_MM = 6.35;

/**
 * Words of a sheet material's name (the DROPDOWN_SHEET_MATERIAL option, which staff may rename)
 * that tell its row; checked in this order, so 'High-Strength Steel' is not read as mild steel.
 */
const MATERIAL_WORDS: [RegExp, MaterialClass][] = [
  [/stainless|inox|\b30[14]\b|\b316l?\b/i, 'stainless-steel'],
  [/titan/i, 'titanium'],
  [/high.?strength|\bs355\b|\bhsla\b|\bdomex\b|\bhardox\b/i, 'high-strength-steel'],
  [/alumin/i, 'aluminium'],
  [/copper|brass|bronze/i, 'copper-brass'],
  [/mild|galvani[sz]ed|pre.?painted|cold.?rolled|hot.?rolled|\bdc0\d\b|\bcrs\b|\bsteel\b/i, 'mild-steel'],
];

/** The table row of a material name or value ('Stainless Steel 304', 'aluminium-5052'); null when unknown. */
export function materialClassOf(material: string): MaterialClass | null {
  const text = material.replace(/[-_]/g, ' ');
  return MATERIAL_WORDS.find(([re]) => re.test(text))?.[1] ?? null;
}

/**
 * The thickness in mm of a DROPDOWN_SHEET_THICKNESS option: its name ('2.0 mm (0.079 in)') or
 * value ('2-0-mm'); the first number, read as mm unless only inches are written. Null when none.
 */
export function thicknessMmOf(text: string): number | null {
  const plain = text.trim().replace(/^(\d+)-(\d+)(?=-?mm\b)/i, '$1.$2');
  const m = /(\d+(?:[.,]\d+)?)\s*(mm|in(?:ch)?\b|")?/i.exec(plain);
  if (!m) return null;
  const value = Number(m[1].replace(',', '.'));
  if (!(value > 0)) return null;
  return m[2] && !/^mm$/i.test(m[2]) ? Math.round(value * 25.4 * 100) / 100 : value;
}

export interface ClearanceAdvice {
  materialClass: MaterialClass;
  thicknessMm: number;
  percent: number;
  /** Total clearance in mm, rounded to 0.01 mm. */
  clearanceMm: number;
  /** The band's range as a buyer reads it: 'up to 2.5 mm', '2.5–5.0 mm'. */
  band: string;
}

const mm = (n: number) => `${Number.isInteger(n) ? n.toFixed(1) : String(n)} mm`;

/**
 * The recommended total clearance of a sheet; null when the sheet is thicker than the table
 * reaches (the buyer should ask). A thickness on a band's edge takes that band (≤ upToMm).
 */
export function recommendClearance(materialClass: MaterialClass, thicknessMm: number): ClearanceAdvice | null {
  if (!(thicknessMm > 0)) return null;
  const bands = DIE_CLEARANCE_TABLE[materialClass];
  const i = bands.findIndex((b) => thicknessMm <= b.upToMm + 1e-9);
  if (i < 0) return null;
  const band = bands[i];
  const from = i === 0 ? null : bands[i - 1].upToMm;
  return {
    materialClass,
    thicknessMm,
    percent: band.percent,
    clearanceMm: Math.round(thicknessMm * band.percent) / 100,
    band: from === null ? `up to ${mm(band.upToMm)}` : `${mm(from).replace(' mm', '')}–${mm(band.upToMm)}`,
  };
}

/**
 * How near a die's clearance must be to the advice to count as the right one: half the step
 * between stock clearances (0.05 mm) or a tenth of the advice, whichever is larger.
 */
export const clearanceTolerance = (adviceMm: number): number => Math.max(0.025, adviceMm * 0.1);

/** The stock clearance nearest the advice; on a tie the larger, which wears the punch less. */
export function nearestClearance(adviceMm: number, available: readonly number[]): number | null {
  let best: number | null = null;
  for (const c of available) {
    if (best === null) best = c;
    else {
      const d = Math.abs(c - adviceMm) - Math.abs(best - adviceMm);
      if (d < -1e-9 || (Math.abs(d) <= 1e-9 && c > best)) best = c;
    }
  }
  return best;
}

/** The clearance in mm a die's variant or option names ('Clearance 0.15 mm', '0.20 mm'); null when none. */
export function clearanceMmOf(text: string): number | null {
  const m = /(\d+(?:\.\d+)?)\s*mm\b/i.exec(text);
  return m ? Number(m[1]) : null;
}
