import { z } from 'zod';

/**
 * The catalog CSV (issue 12, docs/catalog-csv.md): one row per variant, the product's columns
 * repeated on each of its rows; a product without variants has one row with empty variant
 * columns. These names and words are the file's contract: the API reads and writes them, the
 * back office shows them next to the import.
 */

export type CatalogCsvLevel = 'product' | 'variant';

export interface CatalogCsvColumn {
  name: string;
  level: CatalogCsvLevel;
  /** What goes in the cell, for people filling it in a spreadsheet. */
  help: string;
  example: string;
}

/** Separates the items of a list cell (categories, makes, models, images, keyword values). */
export const CSV_LIST_SEPARATOR = '|';
/** Keyword dropdown columns are named `keyword:<dropdown id>`, e.g. keyword:DROPDOWN_SHEET_MATERIAL. */
export const CSV_KEYWORD_PREFIX = 'keyword:';
/** product_status values (issue 28): the API's product_status. Files written before it say active for published. */
export const CSV_PRODUCT_STATUSES = ['draft', 'published', 'archived'] as const;

export const CATALOG_CSV_COLUMNS: readonly CatalogCsvColumn[] = [
  {
    name: 'product_sku',
    level: 'product',
    help: 'Part number, the key of the import: a part number the catalog has updates that product, a new one creates a product. The only column every file needs.',
    example: 'NB-TT-RD-B-1250',
  },
  {
    name: 'product_name',
    level: 'product',
    help: 'Name as the storefront shows it.',
    example: 'Thick Turret Round Punch Ø 12.5 mm – B Station',
  },
  {
    name: 'product_slug',
    level: 'product',
    help: 'Web address name (a-z, 0-9, single hyphens). Empty: a new product gets one made from its name, an existing one keeps its own. After a change the old address still leads to the product.',
    example: 'thick-turret-round-punch-12-5-mm-b-station',
  },
  {
    name: 'product_status',
    level: 'product',
    help: 'draft, published or archived. A draft is seen only in the back office; archived products leave the storefront but stay on past orders. Empty (or active, as older files say): published.',
    example: 'published',
  },
  {
    name: 'product_publish_at',
    level: 'product',
    help: 'A published product shows on the storefront from this date and time (ISO, with its offset: 2026-12-01T08:00:00Z or 2026-12-01T08:00:00-05:00). Empty: at once.',
    example: '2026-12-01T13:00:00Z',
  },
  { name: 'product_description', level: 'product', help: 'Plain text; line breaks are kept.', example: 'Precision-ground round punch…' },
  { name: 'product_price', level: 'product', help: 'Dollars, at most two decimals, no currency sign needed.', example: '49.50' },
  { name: 'product_quantity', level: 'product', help: 'Stock, a whole number. Empty: 0.', example: '40' },
  {
    name: 'product_shipping_weight',
    level: 'product',
    help: "Pounds per piece in its box, for UPS's rates (up to 150). Empty: the category's default weight, else 2 lb.",
    example: '1.5',
  },
  {
    name: 'product_shipping_box',
    level: 'product',
    help: 'The box of one piece in inches, length x width x height. Empty: rated by weight only.',
    example: '12x4x4',
  },
  {
    name: 'product_categories',
    level: 'product',
    help: 'Category slugs separated by |. The first is the main category. At least one.',
    example: 'round-punches-standard|round-punches',
  },
  { name: 'product_machine_makes', level: 'product', help: 'Machine make names separated by |.', example: 'Amada|Trumpf' },
  {
    name: 'product_machine_models',
    level: 'product',
    help: 'Make:Model separated by |; each make must also be in product_machine_makes.',
    example: 'Amada:EMK 3610 NT|Trumpf:TruPunch 5000',
  },
  {
    name: 'product_images',
    level: 'product',
    help: 'Uploaded image addresses (/images/…) separated by |, in display order.',
    example: '/images/products/round-punch.png',
  },
  {
    name: 'product_image_alts',
    level: 'product',
    help: 'Alt text of each image, in the same order, separated by |.',
    example: 'Round punch, side view',
  },
  {
    name: `${CSV_KEYWORD_PREFIX}<dropdown>`,
    level: 'product',
    help: 'One column per keyword dropdown (keyword:DROPDOWN_SHEET_MATERIAL, keyword:DROPDOWN_SHEET_THICKNESS): the values (or names) of its options separated by |.',
    example: 'mild-steel|stainless-steel-304',
  },
  {
    name: 'variant_sku',
    level: 'variant',
    help: "Variant part number, unique in the catalog. Empty on a product's only row: the product has no variants.",
    example: 'NB-TT-RDHD-A-0160',
  },
  { name: 'variant_name', level: 'variant', help: 'Name in the variants table.', example: 'Ø 1.6–4.0' },
  { name: 'variant_price', level: 'variant', help: 'Dollars, at most two decimals.', example: '65.00' },
  { name: 'variant_order', level: 'variant', help: 'Position in the variants table (a whole number). Empty: the row order.', example: '1' },
  { name: 'variant_description', level: 'variant', help: 'Plain text.', example: 'Ground to your exact size…' },
  {
    name: 'variant_image',
    level: 'variant',
    help: 'An uploaded image address (/images/…) or empty.',
    example: '/images/products/round-punch-detail.png',
  },
  {
    name: 'variant_mm_min',
    level: 'variant',
    help: 'Smallest size a buyer may enter in mm. Filling variant_mm_min and variant_mm_max turns mm on; both empty: off.',
    example: '1.6',
  },
  { name: 'variant_mm_max', level: 'variant', help: 'Largest size in mm; not below variant_mm_min.', example: '4' },
  { name: 'variant_in_min', level: 'variant', help: 'Smallest size in inches; both inch bounds empty: inches off.', example: '0.063' },
  { name: 'variant_in_max', level: 'variant', help: 'Largest size in inches.', example: '0.157' },
  {
    name: 'variant_options',
    level: 'variant',
    help: 'Options as Name=choice:price|choice:price, options separated by ;. A * after the price marks the default choice (at most one; none when the buyer must choose); " [info]" after a name links the option to its info page. Write \\ before a | ; = : * [ or \\ that belongs to a name.',
    example: 'Die Clearance [info]=0.10 mm:0.00*|0.20 mm:5.00;Coating=None:0.00*|TiN:12.50',
  },
  {
    name: 'variant_quantity',
    level: 'variant',
    help: "The variant's own stock, a whole number. Empty: none of its own, the product's product_quantity applies.",
    example: '12',
  },
  {
    name: 'variant_shipping_weight',
    level: 'variant',
    help: "Pounds per piece of this variant. Empty: the product's weight.",
    example: '1.75',
  },
  {
    name: 'variant_shipping_box',
    level: 'variant',
    help: "The variant's box in inches, length x width x height. Empty: the product's box.",
    example: '12x4x4',
  },
];

/** The column names the catalog knows besides the keyword columns. */
export const CATALOG_CSV_FIXED_COLUMNS: readonly string[] = CATALOG_CSV_COLUMNS.filter((c) => !c.name.startsWith(CSV_KEYWORD_PREFIX)).map(
  (c) => c.name,
);

/** POST /api/v1/admin/products/import?dry_run=…: a dry run (the default) checks and writes nothing. */
export const CatalogImportQuery = z.object({
  dry_run: z
    .enum(['true', 'false'], { message: 'dry_run must be true or false' })
    .default('true')
    .transform((v) => v === 'true'),
});
export type CatalogImportQuery = z.infer<typeof CatalogImportQuery>;
