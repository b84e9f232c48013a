import { describe, expect, it } from 'vitest';
import { configuredVariantText, measurementText, optionChildText, optionChoiceText } from './configured-variant.js';

const options = [
  { variant_options_id: 'o1', variant_options_name: 'Coating', variant_options_child_name: 'TiN', variant_options_child_price: 24 },
  {
    variant_options_id: 'o2',
    variant_options_name: 'Die Clearance',
    variant_options_child_name: '0.20 mm',
    variant_options_child_price: 0,
  },
];
const measured = {
  variant_measurement_selected: { type: 'IN' as const, value: 0.5, min: 0.063, max: 1.248 },
  variant_options_selected: options,
};

describe('configuredVariantText', () => {
  it('names the measurement with its unit, then each chosen option', () => {
    expect(configuredVariantText(measured)).toEqual(['Measurement: 0.5 IN', 'Coating: TiN', 'Die Clearance: 0.20 mm']);
  });

  it('adds every choice its price when asked, a free one included', () => {
    expect(configuredVariantText(measured, { prices: true, currencySymbol: '€' })).toEqual([
      'Measurement: 0.5 IN',
      'Coating: TiN (+€24.00)',
      'Die Clearance: 0.20 mm (+€0.00)',
    ]);
  });

  it('is empty for a variant with nothing chosen', () => {
    expect(configuredVariantText({ variant_measurement_selected: null, variant_options_selected: [] })).toEqual([]);
  });
});

describe('the parts', () => {
  it('gives the measurement with or without the unit limits', () => {
    const m = { type: 'IN' as const, value: 1.25, min: 0.5, max: 3 };
    expect(measurementText(m)).toBe('Measurement: 1.25 IN');
    expect(measurementText(m, true)).toBe('Measurement: 1.25 IN (0.5–3 IN)');
  });

  it('gives a choice with its price only when one is given', () => {
    expect(optionChildText('TiN')).toBe('TiN');
    expect(optionChildText('TiN', 1234.5)).toBe('TiN (+$1,234.50)');
    expect(optionChoiceText('Coating', 'TiN', 12)).toBe('Coating: TiN (+$12.00)');
  });
});
