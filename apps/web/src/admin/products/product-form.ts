import type { AdminProduct, AdminVariant, ProductInputBody } from '@northbend/shared';
import { newStatusForm, statusFormOf, statusInputOf, type StatusForm } from './product-status';

/**
 * The product editor's state: the spec's field names, as ProductInput takes them, except that
 * figures stay the text the editor typed (a price field may hold '12.' or 'abc' for a moment) and
 * every list item carries a `key` of its own, so React and the error messages follow an item
 * when it moves. `toInput` turns it into the API's body; ProductInput then checks that body.
 */
export interface BoundsForm {
  min: string;
  max: string;
}

export interface OptionChildForm {
  key: string;
  variant_options_child_name: string;
  variant_options_child_price: string;
  variant_options_child_is_default: boolean;
}

export interface OptionForm {
  key: string;
  variant_options_name: string;
  variant_options_link: 0 | 5;
  variant_options_lists: OptionChildForm[];
}

/** A volume break (issue 27): from this many pieces, this much off the list price. */
export interface TierForm {
  key: string;
  min_quantity: string;
  discount_percent: string;
}

export interface VariantForm {
  key: string;
  /** Absent for a variant not saved yet. */
  _id?: string;
  /** On a placed order: removing it archives it (the server decides; the editor says so). */
  ordered: boolean;
  variant_name: string;
  variant_sku: string;
  variant_price: string;
  variant_description: string;
  variant_image: string;
  variant_measurement: { mm_status: boolean; in_status: boolean; mm: BoundsForm; in: BoundsForm };
  variant_options: OptionForm[];
  /** The variant's own breaks; none: the product's hold. */
  variant_price_tiers: TierForm[];
  /** The variant's own stock; '': none of its own, the product's applies (issue 28). */
  variant_quantity: string;
  /** Pounds per piece (issue 30); '': the product's weight applies. Its box is kept as stored (API and CSV). */
  variant_shipping_weight: string;
}

export interface ImageForm {
  key: string;
  url: string;
  alt: string;
}

export interface ProductForm extends StatusForm {
  product_name: string;
  product_slug: string;
  /** False while the slug follows the name; true once the editor typed one (or it was saved). */
  slug_edited: boolean;
  product_sku: string;
  product_description: string;
  product_price: string;
  product_quantity: string;
  product_images: ImageForm[];
  product_category_ids: string[];
  product_machine_make_ids: string[];
  product_machine_model_ids: string[];
  product_keywords: Record<string, string[]>;
  product_variants: VariantForm[];
  /** Volume breaks for everyone, on the product and its variants without breaks of their own. */
  product_price_tiers: TierForm[];
  /** One piece's shipping weight (lb) and box (in), as typed (issue 30); '': none. */
  product_shipping_weight: string;
  product_shipping_length: string;
  product_shipping_width: string;
  product_shipping_height: string;
}

let lastKey = 0;
/** A key for a new list item, unique on the page. */
export const newKey = (prefix: string): string => `${prefix}-${++lastKey}`;

/** A figure as the form shows it: '' for none. */
const figure = (n: number | null | undefined): string => (n === null || n === undefined ? '' : String(n));
/** Dollars as the form shows them: 12 → '12.00'. */
const dollarsText = (n: number): string => n.toFixed(2);

const noShipping = { product_shipping_weight: '', product_shipping_length: '', product_shipping_width: '', product_shipping_height: '' };

export const emptyProduct = (): ProductForm => ({
  product_name: '',
  product_slug: '',
  slug_edited: false,
  product_sku: '',
  product_description: '',
  product_price: '',
  product_quantity: '0',
  product_images: [],
  product_category_ids: [],
  product_machine_make_ids: [],
  product_machine_model_ids: [],
  product_keywords: {},
  product_variants: [],
  product_price_tiers: [],
  ...noShipping,
  ...newStatusForm(),
});

export const emptyChild = (isDefault = false): OptionChildForm => ({
  key: newKey('child'),
  variant_options_child_name: '',
  variant_options_child_price: '0.00',
  variant_options_child_is_default: isDefault,
});

export const emptyOption = (): OptionForm => ({
  key: newKey('option'),
  variant_options_name: '',
  variant_options_link: 0,
  variant_options_lists: [emptyChild(true)],
});

export const emptyVariant = (): VariantForm => ({
  key: newKey('variant'),
  ordered: false,
  variant_name: '',
  variant_sku: '',
  variant_price: '',
  variant_description: '',
  variant_image: '',
  variant_measurement: { mm_status: false, in_status: false, mm: { min: '', max: '' }, in: { min: '', max: '' } },
  variant_options: [],
  variant_price_tiers: [],
  variant_quantity: '',
  variant_shipping_weight: '',
});

export const emptyTier = (): TierForm => ({ key: newKey('tier'), min_quantity: '', discount_percent: '' });

const tierForms = (tiers: { min_quantity: number; discount_percent: number }[]): TierForm[] =>
  tiers.map((t) => ({ key: newKey('tier'), min_quantity: String(t.min_quantity), discount_percent: String(t.discount_percent) }));

function variantForm(v: AdminVariant): VariantForm {
  const m = v.variant_measurement;
  return {
    key: newKey('variant'),
    _id: v._id,
    ordered: v.ordered,
    variant_name: v.variant_name,
    variant_sku: v.variant_sku,
    variant_price: dollarsText(v.variant_price),
    variant_description: v.variant_description,
    variant_image: v.variant_image,
    variant_measurement: {
      mm_status: m.mm_status,
      in_status: m.in_status,
      mm: { min: figure(m.mm.min), max: figure(m.mm.max) },
      in: { min: figure(m.in.min), max: figure(m.in.max) },
    },
    variant_options: v.variant_options.map((o) => ({
      key: newKey('option'),
      variant_options_name: o.variant_options_name,
      variant_options_link: o.variant_options_link === 5 ? 5 : 0,
      variant_options_lists: o.variant_options_lists.map((c) => ({
        key: newKey('child'),
        variant_options_child_name: c.variant_options_child_name,
        variant_options_child_price: dollarsText(c.variant_options_child_price),
        variant_options_child_is_default: c.variant_options_child_is_default,
      })),
    })),
    variant_price_tiers: tierForms(v.variant_price_tiers),
    variant_quantity: figure(v.variant_quantity),
    variant_shipping_weight: figure(v.variant_shipping_weight),
  };
}

