import { describe, expect, it } from 'vitest';
import { configurationOf } from './cart-line-text';

describe('configurationOf', () => {
  it('names the measurement with its unit, then each chosen option', () => {
    const options = [
      { variant_options_id: 'o1', variant_options_name: 'Coating', variant_options_child_name: 'TiN', variant_options_child_price: 24 },
      {
        variant_options_id: 'o2',
        variant_options_name: 'Die Clearance',
        variant_options_child_name: '0.20 mm',
        variant_options_child_price: 0,
      },
    ];
    expect(
      configurationOf({
        variant_measurement_selected: { type: 'IN', value: 0.5, min: 0.063, max: 1.248 },
        variant_options_selected: options,
      }),
    ).toEqual(['Measurement: 0.5 IN', 'Coating: TiN', 'Die Clearance: 0.20 mm']);
  });

  it('is empty for a variant with nothing chosen', () => {
    expect(configurationOf({ variant_measurement_selected: null, variant_options_selected: [] })).toEqual([]);
  });
});
