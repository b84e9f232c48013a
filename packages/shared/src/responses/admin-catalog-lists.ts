import { z } from 'zod';

/** Answers of the back office's catalog list calls (/api/v1/admin/categories, /machine-makes, /keywords). */

const AdminCategoryFields = z.object({
  _id: z.string(),
  category_name: z.string(),
  category_slug: z.string(),
  category_image: z.string(),
  parent_category: z.string().nullable(),
  /** 1 = main category, 2 = child, 3 = sub-child. */
  level: z.number(),
  sort_order: z.number(),
  product_count: z.number().describe('Products filed directly under this category (archived ones included)'),
  total_product_count: z.number().describe('Distinct products in this category and every category below it'),
  taxable: z.boolean().describe('Sales tax applies (decision 034): a product is taxed unless every one of its categories is not taxable'),
  default_shipping_weight: z
    .number()
    .nullable()
    .optional()
    .describe('Pounds per piece of its products without a weight of their own (decision 031); null: its parent’s, then 2 lb'),
});

export type AdminCategory = z.infer<typeof AdminCategoryFields> & { children: AdminCategory[] };
export const AdminCategory: z.ZodType<AdminCategory> = AdminCategoryFields.extend({
  children: z.array(z.lazy(() => AdminCategory)),
});

export const AdminCategoryTree = z.object({ result: z.array(AdminCategory) });
export type AdminCategoryTree = z.infer<typeof AdminCategoryTree>;

export const AdminCategoryAnswer = z.object({ message: z.string(), result: AdminCategory });
export type AdminCategoryAnswer = z.infer<typeof AdminCategoryAnswer>;

const Usage = {
  product_count: z.number().describe('Products that name it'),
  customer_count: z.number().describe('Customer profiles that name it'),
};

export const AdminMachineModel = z.object({ _id: z.string(), name: z.string(), sort_order: z.number(), ...Usage });
export type AdminMachineModel = z.infer<typeof AdminMachineModel>;

export const AdminMachineMake = z.object({
  _id: z.string(),
  name: z.string(),
  sort_order: z.number(),
  ...Usage,
  models: z.array(AdminMachineModel),
});
export type AdminMachineMake = z.infer<typeof AdminMachineMake>;

export const AdminMachineMakeList = z.object({ result: z.array(AdminMachineMake) });
export type AdminMachineMakeList = z.infer<typeof AdminMachineMakeList>;

/** A change to a make or one of its models answers the make with all its models. */
export const AdminMachineMakeAnswer = z.object({ message: z.string(), result: AdminMachineMake });
export type AdminMachineMakeAnswer = z.infer<typeof AdminMachineMakeAnswer>;

export const AdminKeywordOption = z.object({ value: z.string(), name: z.string(), ...Usage });
export type AdminKeywordOption = z.infer<typeof AdminKeywordOption>;

export const AdminKeywordDropdown = z.object({ _id: z.string(), name: z.string(), options: z.array(AdminKeywordOption) });
export type AdminKeywordDropdown = z.infer<typeof AdminKeywordDropdown>;

export const AdminKeywordDropdownList = z.object({ result: z.array(AdminKeywordDropdown) });
export type AdminKeywordDropdownList = z.infer<typeof AdminKeywordDropdownList>;

export const AdminKeywordDropdownAnswer = z.object({ message: z.string(), result: AdminKeywordDropdown });
export type AdminKeywordDropdownAnswer = z.infer<typeof AdminKeywordDropdownAnswer>;

/** DELETE answers: what was removed, in words. */
export const AdminDeletedAnswer = z.object({ message: z.string() });
export type AdminDeletedAnswer = z.infer<typeof AdminDeletedAnswer>;
