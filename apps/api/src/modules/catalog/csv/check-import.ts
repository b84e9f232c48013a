import { randomUUID } from 'node:crypto';
import { slugify, type ProductInput, type ProductStatus, type VariantInput } from '@northbend/shared';
import type { Database } from '../../../db/client.js';
import type { StoredVariantOption } from '../../../db/schema/index.js';
import { mapInSlices, timeSlices } from '../../../lib/time-slices.js';
import { readHeader } from './columns.js';
import { findLiveVariantOwners, findProductsBySkus, findSlugOwners } from './import-queries.js';
import { loadCatalogNames } from './lookups.js';
import type { CsvTable } from './parse.js';
import { changesOf, type FieldChange } from './plan-changes.js';
import { buildProduct, groupRows, type BuiltProduct, type ExistingProduct, type RowError } from './rows-to-products.js';

/** More mistakes than this are summed up in one last line: the first thousand show what to fix. */
export const MAX_ERRORS = 1000;

export interface VariantPlan {
  id: string;
  isNew: boolean;
  input: VariantInput;
  position: number;
  /** The options it had, so an option keeping its name keeps its id (cart lines refer to it). */
  previousOptions: StoredVariantOption[];
}

/** One product as the import will write it. */
export interface ProductPlan {
  id: string;
  existing: ExistingProduct | null;
  input: ProductInput;
  slug: string;
  /** undefined keeps the product as archived or live as it is. */
  status?: ProductStatus;
  /** null: the file has no variant columns and the variants stay as they are. */
  variants: VariantPlan[] | null;
  /** Live variants the file no longer lists (archived if ordered, else deleted). */
  removedVariants: { id: string; productId: string }[];
}

/** An existing product a row changes, with each field before → after (issue 28 item 7). */
export interface ProductChanges {
  row: number;
  productSku: string;
  productName: string;
  fields: FieldChange[];
}

export interface ImportCheck {
  created: number;
  /** Existing products whose row changes something. */
  updated: number;
  /** Existing products whose row changes nothing: not written, not counted as updated. */
  unchanged: number;
  errors: RowError[];
  /** The products to write: new ones and changed ones. */
  plans: ProductPlan[];
  changes: ProductChanges[];
}

/**
 * Every check of an import, reading only: the header, each row, each product against the
 * shared ProductInput schema, and the catalog (part numbers of other products, slugs). The dry
 * run answers with it; the real run repeats it inside its transaction, then writes the plans.
 */
export async function checkImport(db: Database, table: CsvTable): Promise<ImportCheck> {
  const names = await loadCatalogNames(db);
  const header = readHeader(
    table.header,
    names.dropdowns.map((d) => d.id),
  );
  const errors: RowError[] = header.errors.map((message) => ({ row: 1, message }));
  const { groups, errors: rowErrors } = await groupRows(table.rows, header.columns);
  errors.push(...rowErrors);

  const existing = await findProductsBySkus(
    db,
    groups.map((g) => g.sku),
  );
  // Every product through the product schema: the longest part of a check, so in time slices.
  const built = await mapInSlices(groups, (g) => buildProduct(g, existing.get(g.sku.toUpperCase()) ?? null, header.columns, names));
  for (const b of built) errors.push(...b.errors);
  errors.push(...(await checkVariantOwners(db, built)));
  const slugs = await chooseSlugs(db, built);
  errors.push(...slugs.errors);

  if (errors.length) return { created: 0, updated: 0, unchanged: 0, errors: capped(errors), plans: [], changes: [] };
  const plans: ProductPlan[] = [];
  const changes: ProductChanges[] = [];
  let unchanged = 0;
  const breathe = timeSlices();
  for (const b of built) {
    await breathe();
    const plan = planOf(b, slugs.bySku.get(b.group.sku)!);
    if (plan.existing) {
      const fields = changesOf(plan);
      if (!fields.length) {
        unchanged++;
        continue;
      }
      changes.push({ row: b.group.rows[0]!.row, productSku: plan.input.product_sku, productName: plan.input.product_name, fields });
    }
    plans.push(plan);
  }
  const updated = changes.length;
  return { created: plans.length - updated, updated, unchanged, errors: [], plans, changes };
}

function capped(errors: RowError[]): RowError[] {
  const sorted = [...errors].sort((a, b) => a.row - b.row);
  if (sorted.length <= MAX_ERRORS) return sorted;
  const rest = sorted.length - MAX_ERRORS;
  return [...sorted.slice(0, MAX_ERRORS), { row: sorted[MAX_ERRORS]!.row, message: `… and ${rest} more mistakes from this row on` }];
}

