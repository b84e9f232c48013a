/**
 * Measurement rules of a variant (spec sections 4 and 5), shared by the storefront's variant
 * configuration and the server's cart checks. Pure functions: no DOM, no I/O.
 */
export type MeasurementUnit = 'MM' | 'IN';

/** A bound may arrive as a number, a numeric string (stored JSON) or be missing. */
export type BoundValue = number | string | null | undefined;

export interface MeasurementBounds {
  min: BoundValue;
  max: BoundValue;
}

/** A variant's variant_measurement as the catalog API returns it. */
export interface VariantMeasurement {
  mm_status: boolean;
  in_status: boolean;
  mm: MeasurementBounds;
  in: MeasurementBounds;
}

/** The cart's variant_measurement_selected (spec section 3). */
export interface MeasurementSelected {
  type: MeasurementUnit;
  value: number;
  min: number;
  max: number;
}

export type MeasurementCheck = { ok: true; value: number; min: number; max: number } | { ok: false; message: string };

export const MEASUREMENT_MESSAGES = {
  notNumeric: 'Enter a valid numeric value.',
  outOfRange: (min: number, max: number, unit: MeasurementUnit) => `Please enter a value between ${min} ${unit} and ${max} ${unit}.`,
  boundsMissing: (unit: MeasurementUnit) => `Max and min values for ${unit} not found.`,
  notANumber: 'Min, max, or input value is not a valid number.',
} as const;

// Spec: optional minus, digits, optional decimal part. '1.' and '.5' are accepted (people type
// them); exponents ('1e3'), a plus sign, commas and a lone '-' or '.' are not.
const NUMERIC_INPUT = /^-?(?:\d+\.?\d*|\.\d+)$/;

/** The units a variant can be measured in, IN first because it is the default. */
export function enabledUnits(measurement: VariantMeasurement | null | undefined): MeasurementUnit[] {
  if (!measurement) return [];
  return [...(measurement.in_status ? (['IN'] as const) : []), ...(measurement.mm_status ? (['MM'] as const) : [])];
}

/** Spec: the default unit is IN if enabled, else MM; null when the variant takes no measurement. */
export function defaultUnit(measurement: VariantMeasurement | null | undefined): MeasurementUnit | null {
  return enabledUnits(measurement)[0] ?? null;
}

/** The bounds of one unit, or null when that unit is not enabled for the variant. */
export function boundsOf(measurement: VariantMeasurement, unit: MeasurementUnit): MeasurementBounds | null {
  if (unit === 'IN') return measurement.in_status ? measurement.in : null;
  return measurement.mm_status ? measurement.mm : null;
}

const isMissing = (b: BoundValue): boolean => b === null || b === undefined || (typeof b === 'string' && b.trim() === '');

function toNumber(b: BoundValue): number {
  if (typeof b === 'number') return b;
  const text = String(b).trim();
  return NUMERIC_INPUT.test(text) ? Number(text) : Number.NaN;
}

/**
 * Checks a typed measurement against the selected unit's bounds (inclusive). Surrounding
 * whitespace is ignored. Order of checks, first failure wins:
 * 1. the input's form: 'Enter a valid numeric value.' (what the user just typed comes first);
 * 2. a missing min or max: 'Max and min values for {unit} not found.';
 * 3. a bound that is not a number, or an input too large to be a finite number:
 *    'Min, max, or input value is not a valid number.';
 * 4. the range: 'Please enter a value between {min} {unit} and {max} {unit}.'
 * `{unit}` is the selected unit as the unit select shows it: 'MM' or 'IN'.
 */
export function validateMeasurement(input: string, unit: MeasurementUnit, bounds: MeasurementBounds | null | undefined): MeasurementCheck {
  const text = input.trim();
  if (!NUMERIC_INPUT.test(text)) return { ok: false, message: MEASUREMENT_MESSAGES.notNumeric };
  if (!bounds || isMissing(bounds.min) || isMissing(bounds.max)) return { ok: false, message: MEASUREMENT_MESSAGES.boundsMissing(unit) };
  const value = Number(text);
  const min = toNumber(bounds.min);
  const max = toNumber(bounds.max);
  if (![value, min, max].every(Number.isFinite)) return { ok: false, message: MEASUREMENT_MESSAGES.notANumber };
  if (value < min || value > max) return { ok: false, message: MEASUREMENT_MESSAGES.outOfRange(min, max, unit) };
  return { ok: true, value, min, max };
}

/** A unit's limits as the variants table shows them: 'min - max', or 'N/A' when missing or off. */
export function formatBounds(bounds: MeasurementBounds | null | undefined): string {
  if (!bounds || isMissing(bounds.min) || isMissing(bounds.max)) return 'N/A';
  return `${bounds.min} - ${bounds.max}`;
}
