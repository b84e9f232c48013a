import { z } from 'zod';

/**
 * Price lists in the back office (issue 27, decision 024): contract prices staff give to companies.
 * The same rule schema checks the form, the API and each row of a rules CSV, so a mistake reads the
 * same wherever it was made.
 */

export const PRICE_LIST_RULES_MAX = 5000;
export const PRICE_LIST_COMPANIES_MAX = 500;
export const RULE_UNIT_PRICE_MAX = 1_000_000;

const optionalId = (field: string) =>
  z
    .uuid({ message: `${field} must be a valid id` })
    .nullish()
    .transform((v) => v ?? null);

const optionalText = (field: string, max: number) =>
  z
    .string({ message: `${field} must be text` })
    .trim()
    .max(max, `${field} is too long`)
    .nullish()
    .transform((v) => v || null);

/** A rule: a fixed unit price of a product, variant or option choice, or a percentage off a product, a category or everything. */
export const PriceListRuleInput = z
  .object({
    product_id: optionalId('product_id'),
    variant_id: optionalId('variant_id'),
    category_id: optionalId('category_id'),
    option_id: optionalText('option_id', 100),
    option_child_name: optionalText('option_child_name', 200),
    unit_price: z
      .number({ message: 'unit_price must be a number of dollars' })
      .finite('unit_price must be a number of dollars')
      .min(0, 'unit_price cannot be negative')
      .max(RULE_UNIT_PRICE_MAX, 'unit_price is too large')
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'unit_price may have at most two decimals')
      .nullish()
      .transform((v) => v ?? null),
    discount_percent: z
      .number({ message: 'discount_percent must be a number' })
      .finite('discount_percent must be a number')
      .min(0, 'discount_percent must be between 0 and 100')
      .max(100, 'discount_percent must be between 0 and 100')
      .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'discount_percent may have at most two decimals')
      .nullish()
      .transform((v) => v ?? null),
    min_quantity: z
      .number({ message: 'min_quantity must be a whole number' })
      .int('min_quantity must be a whole number')
      .min(1, 'min_quantity must be 1 or more')
      .max(100_000, 'min_quantity is too large')
      .nullish()
      .transform((v) => v ?? 1),
  })
  .superRefine((r, ctx) => {
    const issue = (message: string) => ctx.addIssue({ code: 'custom', message });
    if ((r.unit_price === null) === (r.discount_percent === null))
      issue('A rule takes either unit_price or discount_percent, not both or neither');
    if (r.category_id && (r.product_id || r.variant_id)) issue('A rule names a category or a product/variant, not both');
    if (r.unit_price !== null && !r.product_id && !r.variant_id)
      issue('A fixed unit_price is for a product, a variant or an option choice: name product_id or variant_id');
    if ((r.option_id || r.option_child_name) && !(r.option_id && r.option_child_name))
      issue('An option choice needs both option_id and option_child_name');
    if (r.option_id && (!r.variant_id || r.unit_price === null)) issue('An option choice takes a variant_id and a fixed unit_price');
  });
export type PriceListRuleInput = z.infer<typeof PriceListRuleInput>;

const when = (field: string) =>
  z
    .string({ message: `${field} must be a date and time` })
    .datetime({ offset: true, message: `${field} must be an ISO date and time, e.g. 2027-01-01T00:00:00Z` })
    .or(z.string().date(`${field} must be an ISO date, e.g. 2027-01-01`))
    .nullish()
    .transform((v) => (v ? new Date(v) : null));

export const PriceListInput = z
  .object({
    name: z
      .string({ message: 'name must be text' })
      .trim()
      .min(1, 'name is required')
      .max(120, 'name is too long (120 characters at most)'),
    company_ids: z
      .array(z.uuid({ message: 'company_ids must hold valid ids' }), { message: 'company_ids must be a list of ids' })
      .max(PRICE_LIST_COMPANIES_MAX, `company_ids holds at most ${PRICE_LIST_COMPANIES_MAX} companies`)
      .default([])
      .transform((ids) => [...new Set(ids)]),
    starts_at: when('starts_at'),
    ends_at: when('ends_at'),
    rules: z
      .array(PriceListRuleInput, { message: 'rules must be a list' })
      .max(PRICE_LIST_RULES_MAX, `rules holds at most ${PRICE_LIST_RULES_MAX} rules`)
      .default([]),
  })
  .superRefine((l, ctx) => {
    if (l.starts_at && l.ends_at && l.ends_at <= l.starts_at)
      ctx.addIssue({ code: 'custom', path: ['ends_at'], message: 'ends_at must be after starts_at' });
  });
export type PriceListInput = z.infer<typeof PriceListInput>;
export type PriceListInputBody = z.input<typeof PriceListInput>;

/** Staff are told these; the ones with a value name what was wrong. */
export const PRICE_LIST_MESSAGES = {
  notFound: 'Price list not found',
  created: 'The price list has been created.',
  saved: 'The price list has been saved.',
  deleted: 'The price list has been deleted.',
  unknownProduct: (row: number, id: string) => `Rule ${row}: no product has the id ${id}`,
  unknownVariant: (row: number, id: string) => `Rule ${row}: no variant has the id ${id}`,
  variantOfOther: (row: number) => `Rule ${row}: the variant is not one of the product's`,
  unknownCategory: (row: number, id: string) => `Rule ${row}: no category has the id ${id}`,
  unknownOption: (row: number) => `Rule ${row}: the variant offers no such option choice`,
  unknownCompany: (id: string) => `No company has the id ${id}`,
} as const;
