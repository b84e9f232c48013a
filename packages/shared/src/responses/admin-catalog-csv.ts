import { z } from 'zod';

/** Answer of POST /api/v1/admin/products/import (docs/catalog-csv.md). */

export const CatalogImportError = z.object({
  row: z.number().describe('Spreadsheet row: the header is row 1, the first product row is row 2'),
  message: z.string().describe('What is wrong, naming the column'),
});
export type CatalogImportError = z.infer<typeof CatalogImportError>;

export const CatalogImportResult = z.object({
  created: z.number().describe('Products the file creates (a dry run: would create); 0 when there are errors'),
  updated: z.number().describe('Existing products the file changes (a dry run: would change); 0 when there are errors'),
  unchanged: z.number().optional().describe('Existing products whose rows change nothing: left as they are, not counted as updated'),
  changes: z
    .array(
      z.object({
        row: z.number(),
        product_sku: z.string(),
        product_name: z.string(),
        fields: z.array(z.object({ field: z.string(), before: z.string(), after: z.string() })),
      }),
    )
    .optional()
    .describe('Each existing product the file changes (the first 1,000), field by field before → after, in the CSV’s column names'),
  errors: z.array(CatalogImportError),
});
export type CatalogImportResult = z.infer<typeof CatalogImportResult>;

export const CatalogImportAnswer = z.object({
  status: z.boolean().optional(),
  message: z.string().optional(),
  result: CatalogImportResult,
});
export type CatalogImportAnswer = z.infer<typeof CatalogImportAnswer>;

/** A 400 of the import: the file's mistakes (nothing written) with the result, or a request the route refused before reading a file. */
export const CatalogImportRefusal = z.object({
  status: z.literal(false),
  message: z.string(),
  code: z.string().optional(),
  result: CatalogImportResult.optional(),
});
export type CatalogImportRefusal = z.infer<typeof CatalogImportRefusal>;
