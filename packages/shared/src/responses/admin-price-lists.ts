import { z } from 'zod';

/** One rule as the back office shows it, with what it names (so the editor needs no second lookup). */
export const AdminPriceListRule = z.object({
  _id: z.string(),
  product_id: z.string().nullable(),
  variant_id: z.string().nullable(),
  category_id: z.string().nullable(),
  option_id: z.string().nullable(),
  option_child_name: z.string().nullable(),
  unit_price: z.number().nullable().describe('Dollars; a fixed price for one piece'),
  discount_percent: z.number().nullable(),
  min_quantity: z.number(),
  target: z.string().describe("What the rule prices, in words: 'Product NB-…: Name', 'Category Punches and its children', 'Everything'"),
});
export type AdminPriceListRule = z.infer<typeof AdminPriceListRule>;

export const AdminPriceListSummary = z.object({
  _id: z.string(),
  name: z.string(),
  starts_at: z.string().nullable(),
  ends_at: z.string().nullable(),
  status: z.enum(['active', 'scheduled', 'ended']).describe('By its dates, now'),
  companies: z.array(z.object({ _id: z.string(), company_name: z.string() })),
  rule_count: z.number(),
  updated_at: z.string(),
});
export type AdminPriceListSummary = z.infer<typeof AdminPriceListSummary>;

export const AdminPriceList = AdminPriceListSummary.extend({ rules: z.array(AdminPriceListRule) });
export type AdminPriceList = z.infer<typeof AdminPriceList>;

export const AdminPriceListPage = z.object({ result: z.array(AdminPriceListSummary) });
export const AdminPriceListAnswer = z.object({ result: AdminPriceList, message: z.string().optional() });

/** A rules CSV checked (dry run) or imported: the rules it would hold, or each row's mistake. */
export const PriceListImportAnswer = z.object({
  result: z.object({
    dry_run: z.boolean(),
    rules: z.number().describe('Rules the list holds after the import'),
    errors: z.array(z.object({ row: z.number(), message: z.string() })),
  }),
  message: z.string(),
});
export type PriceListImportAnswer = z.infer<typeof PriceListImportAnswer>;