/**
 * A variant part number belongs to one live variant in the whole catalog: not to two products
 * of the file, nor to a variant of a product the file leaves alone. A variant moving from one
 * product to another in the same file is fine: its old product lists it no more.
 */
async function checkVariantOwners(db: Database, built: BuiltProduct[]): Promise<RowError[]> {
  const errors: RowError[] = [];
  const inFile = new Map<string, { productSku: string; row: number }>();
  const breathe = timeSlices();
  for (const b of built) {
    await breathe();
    b.input?.product_variants.forEach((v, i) => {
      const key = v.variant_sku.toUpperCase();
      const row = b.variantRows[i]!;
      const other = inFile.get(key);
      if (other && other.productSku !== b.group.sku) {
        errors.push({
          row,
          message: `variant_sku ${v.variant_sku} is also a variant of product_sku ${other.productSku} (row ${other.row})`,
        });
      } else inFile.set(key, { productSku: b.group.sku, row });
    });
  }
  const fileProducts = new Map(built.filter((b) => b.existing).map((b) => [b.existing!.product.id, b]));
  const owners = await findLiveVariantOwners(db, [...inFile.keys()]);
  for (const owner of owners) {
    await breathe();
    const claim = inFile.get(owner.sku.toUpperCase());
    if (!claim || claim.productSku.toUpperCase() === owner.productSku.toUpperCase()) continue;
    const ownerInFile = fileProducts.get(owner.productId);
    if (ownerInFile?.replacesVariants) continue;
    errors.push({
      row: claim.row,
      message: `variant_sku ${owner.sku} is already used by a variant of "${owner.productName}" (${owner.productSku})`,
    });
  }
  return errors;
}

/**
 * The product editor's slug rules for a whole file: an explicit slug must be free (a former
 * slug of another product still redirects there, so it counts as taken); without one an
 * existing product keeps its slug and a new one gets its name's slug, or name-2, name-3…
 */
async function chooseSlugs(db: Database, built: BuiltProduct[]): Promise<{ bySku: Map<string, string>; errors: RowError[] }> {
  const owners = await findSlugOwners(db);
  const claimed = new Map<string, string>(); // slug → product_sku of the file
  const bySku = new Map<string, string>();
  const errors: RowError[] = [];
  const fresh: BuiltProduct[] = [];
  const breathe = timeSlices();
  for (const b of built) {
    await breathe();
    if (!b.input) continue;
    const row = b.group.rows[0]!.row;
    const explicit = b.input.product_slug;
    const current = b.existing?.product.slug;
    if (!explicit && current === undefined) {
      fresh.push(b);
      continue;
    }
    const slug = explicit ?? current!;
    const owner = owners.get(slug);
    const claim = claimed.get(slug);
    if (slug !== current && owner && owner.productId !== b.existing?.product.id) {
      errors.push({ row, message: `product_slug ${slug} is already used by "${owner.name}"` });
    } else if (claim) {
      errors.push({ row, message: `product_slug ${slug} is also the slug of product_sku ${claim} in this file` });
    }
    claimed.set(slug, b.group.sku);
    bySku.set(b.group.sku, slug);
  }
  // Each root remembers the next number to try, so many rows of one name cost one probe each
  // instead of counting up from 2 every time (issue 28 item 8: 16,000 rows of one name took 102 s).
  const nextNumber = new Map<string, number>();
  for (const b of fresh) {
    const root = slugify(b.input!.product_name) || 'product';
    let n = nextNumber.get(root) ?? 1;
    let slug = n === 1 ? root : `${root}-${n}`;
    while (owners.has(slug) || claimed.has(slug)) slug = `${root}-${++n}`;
    nextNumber.set(root, n + 1);
    claimed.set(slug, b.group.sku);
    bySku.set(b.group.sku, slug);
  }
  return { bySku, errors };
}

function planOf(b: BuiltProduct, slug: string): ProductPlan {
  const input = b.input!;
  const existing = b.existing;
  const before = new Map((existing?.variants ?? []).map((v) => [v.sku.toUpperCase(), v]));
  let variants: VariantPlan[] | null = null;
  const removedVariants: ProductPlan['removedVariants'] = [];
  if (b.replacesVariants) {
    variants = input.product_variants.map((v, i) => {
      const old = before.get(v.variant_sku.toUpperCase());
      return { id: old?.id ?? randomUUID(), isNew: !old, input: v, position: i + 1, previousOptions: old?.options ?? [] };
    });
    const kept = new Set(variants.map((v) => v.id));
    for (const v of existing?.variants ?? [])
      if (!v.archivedAt && !kept.has(v.id)) removedVariants.push({ id: v.id, productId: v.productId });
  }
  return { id: existing?.product.id ?? randomUUID(), existing, input, slug, status: b.status, variants, removedVariants };
}
