import { describe, expect, it } from 'vitest';
import { boundsOf, defaultUnit, enabledUnits, formatBounds, validateMeasurement, type VariantMeasurement } from './measurement.js';

const measurement = (over: Partial<VariantMeasurement> = {}): VariantMeasurement => ({
  mm_status: true,
  in_status: true,
  mm: { min: 20, max: 835 },
  in: { min: 0.787, max: 32.874 },
  ...over,
});

const mm = { min: 20, max: 835 };
const notNumeric = { ok: false, message: 'Enter a valid numeric value.' };

describe('defaultUnit', () => {
  it('is IN when inches are enabled, else MM, else null', () => {
    expect(defaultUnit(measurement())).toBe('IN');
    expect(defaultUnit(measurement({ in_status: false }))).toBe('MM');
    expect(defaultUnit(measurement({ in_status: false, mm_status: false }))).toBeNull();
    expect(defaultUnit(null)).toBeNull();
  });
  it('lists only enabled units, IN first', () => {
    expect(enabledUnits(measurement())).toEqual(['IN', 'MM']);
    expect(enabledUnits(measurement({ mm_status: false }))).toEqual(['IN']);
  });
  it('gives the bounds of an enabled unit only', () => {
    expect(boundsOf(measurement(), 'MM')).toEqual(mm);
    expect(boundsOf(measurement({ in_status: false }), 'IN')).toBeNull();
  });
});

describe('validateMeasurement', () => {
  it('accepts numbers within the bounds, both ends included', () => {
    expect(validateMeasurement('20', 'MM', mm)).toEqual({ ok: true, value: 20, min: 20, max: 835 });
    expect(validateMeasurement('835', 'MM', mm)).toMatchObject({ ok: true, value: 835 });
    expect(validateMeasurement('412.5', 'MM', mm)).toMatchObject({ ok: true, value: 412.5 });
  });

  it("rejects anything that is not optional minus, digits, decimal: 'Enter a valid numeric value.'", () => {
    for (const input of ['abc', '', '   ', '-', '.', '1e3', '+5', '1,5', '1.2.3', '12a', '1 2', '0x10', 'Infinity', 'NaN']) {
      expect(validateMeasurement(input, 'MM', mm), input).toEqual(notNumeric);
    }
  });

  it("accepts '1.' and '.5' and ignores surrounding whitespace", () => {
    const inches = { min: 0.1, max: 2 };
    expect(validateMeasurement('1.', 'IN', inches)).toMatchObject({ ok: true, value: 1 });
    expect(validateMeasurement('.5', 'IN', inches)).toMatchObject({ ok: true, value: 0.5 });
    expect(validateMeasurement('  1.25\t', 'IN', inches)).toMatchObject({ ok: true, value: 1.25 });
  });

  it('handles negative numbers and negative bounds', () => {
    expect(validateMeasurement('-3', 'MM', { min: -5, max: 5 })).toMatchObject({ ok: true, value: -3 });
    expect(validateMeasurement('-5', 'MM', { min: -5, max: 5 })).toMatchObject({ ok: true, value: -5 });
    expect(validateMeasurement('-.5', 'MM', { min: -1, max: 0 })).toMatchObject({ ok: true, value: -0.5 });
    expect(validateMeasurement('-1', 'MM', mm)).toEqual({ ok: false, message: 'Please enter a value between 20 MM and 835 MM.' });
  });

  it("names the selected unit's bounds when outside them", () => {
    expect(validateMeasurement('19.99', 'MM', mm)).toEqual({ ok: false, message: 'Please enter a value between 20 MM and 835 MM.' });
    expect(validateMeasurement('835.01', 'MM', mm)).toEqual({ ok: false, message: 'Please enter a value between 20 MM and 835 MM.' });
    expect(validateMeasurement('40', 'IN', { min: 0.787, max: 32.874 })).toEqual({
      ok: false,
      message: 'Please enter a value between 0.787 IN and 32.874 IN.',
    });
  });

  it("reports missing bounds: 'Max and min values for {unit} not found.'", () => {
    expect(validateMeasurement('5', 'IN', { min: null, max: null })).toEqual({
      ok: false,
      message: 'Max and min values for IN not found.',
    });
    expect(validateMeasurement('5', 'MM', { min: 1, max: undefined })).toEqual({
      ok: false,
      message: 'Max and min values for MM not found.',
    });
    expect(validateMeasurement('5', 'MM', { min: ' ', max: 10 })).toEqual({ ok: false, message: 'Max and min values for MM not found.' });
    expect(validateMeasurement('5', 'MM', null)).toEqual({ ok: false, message: 'Max and min values for MM not found.' });
  });

  it("reports bounds that are not numbers, and inputs too large to be finite: 'Min, max, or input value is not a valid number.'", () => {
    const message = 'Min, max, or input value is not a valid number.';
    expect(validateMeasurement('5', 'MM', { min: 'abc', max: 10 })).toEqual({ ok: false, message });
    expect(validateMeasurement('5', 'MM', { min: 1, max: Number.NaN })).toEqual({ ok: false, message });
    expect(validateMeasurement('5', 'MM', { min: 1, max: Number.POSITIVE_INFINITY })).toEqual({ ok: false, message });
    expect(validateMeasurement('9'.repeat(400), 'MM', { min: 1, max: 10 })).toEqual({ ok: false, message });
  });

  it('reads numeric string bounds from stored JSON', () => {
    expect(validateMeasurement('25', 'MM', { min: '20', max: '835' })).toEqual({ ok: true, value: 25, min: 20, max: 835 });
  });

  it('checks the input form before the bounds', () => {
    expect(validateMeasurement('abc', 'MM', { min: null, max: null })).toEqual(notNumeric);
  });
});

describe('formatBounds', () => {
  it("shows 'min - max', or 'N/A' when a bound is missing", () => {
    expect(formatBounds(mm)).toBe('20 - 835');
    expect(formatBounds({ min: 0.787, max: 32.874 })).toBe('0.787 - 32.874');
    expect(formatBounds({ min: null, max: 10 })).toBe('N/A');
    expect(formatBounds(null)).toBe('N/A');
  });
});
