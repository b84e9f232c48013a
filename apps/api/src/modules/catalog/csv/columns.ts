import { CATALOG_CSV_COLUMNS, CSV_KEYWORD_PREFIX } from '@northbend/shared';

// The file's columns (their words for people are CATALOG_CSV_COLUMNS in packages/shared, shown
// by docs/catalog-csv.md and the back office): the order the export writes them in, and what a
// header row of an import holds.

const fixed = CATALOG_CSV_COLUMNS.filter((c) => !c.name.startsWith(CSV_KEYWORD_PREFIX));
export const PRODUCT_COLUMNS = fixed.filter((c) => c.level === 'product').map((c) => c.name);
export const VARIANT_COLUMNS = fixed.filter((c) => c.level === 'variant').map((c) => c.name);
const KNOWN = new Set([...PRODUCT_COLUMNS, ...VARIANT_COLUMNS]);

export const keywordColumn = (dropdownId: string) => `${CSV_KEYWORD_PREFIX}${dropdownId}`;

/** Product columns, one keyword column per dropdown, then the variant columns. */
export const exportColumns = (dropdownIds: readonly string[]): string[] => [
  ...PRODUCT_COLUMNS,
  ...dropdownIds.map(keywordColumn),
  ...VARIANT_COLUMNS,
];

/** Where each column of an import is; a column the file leaves out is absent. */
export interface Columns {
  /** Fixed column name → its index in a row. */
  at: Map<string, number>;
  /** Keyword columns: dropdown id → index. */
  keywords: Map<string, number>;
  /** The file has variant columns: it lists each product's variants in full. */
  hasVariants: boolean;
}

/** Whether a header row names the key column (in any case): the test for "this is our header". */
export const isHeader = (cells: readonly string[]) => cells.some((c) => c.trim().toLowerCase() === 'product_sku');

/**
 * Reads the header row. Names are matched in any case; a cell without a name is a column
 * spreadsheets add after the last one and is skipped. Unknown and repeated names are mistakes:
 * a misspelt column would otherwise be dropped in silence.
 */
export function readHeader(cells: readonly string[], dropdownIds: readonly string[]): { columns: Columns; errors: string[] } {
  const at = new Map<string, number>();
  const keywords = new Map<string, number>();
  const errors: string[] = [];
  const dropdowns = new Map(dropdownIds.map((id) => [id.toLowerCase(), id]));
  cells.forEach((cell, i) => {
    const raw = cell.trim();
    if (!raw) return;
    const name = raw.toLowerCase();
    if (name.startsWith(CSV_KEYWORD_PREFIX)) {
      const id = dropdowns.get(name.slice(CSV_KEYWORD_PREFIX.length).trim());
      if (!id) {
        errors.push(
          `column ${raw}: there is no keyword dropdown of that id (known: ${dropdownIds.map(keywordColumn).join(', ') || 'none'})`,
        );
      } else if (keywords.has(id)) errors.push(`column ${raw} appears twice`);
      else keywords.set(id, i);
      return;
    }
    if (!KNOWN.has(name)) errors.push(`column ${raw} is not a column of the catalog file (see the column list)`);
    else if (at.has(name)) errors.push(`column ${raw} appears twice`);
    else at.set(name, i);
  });
  const variantColumns = VARIANT_COLUMNS.filter((c) => at.has(c));
  if (variantColumns.length && !at.has('variant_sku')) {
    errors.push(`column variant_sku is missing: the variant columns (${variantColumns.join(', ')}) need it to tell the variants apart`);
  }
  return { columns: { at, keywords, hasVariants: at.has('variant_sku') }, errors };
}
