import type { Variant, VariantOption } from '@northbend/shared';

/**
 * Placeholder data of /product-variant-example (spec section 2: a demo template, not live).
 * One variant of each kind the configuration UI handles: both units, one unit, missing limits,
 * options only, an option with a 'More info' link, no image, and nothing to choose.
 */
const created = (hour: number) => `2024-03-06T${String(hour).padStart(2, '0')}:00:00.000Z`;

const coating: VariantOption = {
  variant_options_id: 'example-coating',
  variant_options_name: 'Coating',
  variant_options_link: 0,
  variant_options_lists: [
    { variant_options_child_name: 'TiCN', variant_options_child_price: 38, variant_options_child_is_default: false },
    { variant_options_child_name: 'Uncoated', variant_options_child_price: 0, variant_options_child_is_default: true },
    { variant_options_child_name: 'TiN', variant_options_child_price: 24, variant_options_child_is_default: false },
  ],
};

const clearance: VariantOption = {
  variant_options_id: 'example-clearance',
  variant_options_name: 'Die Clearance',
  variant_options_link: 5,
  variant_options_lists: [
    { variant_options_child_name: '0.10 mm', variant_options_child_price: 0, variant_options_child_is_default: false },
    { variant_options_child_name: '0.20 mm', variant_options_child_price: 0, variant_options_child_is_default: true },
    { variant_options_child_name: '0.30 mm (thick plate)', variant_options_child_price: 12.5, variant_options_child_is_default: false },
  ],
};

const noMeasurement = { mm_status: false, in_status: false, mm: { min: null, max: null }, in: { min: null, max: null } };

const variant = (v: Partial<Variant> & Pick<Variant, '_id' | 'variant_name' | 'variant_sku' | 'variant_order'>): Variant => ({
  variant_price: 0,
  variant_image: '/images/products/round-punch.png',
  createdAt: created(v.variant_order + 8),
  variant_description: '',
  variant_measurement: noMeasurement,
  variant_options: [],
  ...v,
});

export const EXAMPLE_VARIANTS: Variant[] = [
  variant({
    _id: 'example-custom',
    variant_name: 'Custom Diameter (both units)',
    variant_sku: 'EX-RP-CUSTOM',
    variant_order: 1,
    variant_price: 64.5,
    variant_description: 'Ground to the diameter you enter, in millimetres or inches. Pick a coating for longer life.',
    variant_measurement: { mm_status: true, in_status: true, mm: { min: 1.6, max: 31.7 }, in: { min: 0.063, max: 1.248 } },
    variant_options: [coating],
  }),
  variant({
    _id: 'example-mm',
    variant_name: 'Metric Length',
    variant_sku: 'EX-RP-MM',
    variant_order: 2,
    variant_price: 58,
    variant_description: 'Only a metric size can be entered for this one.',
    variant_measurement: { mm_status: true, in_status: false, mm: { min: 20, max: 835 }, in: { min: null, max: null } },
  }),
  variant({
    _id: 'example-missing',
    variant_name: 'Limits Missing',
    variant_sku: 'EX-RP-NOLIM',
    variant_order: 3,
    variant_price: 58,
    variant_image: '',
    variant_description:
      'Inches enabled but no limits entered: any value shows the missing-limits message. No image: the default one shows.',
    variant_measurement: { mm_status: false, in_status: true, mm: { min: null, max: null }, in: { min: null, max: null } },
  }),
  variant({
    _id: 'example-options',
    variant_name: 'Die With Clearance Choice',
    variant_sku: 'EX-RD-CLR',
    variant_order: 4,
    variant_price: 42,
    variant_image: '/images/products/round-die.png',
    variant_description: 'Options only; the clearance option links to more information.',
    variant_options: [clearance, coating],
  }),
  variant({
    _id: 'example-plain',
    variant_name: 'Standard',
    variant_sku: 'EX-RP-STD',
    variant_order: 5,
    variant_price: 36,
    variant_description: 'Nothing to choose: the options button is disabled.',
  }),
];

export const EXAMPLE_PRODUCT_NAME = 'Example Round Punch – B Station';
