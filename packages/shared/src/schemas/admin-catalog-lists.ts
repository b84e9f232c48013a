import { z } from 'zod';
import { ShippingWeightInput } from './admin-catalog.js';
import { RecordId } from './common.js';

/**
 * What staff send to keep the catalog's lists (issue 12): the category tree, machine makes with
 * their models, and the keyword dropdowns (sheet material, sheet thickness). The back office's
 * forms check with the same schemas; each message names its field.
 */

/** Three levels: a main category, its children, and theirs. */
export const CATEGORY_LEVELS_MAX = 3;
export const CATEGORY_NAME_MAX = 120;
export const CATEGORY_SLUG_MAX = 120;
export const MACHINE_NAME_MAX = 80;
export const KEYWORD_OPTIONS_MAX = 200;
export const KEYWORD_TEXT_MAX = 60;

const name = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .min(1, `${field} is required`)
    .max(max, `${field} is too long (${max} characters at most)`);

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** A given slug; '' (a cleared form field) means "generate it from the name". */
const categorySlug = z
  .string({ message: 'category_slug must be text' })
  .trim()
  .max(CATEGORY_SLUG_MAX, `category_slug is too long (${CATEGORY_SLUG_MAX} characters at most)`)
  .regex(SLUG, 'category_slug may hold only lower-case letters, digits and single hyphens')
  .optional()
  .or(z.literal('').transform(() => undefined));

/** An uploaded image (POST /api/v1/admin/images answers its /images/… URL), or '' for none. */
const categoryImage = z
  .string({ message: 'category_image must be text' })
  .trim()
  .max(500, 'category_image is too long')
  .regex(/^(\/images\/[^\s?#]+)?$/, 'category_image must be an uploaded image (/images/…)');

const parentId = z.uuid({ message: 'parent_category must be a category id or null' }).nullable();

const position = z
  .number({ message: 'position must be a whole number' })
  .int('position must be a whole number')
  .min(0, 'position cannot be negative')
  .max(10_000, 'position is too large');

export const CategoryCreateBody = z.object({
  category_name: name('category_name', CATEGORY_NAME_MAX),
  category_slug: categorySlug,
  /** null or absent: a main category. */
  parent_category: parentId.default(null),
  category_image: categoryImage.default(''),
  /** Sales tax applies to its products (decision 034); absent: taxable. */
  taxable: z.boolean({ message: 'taxable must be true or false' }).default(true),
  /** Pounds per piece of its products that have no weight of their own (decision 031); null or absent: its parent's, then 2 lb. */
  default_shipping_weight: ShippingWeightInput('default_shipping_weight').default(null),
});
export type CategoryCreateBody = z.infer<typeof CategoryCreateBody>;

/** Rename, new slug or image: only the fields sent change. */
export const CategoryUpdateBody = z
  .object({
    category_name: name('category_name', CATEGORY_NAME_MAX).optional(),
    category_slug: categorySlug,
    category_image: categoryImage.optional(),
    taxable: z.boolean({ message: 'taxable must be true or false' }).optional(),
    default_shipping_weight: ShippingWeightInput('default_shipping_weight').optional(),
  })
  .refine(
    (b) => Object.values(b).some((v) => v !== undefined),
    'Nothing to change: send category_name, category_slug, category_image, taxable or default_shipping_weight',
  );
export type CategoryUpdateBody = z.infer<typeof CategoryUpdateBody>;

/** Under another parent (null: a main category) and/or at another place among its siblings (0 = first; past the end = last). */
export const CategoryMoveBody = z.object({
  parent_category: parentId,
  position: position.optional(),
});
export type CategoryMoveBody = z.infer<typeof CategoryMoveBody>;

/** A new place among its siblings (a machine make among makes, a model among its make's models). */
export const ListMoveBody = z.object({ position });
export type ListMoveBody = z.infer<typeof ListMoveBody>;

export const MachineMakeBody = z.object({ name: name('name', MACHINE_NAME_MAX) });
export type MachineMakeBody = z.infer<typeof MachineMakeBody>;

export const MachineModelParams = z.object({ id: RecordId, modelId: RecordId });
export type MachineModelParams = z.infer<typeof MachineModelParams>;

export const KeywordOptionInput = z.object({
  /** Stored on products and customer profiles: lower-case, stable across renames of `name`. */
  value: z
    .string({ message: 'options.value must be text' })
    .trim()
    .min(1, 'options.value is required')
    .max(KEYWORD_TEXT_MAX, `options.value is too long (${KEYWORD_TEXT_MAX} characters at most)`)
    .regex(SLUG, 'options.value may hold only lower-case letters, digits and single hyphens'),
  name: name('options.name', KEYWORD_TEXT_MAX),
});
export type KeywordOptionInput = z.infer<typeof KeywordOptionInput>;

/**
 * The whole list of a dropdown's options, in order: a value no longer listed is removed (and taken
 * off every product and customer profile that had it), a new one is added, a changed name renames.
 */
export const KeywordDropdownBody = z
  .object({
    name: name('name', KEYWORD_TEXT_MAX).optional(),
    options: z
      .array(KeywordOptionInput, { message: 'options must be a list' })
      .min(1, 'options needs at least one choice')
      .max(KEYWORD_OPTIONS_MAX, `options holds at most ${KEYWORD_OPTIONS_MAX} choices`),
  })
  .superRefine((b, ctx) => {
    const seen = { value: new Set<string>(), name: new Set<string>() };
    b.options.forEach((o, i) => {
      for (const field of ['value', 'name'] as const) {
        const key = o[field].toLowerCase();
        if (seen[field].has(key))
          ctx.addIssue({ code: 'custom', path: ['options', i, field], message: `options.${field} "${o[field]}" is listed twice` });
        seen[field].add(key);
      }
    });
  });
export type KeywordDropdownBody = z.infer<typeof KeywordDropdownBody>;
export type KeywordDropdownBodyInput = z.input<typeof KeywordDropdownBody>;
