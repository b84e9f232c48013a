import { sql } from 'drizzle-orm';
import type { Database } from '../../../db/client.js';
import { productColumns, variantColumns } from '../admin-product-rows.js';
import type { ProductPlan } from './check-import.js';
import { chunks, findOrderedVariantIds, idList } from './import-queries.js';

/** Rows per statement: one JSON parameter each, so the size is bounded by memory, not bind parameters. */
const BATCH = 1000;

export interface ApplySummary {
  created: number;
  updated: number;
  variantsArchived: number;
  variantsDeleted: number;
}

/**
 * Writes checked plans, inside the caller's transaction, set-based: each batch of products or
 * variants is one INSERT … SELECT or UPDATE … FROM over `json_to_recordset` (10,000 rows are a
 * few dozen statements, not 10,000). The columns come from the product editor's own builders
 * (admin-product-rows.ts), so a product saved by import and by the editor are stored alike.
 */
export async function applyImport(tx: Database, plans: ProductPlan[]): Promise<ApplySummary> {
  const created = plans.filter((p) => !p.existing);
  const updated = plans.filter((p) => p.existing);
  for (const batch of chunks(created, BATCH)) await insertProducts(tx, batch);
  for (const batch of chunks(updated, BATCH)) await updateProducts(tx, batch);

  const variants = plans.flatMap((p) => (p.variants ?? []).map((v) => ({ plan: p, v })));
  const variantRows = variants.map(({ plan, v }) => ({
    id: v.id,
    product_id: plan.id,
    ...snake(variantColumns(v.input, v.position, v.previousOptions)),
  }));
  const isNew = new Set(variants.filter(({ v }) => v.isNew).map(({ v }) => v.id));
  for (const batch of chunks(
    variantRows.filter((r) => isNew.has(r.id)),
    BATCH,
  ))
    await insertVariants(tx, batch);
  for (const batch of chunks(
    variantRows.filter((r) => !isNew.has(r.id)),
    BATCH,
  ))
    await updateVariants(tx, batch);

  const removed = await removeVariants(
    tx,
    plans.flatMap((p) => p.removedVariants),
  );
  await recordSlugChanges(tx, updated);
  return { created: created.length, updated: updated.length, ...removed };
}

const PRODUCT_RECORD =
  'id uuid, sku text, slug text, name text, description text, images text[], image_alts text[], price_cents int, quantity int, ' +
  'category_ids uuid[], primary_category_id uuid, machine_make_ids uuid[], machine_model_ids uuid[], keywords jsonb, ' +
  'variants_status boolean, archived boolean, status text, publish_at timestamptz, publish_at_given boolean, ' +
  'shipping_weight_lb float8, shipping_length_in float8, shipping_width_in float8, shipping_height_in float8';

const VARIANT_RECORD =
  'id uuid, product_id uuid, sku text, name text, description text, price_cents int, image text, sort_order int, ' +
  'mm_enabled boolean, mm_min float8, mm_max float8, in_enabled boolean, in_min float8, in_max float8, options jsonb, quantity int, ' +
  'shipping_weight_lb float8, shipping_length_in float8, shipping_width_in float8, shipping_height_in float8';

const VARIANT_SET = [
  'sku',
  'name',
  'description',
  'price_cents',
  'image',
  'sort_order',
  'mm_enabled',
  'mm_min',
  'mm_max',
  'in_enabled',
  'in_min',
  'in_max',
  'options',
  'quantity',
  // Decision 031: a variant's body always carries them (the file's, else what is stored), as quantity.
  'shipping_weight_lb',
  'shipping_length_in',
  'shipping_width_in',
  'shipping_height_in',
];

const recordset = (rows: object[], definition: string) =>
  sql`json_to_recordset(${JSON.stringify(rows)}::json) as r(${sql.raw(definition)})`;