/** A saved product in the editor. Archived variants stay on past orders and out of the editor. */
export function productForm(p: AdminProduct): ProductForm {
  return {
    product_name: p.product_name,
    product_slug: p.product_slug,
    slug_edited: true,
    product_sku: p.product_sku,
    product_description: p.product_description,
    product_price: dollarsText(p.product_price),
    product_quantity: String(p.product_quantity),
    product_images: p.product_images.map((i) => ({ key: newKey('image'), url: i.url, alt: i.alt })),
    product_category_ids: p.product_category_ids,
    product_machine_make_ids: p.product_machine_make_ids,
    product_machine_model_ids: p.product_machine_model_ids,
    product_keywords: p.product_keywords,
    product_variants: p.product_variants.filter((v) => !v.archived).map(variantForm),
    product_price_tiers: tierForms(p.product_price_tiers),
    product_shipping_weight: figure(p.product_shipping_weight),
    product_shipping_length: figure(p.product_shipping_dimensions?.length),
    product_shipping_width: figure(p.product_shipping_dimensions?.width),
    product_shipping_height: figure(p.product_shipping_dimensions?.height),
    ...statusFormOf(p),
  };
}

/**
 * What the form's text means as a figure: '' is no figure (undefined, so the schema says the
 * field is required), anything not a plain decimal is NaN (so it says 'must be a number').
 */
export function numberOf(text: string): number | undefined {
  const t = text.trim();
  if (t === '') return undefined;
  return /^-?(\d+\.?\d*|\.\d+)$/.test(t) ? Number(t) : Number.NaN;
}

const boundOf = (text: string): number | null => numberOf(text) ?? null;

/** A unit that is off keeps its bounds only when they are figures: what it holds does not matter then. */
function boundsOf(on: boolean, bounds: BoundsForm): { min: number | null; max: number | null } {
  const keep = (n: number | null) => (on || (n !== null && Number.isFinite(n)) ? n : null);
  return { min: keep(boundOf(bounds.min)), max: keep(boundOf(bounds.max)) };
}

/** Breaks as the API takes them; a half-typed figure stays a mistake for the shared rules to name. */
const tiersOf = (tiers: TierForm[]) =>
  tiers.map((t) => ({ min_quantity: numberOf(t.min_quantity) as number, discount_percent: numberOf(t.discount_percent) as number }));

/** The box as the API takes it: none when all three sides are empty; a missing side stays a mistake to name. */
function boxOf(form: ProductForm) {
  const sides = [form.product_shipping_length, form.product_shipping_width, form.product_shipping_height];
  if (sides.every((s) => s.trim() === '')) return null;
  const [length, width, height] = sides.map((s) => numberOf(s) as number);
  return { length, width, height };
}

/** The API's body (ProductInput's input): variant_order is the variant's place in the list. */
export function toInput(form: ProductForm): ProductInputBody {
  return {
    product_name: form.product_name,
    product_slug: form.product_slug,
    product_sku: form.product_sku,
    product_description: form.product_description,
    product_price: numberOf(form.product_price) as number,
    product_quantity: numberOf(form.product_quantity),
    product_images: form.product_images.map(({ url, alt }) => ({ url, alt })),
    product_category_ids: form.product_category_ids,
    product_machine_make_ids: form.product_machine_make_ids,
    product_machine_model_ids: form.product_machine_model_ids,
    product_keywords: form.product_keywords,
    product_variants: form.product_variants.map((v, i) => ({
      ...(v._id ? { _id: v._id } : {}),
      variant_name: v.variant_name,
      variant_sku: v.variant_sku,
      variant_price: numberOf(v.variant_price) as number,
      variant_order: i,
      variant_description: v.variant_description,
      variant_image: v.variant_image,
      variant_measurement: {
        mm_status: v.variant_measurement.mm_status,
        in_status: v.variant_measurement.in_status,
        mm: boundsOf(v.variant_measurement.mm_status, v.variant_measurement.mm),
        in: boundsOf(v.variant_measurement.in_status, v.variant_measurement.in),
      },
      variant_options: v.variant_options.map((o) => ({
        variant_options_name: o.variant_options_name,
        variant_options_link: o.variant_options_link,
        variant_options_lists: o.variant_options_lists.map((c) => ({
          variant_options_child_name: c.variant_options_child_name,
          variant_options_child_price: numberOf(c.variant_options_child_price) as number,
          variant_options_child_is_default: c.variant_options_child_is_default,
        })),
      })),
      variant_price_tiers: tiersOf(v.variant_price_tiers),
      variant_quantity: numberOf(v.variant_quantity) ?? null,
      variant_shipping_weight: numberOf(v.variant_shipping_weight) ?? null,
    })),
    product_price_tiers: tiersOf(form.product_price_tiers),
    product_shipping_weight: numberOf(form.product_shipping_weight) ?? null,
    product_shipping_dimensions: boxOf(form),
    ...statusInputOf(form),
  };
}

/** The form as the server would see it, to tell whether anything changed since it was loaded or saved. */
export const fingerprintOf = (form: ProductForm): string => JSON.stringify(toInput(form));
