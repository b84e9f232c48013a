import { describe, expect, it } from 'vitest';
import { fieldKey, validateProduct } from './product-errors';
import { emptyProduct, emptyVariant, toInput, type ProductForm } from './product-form';
import { placeServerMessage } from './server-message';

const CATEGORY = '11111111-1111-4111-8111-111111111111';

const form = (over: Partial<ProductForm> = {}): ProductForm => ({
  ...emptyProduct(),
  product_name: 'Punch',
  product_sku: 'TT-1',
  product_price: '10',
  product_category_ids: [CATEGORY],
  ...over,
});

describe('the product form’s mistakes', () => {
  it('keys a variant’s message by the variant, not its place, so it follows a reorder', () => {
    const a = { ...emptyVariant(), variant_name: 'A', variant_sku: 'X-1', variant_price: '1' };
    const b = { ...emptyVariant(), variant_name: 'B', variant_sku: 'x-1', variant_price: '1' };
    const errors = validateProduct(form({ product_variants: [a, b] }));
    expect([...errors]).toEqual([[fieldKey.variant(b.key, 'variant_sku'), 'variant_sku x-1 is used twice']]);
  });

  it('reads figures as the API does: blank is missing, anything but a decimal is not a number', () => {
    const errors = validateProduct(form({ product_price: '12,50', product_quantity: '' }));
    expect(errors.get('product_price')).toBe('product_price must be a number');
    expect(errors.has('product_quantity')).toBe(false);
    expect(toInput(form({ product_price: '12.5' })).product_price).toBe(12.5);
  });

  it('sends the bounds of a unit that is off only when they are figures', () => {
    const v = emptyVariant();
    v.variant_measurement = { mm_status: false, in_status: true, mm: { min: 'abc', max: '4' }, in: { min: '0.1', max: '0.2' } };
    const [sent] = toInput(form({ product_variants: [v] })).product_variants ?? [];
    expect(sent?.variant_measurement).toEqual({ mm_status: false, in_status: true, mm: { min: null, max: 4 }, in: { min: 0.1, max: 0.2 } });
  });

  it('puts the server’s refusal beside the field or the variant it names', () => {
    const v = { ...emptyVariant(), variant_sku: 'RD-10' };
    const f = form({ product_variants: [v] });
    expect(placeServerMessage(f, 'product_sku TT-1 is already used by another product')).toEqual({ key: 'product_sku' });
    expect(placeServerMessage(f, 'variant_sku RD-10 is already used by another product')).toEqual({
      key: fieldKey.variant(v.key, 'variant_sku'),
      variantKey: v.key,
    });
    expect(placeServerMessage(f, 'variant_sku RD-100 is already used by another product')).toBeNull();
    expect(placeServerMessage(f, 'The shop could not be reached.')).toBeNull();
  });
});