/** camelCase record keys → the table's snake_case columns. */
function snake(record: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(record).map(([k, v]) => [k.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`), v]));
}

function productRow(p: ProductPlan) {
  return {
    id: p.id,
    slug: p.slug,
    ...snake(productColumns(p.input)),
    // null keeps the product as it is (the file has no product_status column).
    archived: p.status === undefined ? null : p.status === 'archived',
    // Issue 28: null keeps the status (or, for a new product, publishes it); archived keeps it too.
    status: p.input.product_status === 'draft' || p.input.product_status === 'published' ? p.input.product_status : null,
    publish_at: p.input.product_publish_at ?? null,
    publish_at_given: p.input.product_publish_at !== undefined,
  };
}

async function insertProducts(tx: Database, plans: ProductPlan[]): Promise<void> {
  await tx.execute(sql`
    insert into products (id, sku, slug, name, description, images, image_alts, price_cents, quantity, category_ids,
      primary_category_id, machine_make_ids, machine_model_ids, keywords, variants_status, archived_at, status, publish_at,
      shipping_weight_lb, shipping_length_in, shipping_width_in, shipping_height_in)
    select id, sku, slug, name, description, images, image_alts, price_cents, quantity, category_ids,
      primary_category_id, machine_make_ids, machine_model_ids, coalesce(keywords, '{}'::jsonb), variants_status,
      case when archived then now() end, coalesce(status, 'published'), publish_at,
      shipping_weight_lb, shipping_length_in, shipping_width_in, shipping_height_in
    from ${recordset(plans.map(productRow), PRODUCT_RECORD)}`);
}

async function updateProducts(tx: Database, plans: ProductPlan[]): Promise<void> {
  await tx.execute(sql`
    update products p set
      sku = r.sku, slug = r.slug, name = r.name, description = r.description, images = r.images, image_alts = r.image_alts,
      price_cents = r.price_cents, quantity = r.quantity, category_ids = r.category_ids, primary_category_id = r.primary_category_id,
      machine_make_ids = r.machine_make_ids, machine_model_ids = r.machine_model_ids, keywords = coalesce(r.keywords, '{}'::jsonb),
      variants_status = r.variants_status,
      archived_at = case when r.archived is null then p.archived_at when r.archived then coalesce(p.archived_at, now()) end,
      status = coalesce(r.status, p.status),
      publish_at = case when r.publish_at_given then r.publish_at else p.publish_at end,
      shipping_weight_lb = r.shipping_weight_lb, shipping_length_in = r.shipping_length_in,
      shipping_width_in = r.shipping_width_in, shipping_height_in = r.shipping_height_in,
      updated_at = now()
    from ${recordset(plans.map(productRow), PRODUCT_RECORD)}
    where p.id = r.id`);
}

async function insertVariants(tx: Database, rows: object[]): Promise<void> {
  await tx.execute(sql`
    insert into product_variants (id, product_id, ${sql.raw(VARIANT_SET.join(', '))})
    select id, product_id, ${sql.raw(VARIANT_SET.join(', '))}
    from ${recordset(rows, VARIANT_RECORD)}`);
}

/** Also brings back a variant removed before (archived) whose part number the file lists again. */
async function updateVariants(tx: Database, rows: object[]): Promise<void> {
  await tx.execute(sql`
    update product_variants v set ${sql.raw(VARIANT_SET.map((c) => `${c} = r.${c}`).join(', '))}, archived_at = null
    from ${recordset(rows, VARIANT_RECORD)}
    where v.id = r.id`);
}

/**
 * The product editor's rule for a variant that is no longer listed: a variant on a placed order
 * is archived (the order keeps its reference and the storefront stops showing it); any other is
 * deleted, taking its cart lines with it.
 */
async function removeVariants(
  tx: Database,
  variants: { id: string; productId: string }[],
): Promise<{ variantsArchived: number; variantsDeleted: number }> {
  if (!variants.length) return { variantsArchived: 0, variantsDeleted: 0 };
  const ordered = await findOrderedVariantIds(tx, variants);
  const archive = variants.filter((v) => ordered.has(v.id)).map((v) => v.id);
  const remove = variants.filter((v) => !ordered.has(v.id)).map((v) => v.id);
  for (const ids of chunks(archive, 5000)) {
    await tx.execute(sql`update product_variants set archived_at = now() where id in ${idList(ids)}`);
  }
  for (const ids of chunks(remove, 5000)) await tx.execute(sql`delete from product_variants where id in ${idList(ids)}`);
  return { variantsArchived: archive.length, variantsDeleted: remove.length };
}

/**
 * As the editor does on a slug change: the old slug keeps redirecting to the product (taken over
 * from another product that gave it up), and a former slug the product takes back stops being one.
 */
async function recordSlugChanges(tx: Database, updated: ProductPlan[]): Promise<void> {
  const changes = updated
    .filter((p) => p.existing!.product.slug !== p.slug)
    .map((p) => ({ product_id: p.id, old_slug: p.existing!.product.slug, new_slug: p.slug }));
  for (const batch of chunks(changes, BATCH)) {
    const rows = recordset(batch, 'product_id uuid, old_slug text, new_slug text');
    await tx.execute(sql`delete from product_slug_history h using ${rows} where h.slug = r.new_slug and h.product_id = r.product_id`);
    await tx.execute(sql`
      insert into product_slug_history (slug, product_id)
      select distinct on (old_slug) old_slug, product_id from ${rows} where old_slug <> ''
      on conflict (slug) do update set product_id = excluded.product_id, created_at = now()`);
  }
}
