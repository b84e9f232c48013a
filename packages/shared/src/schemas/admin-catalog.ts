import { z } from 'zod';
import { PageQuery } from './common.js';

/**
 * What staff send to create or change a product (issue 12): the spec's section 3 field names.
 * Prices are dollars with at most two decimals; the server stores cents. The same schema checks
 * the back office's form, the API and every row of a CSV import, so a message reads the same
 * wherever the mistake was made. Each message names its field.
 */

export const PRODUCT_NAME_MAX = 200;
export const PART_NUMBER_MAX = 60;
export const PRODUCT_DESCRIPTION_MAX = 20_000;
export const PRODUCT_PRICE_MAX = 1_000_000;
export const PRODUCT_QUANTITY_MAX = 1_000_000;
export const VARIANTS_PER_PRODUCT_MAX = 200;
export const OPTIONS_PER_VARIANT_MAX = 20;
export const CHILDREN_PER_OPTION_MAX = 50;
/** Spec: variant_options_link 5 means the option links to an info page; 0 means no link. */
export const VARIANT_OPTION_LINKS = [0, 5] as const;

const text = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} is too long (${max} characters at most)`);

const requiredText = (field: string, max: number) => text(field, max).min(1, `${field} is required`);

/** A part number: letters, digits and - . / _ (what a tooling maker prints on a punch). */
const partNumber = (field: string) =>
  requiredText(field, PART_NUMBER_MAX).regex(/^[A-Za-z0-9][A-Za-z0-9._/-]*$/, `${field} may hold only letters, digits and - . / _`);

const dollars = (field: string, max = PRODUCT_PRICE_MAX) =>
  z
    .number({ message: `${field} must be a number` })
    .finite(`${field} must be a number`)
    .min(0, `${field} cannot be negative`)
    .max(max, `${field} is too large`)
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, `${field} may have at most two decimals`);

const ids = (field: string) =>
  z.array(z.uuid({ message: `${field} must hold valid ids` }), { message: `${field} must be a list of ids` }).max(500);

const bound = (field: string) =>
  z
    .number({ message: `${field} must be a number` })
    .finite(`${field} must be a number`)
    .min(0, `${field} cannot be negative`)
    .max(100_000, `${field} is too large`)
    .nullable()
    .optional();

/** The heaviest piece UPS takes in one parcel; the longest side it takes (issue 30, decision 031). */
export const SHIPPING_WEIGHT_MAX_LB = 150;
export const SHIPPING_SIDE_MAX_IN = 108;

/** Shipping weight of one piece in pounds (decision 031); null: the category's default, then the shop's 2 lb. */
export const ShippingWeightInput = (field: string) =>
  z
    .number({ message: `${field} must be a weight in pounds, or null` })
    .finite(`${field} must be a weight in pounds, or null`)
    .positive(`${field} must be more than 0 lb`)
    .max(SHIPPING_WEIGHT_MAX_LB, `${field} is more than the ${SHIPPING_WEIGHT_MAX_LB} lb UPS takes in one parcel`)
    .nullable();

const side = (field: string) =>
  z
    .number({ message: `${field} must be a length in inches` })
    .finite(`${field} must be a length in inches`)
    .positive(`${field} must be more than 0 in`)
    .max(SHIPPING_SIDE_MAX_IN, `${field} is longer than the ${SHIPPING_SIDE_MAX_IN} in UPS takes`);

/** The box of one piece in inches (decision 031); null: none known, the parcel is rated by weight. */
export const ShippingBoxInput = (field: string) =>
  z
    .object(
      { length: side(`${field}.length`), width: side(`${field}.width`), height: side(`${field}.height`) },
      { message: `${field} must be {length, width, height} in inches, or null` },
    )
    .nullable();

export const VariantMeasurementInput = z
  .object({
    mm_status: z.boolean({ message: 'variant_measurement.mm_status must be true or false' }).default(false),
    in_status: z.boolean({ message: 'variant_measurement.in_status must be true or false' }).default(false),
    mm: z.object({ min: bound('variant_measurement.mm.min'), max: bound('variant_measurement.mm.max') }).default({}),
    in: z.object({ min: bound('variant_measurement.in.min'), max: bound('variant_measurement.in.max') }).default({}),
  })
  .superRefine((m, ctx) => {
    for (const unit of ['mm', 'in'] as const) {
      if (!m[`${unit}_status`]) continue;
      const { min, max } = m[unit];
      if (min == null || max == null) {
        ctx.addIssue({
          code: 'custom',
          path: [unit],
          message: `variant_measurement.${unit}: enter both min and max when ${unit} is enabled`,
        });
      } else if (min > max) {
        ctx.addIssue({ code: 'custom', path: [unit], message: `variant_measurement.${unit}: min must not be greater than max` });
      }
    }
  });
export type VariantMeasurementInput = z.infer<typeof VariantMeasurementInput>;

export const VariantOptionChildInput = z.object({
  variant_options_child_name: requiredText('variant_options_child_name', 100),
  variant_options_child_price: dollars('variant_options_child_price'),
  variant_options_child_is_default: z.boolean({ message: 'variant_options_child_is_default must be true or false' }).default(false),
});
export type VariantOptionChildInput = z.infer<typeof VariantOptionChildInput>;

export const VariantOptionInput = z
  .object({
    variant_options_name: requiredText('variant_options_name', 100),
    variant_options_link: z
      .union(
        VARIANT_OPTION_LINKS.map((v) => z.literal(v)),
        { message: `variant_options_link must be one of ${VARIANT_OPTION_LINKS.join(', ')}` },
      )
      .default(0),
    variant_options_lists: z
      .array(VariantOptionChildInput, { message: 'variant_options_lists must be a list' })
      .min(1, 'variant_options_lists needs at least one choice')
      .max(CHILDREN_PER_OPTION_MAX, `variant_options_lists holds at most ${CHILDREN_PER_OPTION_MAX} choices`),
  })
  .superRefine((o, ctx) => {
    // At most one default: the storefront preselects it. None is allowed on purpose, for a choice
    // the buyer must make (a punch's key angle must match the station's key position).
    const defaults = o.variant_options_lists.filter((c) => c.variant_options_child_is_default).length;
    if (defaults > 1) {
      ctx.addIssue({
        code: 'custom',
        path: ['variant_options_lists'],
        message: `variant_options_lists of "${o.variant_options_name}" has more than one default choice`,
      });
    }
    const names = o.variant_options_lists.map((c) => c.variant_options_child_name.toLowerCase());
    if (new Set(names).size !== names.length) {
      ctx.addIssue({
        code: 'custom',
        path: ['variant_options_lists'],
        message: `variant_options_lists of "${o.variant_options_name}" has the same choice twice`,
      });
    }
  });
export type VariantOptionInput = z.infer<typeof VariantOptionInput>;

/**
 * A product's status (issue 28, docs/decisions/029-product-drafts.md): a draft is seen only in the
 * back office; a published product is live, from `product_publish_at` when that is set; archived
 * is the back office's archive (it leaves the storefront, stays on past orders).
 */
export const PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;
export type ProductStatus = (typeof PRODUCT_STATUSES)[number];

export const ProductStatusInput = z.enum(PRODUCT_STATUSES, { message: `product_status must be one of: ${PRODUCT_STATUSES.join(', ')}` });

/** An ISO date and time with its offset ("2026-12-01T08:00:00Z", "…+01:00"), or null: published at once. */
const PUBLISH_AT_MESSAGE = 'product_publish_at must be an ISO date and time (2026-12-01T08:00:00Z) or null';
export const ProductPublishAtInput = z
  .union([z.iso.datetime({ offset: true, message: PUBLISH_AT_MESSAGE }), z.null()], { message: PUBLISH_AT_MESSAGE })
  .transform((v) => (v === null ? null : new Date(v).toISOString()));

export const PRICE_TIERS_MAX = 10;

/**
 * Volume breaks for everyone (issue 27): from `min_quantity` pieces a line costs `discount_percent`
 * less. A break starts at 2 pieces or more (one piece is the list price) and each further break
 * must lower the price more; stored in quantity order.
 */
export const PriceTiersInput = (field: string) =>
  z
    .array(
      z.object({
        min_quantity: z
          .number({ message: `${field}: min_quantity must be a whole number` })
          .int(`${field}: min_quantity must be a whole number`)
          .min(2, `${field}: a volume break starts at 2 pieces or more`)
          .max(100_000, `${field}: min_quantity is too large`),
        discount_percent: z
          .number({ message: `${field}: discount_percent must be a number` })
          .gt(0, `${field}: discount_percent must be more than 0`)
          .lt(100, `${field}: discount_percent must be less than 100`)
          .refine((n) => Math.round(n * 100) === n * 100, `${field}: discount_percent has at most two decimals`),
      }),
      { message: `${field} must be a list` },
    )
    .max(PRICE_TIERS_MAX, `${field} holds at most ${PRICE_TIERS_MAX} breaks`)
    .transform((tiers) => [...tiers].sort((a, b) => a.min_quantity - b.min_quantity))
    .superRefine((tiers, ctx) => {
      tiers.forEach((t, i) => {
        const before = tiers[i - 1];
        if (before && before.min_quantity === t.min_quantity)
          ctx.addIssue({ code: 'custom', message: `${field}: ${t.min_quantity} pieces has two breaks` });
        else if (before && before.discount_percent >= t.discount_percent)
          ctx.addIssue({
            code: 'custom',
            message: `${field}: the break at ${t.min_quantity} pieces must give more off than the one at ${before.min_quantity}`,
          });
      });
    });

export const VariantInput = z.object({
  /** Present when an existing variant is changed; absent for a new one. */
  _id: z.uuid({ message: 'variant _id must be a valid id' }).optional(),
  variant_name: requiredText('variant_name', 100),
  variant_sku: partNumber('variant_sku'),
  variant_price: dollars('variant_price'),
  variant_order: z
    .number({ message: 'variant_order must be a whole number' })
    .int('variant_order must be a whole number')
    .min(0)
    .max(10_000)
    .optional(),
  variant_description: text('variant_description', 2000).default(''),
  variant_image: text('variant_image', 500).default(''),
  variant_measurement: VariantMeasurementInput.default({ mm_status: false, in_status: false, mm: {}, in: {} }),
  variant_options: z
    .array(VariantOptionInput, { message: 'variant_options must be a list' })
    .max(OPTIONS_PER_VARIANT_MAX, `variant_options holds at most ${OPTIONS_PER_VARIANT_MAX} options`)
    .default([]),
  /** Absent: the variant keeps its breaks (a client that does not know them changes nothing). */
  variant_price_tiers: PriceTiersInput('variant_price_tiers').optional(),
  /** The variant's own stock; null: none of its own, the product's applies. Absent: kept as it is (a new variant: null). */
  variant_quantity: z
    .number({ message: 'variant_quantity must be a whole number or null' })
    .int('variant_quantity must be a whole number')
    .min(0, 'variant_quantity cannot be negative')
    .max(PRODUCT_QUANTITY_MAX, 'variant_quantity is too large')
    .nullable()
    .optional(),
  /** Absent: kept as they are (a new variant: none, the product's apply). */
  variant_shipping_weight: ShippingWeightInput('variant_shipping_weight').optional(),
  variant_shipping_dimensions: ShippingBoxInput('variant_shipping_dimensions').optional(),
});
export type VariantInput = z.infer<typeof VariantInput>;

export const ProductImageInput = z.object({
  url: requiredText('product_images.url', 500).regex(/^\/images\//, 'product_images.url must be an uploaded image (/images/…)'),
  alt: text('product_images.alt', 200).default(''),
});
export type ProductImageInput = z.infer<typeof ProductImageInput>;

export const ProductInput = z
  .object({
    product_name: requiredText('product_name', PRODUCT_NAME_MAX),
    /** Optional: generated from the name when absent. */
    product_slug: text('product_slug', 200)
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'product_slug may hold only lower-case letters, digits and single hyphens')
      .optional()
      .or(z.literal('').transform(() => undefined)),
    product_sku: partNumber('product_sku'),
    product_description: text('product_description', PRODUCT_DESCRIPTION_MAX).default(''),
    product_price: dollars('product_price'),
    product_quantity: z
      .number({ message: 'product_quantity must be a whole number' })
      .int('product_quantity must be a whole number')
      .min(0, 'product_quantity cannot be negative')
      .max(PRODUCT_QUANTITY_MAX, 'product_quantity is too large')
      .default(0),
    product_images: z.array(ProductImageInput).max(20, 'product_images holds at most 20 images').default([]),
    product_category_ids: ids('product_category_ids').min(1, 'product_category_ids needs at least one category'),
    product_machine_make_ids: ids('product_machine_make_ids').default([]),
    product_machine_model_ids: ids('product_machine_model_ids').default([]),
    /** Keyword dropdown values (e.g. sheet material and thickness), by dropdown id. */
    product_keywords: z.record(z.string().max(60), z.array(z.string().max(60)).max(50)).default({}),
    product_variants: z
      .array(VariantInput, { message: 'product_variants must be a list' })
      .max(VARIANTS_PER_PRODUCT_MAX, `product_variants holds at most ${VARIANTS_PER_PRODUCT_MAX} variants`)
      .default([]),
    /** Absent: the product keeps its breaks. They also hold for its variants that have none. */
    product_price_tiers: PriceTiersInput('product_price_tiers').optional(),
    /** Absent: a new product is published (as before issue 28), a saved one keeps its status. */
    product_status: ProductStatusInput.optional(),
    /** Absent: kept (none for a new product). Only a published product waits for it. */
    product_publish_at: ProductPublishAtInput.optional(),
    /** Absent: kept (none for a new product: its category's default weight applies). */
    product_shipping_weight: ShippingWeightInput('product_shipping_weight').optional(),
    product_shipping_dimensions: ShippingBoxInput('product_shipping_dimensions').optional(),
  })
  .superRefine((p, ctx) => {
    const skus = p.product_variants.map((v) => v.variant_sku.toUpperCase());
    const seen = new Set<string>();
    skus.forEach((sku, i) => {
      if (seen.has(sku))
        ctx.addIssue({
          code: 'custom',
          path: ['product_variants', i, 'variant_sku'],
          message: `variant_sku ${p.product_variants[i]!.variant_sku} is used twice`,
        });
      seen.add(sku);
    });
  });
export type ProductInput = z.infer<typeof ProductInput>;
export type ProductInputBody = z.input<typeof ProductInput>;

/** A slug from a product or category name: 'Thick Turret Round Punch Ø 28.0 mm' → 'thick-turret-round-punch-28-0-mm'. */
export function slugify(name: string): string {
  return name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 120)
    .replace(/-+$/g, '');
}

/** `?category_id=` with nothing after it means no filter, as a form's empty select sends it. */
const optionalId = (field: string) =>
  z.preprocess((v) => (v === '' ? undefined : v), z.uuid({ message: `${field} must be a valid id` }).optional());

export const ARCHIVED_FILTERS = ['exclude', 'only', 'include'] as const;
/** The list's status filter: 'scheduled' is published with a publish time still to come; 'published' is live now. */
export const PRODUCT_STATUS_FILTERS = ['draft', 'scheduled', 'published', 'archived'] as const;
export type ProductStatusFilter = (typeof PRODUCT_STATUS_FILTERS)[number];
export type ArchivedFilter = (typeof ARCHIVED_FILTERS)[number];

/** GET /api/v1/admin/products: the back office's product list. */
export const AdminProductQuery = PageQuery.extend({
  search: z
    .string()
    .trim()
    .max(200, 'search is too long')
    .optional()
    .transform((v) => v || undefined)
    .describe('Product name, part number or variant part number; partial, any case'),
  category_id: optionalId('category_id'),
  make_id: optionalId('make_id'),
  model_id: optionalId('model_id'),
  archived: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(ARCHIVED_FILTERS, { message: `archived must be one of: ${ARCHIVED_FILTERS.join(', ')}` }).default('exclude'),
  ),
  /** Given: only products of this status (archived ones for 'archived', whatever `archived` says). */
  status: z.preprocess(
    (v) => (v === '' ? undefined : v),
    z.enum(PRODUCT_STATUS_FILTERS, { message: `status must be one of: ${PRODUCT_STATUS_FILTERS.join(', ')}` }).optional(),
  ),
});
export type AdminProductQuery = z.infer<typeof AdminProductQuery>;
