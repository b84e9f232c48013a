import { centsToDollars } from '@northbend/shared';
import type { StoredVariantOption } from '../../../db/schema/index.js';
import { productColumns, variantColumns } from '../admin-product-rows.js';
import type { ProductPlan } from './check-import.js';
import { writeBox } from './shipping-cells.js';

/** A weight in the preview: '1.5 lb', or 'default' when none is set (the category's applies). */
const weightText = (lb: number | null | undefined) => (lb == null ? 'default' : `${lb} lb`);

/** One field a row changes, in the words of the CSV's columns: "product_price: 49.95 → 52.00". */
export interface FieldChange {
  field: string;
  before: string;
  after: string;
}

const money = (cents: number) => centsToDollars(cents).toFixed(2);
const list = (values: readonly unknown[]) => values.join(', ');
/** JSON with keys in one order: jsonb hands back its keys in its own order, not the one they were written in. */
const json = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v,
  );

/** A bound as staff type it: 101.9, not the float 101.89999999999999 it is stored as. */
const bound = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(Number(n.toFixed(4))));
/** A variant's own stock as the CSV cell reads: empty for none of its own. */
const stockText = (q: number | null) => (q === null ? '' : String(q));

const boundsText = (v: {
  mmEnabled?: boolean;
  mmMin?: number | null;
  mmMax?: number | null;
  inEnabled?: boolean;
  inMin?: number | null;
  inMax?: number | null;
}) =>
  `mm ${v.mmEnabled ? `${bound(v.mmMin)}–${bound(v.mmMax)}` : 'off'}, in ${v.inEnabled ? `${bound(v.inMin)}–${bound(v.inMax)}` : 'off'}`;

/** Options as the CSV's options cell reads: "Coating: Uncoated 0.00*, TiN 12.00" (* the default). */
const optionsText = (options: StoredVariantOption[]) =>
  options
    .map(
      (o) =>
        `${o.name}${o.link ? ' (info)' : ''}: ${o.children.map((c) => `${c.name} ${money(c.priceCents)}${c.isDefault ? '*' : ''}`).join(', ')}`,
    )
    .join('; ');
const sameText = (a: string, b: string) => a === b;

/**
 * What an import row would change of an existing product, field by field, compared as the product
 * editor stores them (issue 28 item 7): an unchanged row is not an update, and the dry run lists
 * every change before → after. Variants: each one added, removed, or changed (name, price,
 * description, image, measurement bounds, options).
 */
export function changesOf(plan: ProductPlan): FieldChange[] {
  const old = plan.existing;
  if (!old) return [];
  const p = old.product;
  const next = productColumns(plan.input);
  const changes: FieldChange[] = [];
  const compare = (field: string, before: string, after: string) => {
    if (!sameText(before, after)) changes.push({ field, before, after });
  };
  compare('product_name', p.name, next.name);
  compare('product_slug', p.slug, plan.slug);
  compare('product_description', p.description, next.description ?? '');
  compare('product_price', money(p.priceCents), money(next.priceCents));
  compare('product_quantity', String(p.quantity), String(next.quantity ?? 0));
  if (next.shippingWeightLb !== undefined)
    compare('product_shipping_weight', weightText(p.shippingWeightLb), weightText(next.shippingWeightLb));
  if (next.shippingLengthIn !== undefined) compare('product_shipping_box', writeBox(p), writeBox(next as Parameters<typeof writeBox>[0]));
  compare('product_images', list(p.images), list(next.images ?? []));
  compare('product_category_ids', list(p.categoryIds), list(next.categoryIds ?? []));
  compare('product_machine_make_ids', list(p.machineMakeIds), list(next.machineMakeIds ?? []));
  compare('product_machine_model_ids', list(p.machineModelIds), list(next.machineModelIds ?? []));
  compare('product_keywords', json(p.keywords), json(next.keywords ?? {}));
  if (plan.status !== undefined) compare('product_status', p.archivedAt ? 'archived' : p.status, statusAfter(plan, p.status));
  if (next.publishAt !== undefined) compare('product_publish_at', p.publishAt?.toISOString() ?? '', next.publishAt?.toISOString() ?? '');
  if (plan.variants) changes.push(...variantChanges(plan));
  return changes;
}

function statusAfter(plan: ProductPlan, current: string): string {
  if (plan.status === 'archived') return 'archived';
  return plan.input.product_status === 'draft' || plan.input.product_status === 'published' ? plan.input.product_status : current;
}

function variantChanges(plan: ProductPlan): FieldChange[] {
  const changes: FieldChange[] = [];
  const before = new Map((plan.existing?.variants ?? []).map((v) => [v.id, v]));
  for (const v of plan.variants ?? []) {
    const label = `variant ${v.input.variant_sku}`;
    const old = before.get(v.id);
    const next = variantColumns(v.input, v.position, v.previousOptions);
    if (v.isNew || !old) {
      changes.push({ field: label, before: '', after: `added at ${money(next.priceCents)}` });
      continue;
    }
    const compare = (field: string, a: string, b: string) => {
      if (a !== b) changes.push({ field: `${label} ${field}`, before: a, after: b });
    };
    compare('variant_name', old.name, next.name);
    compare('variant_price', money(old.priceCents), money(next.priceCents));
    compare('variant_description', old.description, next.description ?? '');
    compare('variant_image', old.image, next.image ?? '');
    compare('measurement', boundsText(old), boundsText(next));
    compare('variant_options', optionsText(old.options), optionsText(next.options ?? []));
    compare('variant_quantity', stockText(old.quantity), stockText(next.quantity ?? null));
    if (next.shippingWeightLb !== undefined)
      compare('variant_shipping_weight', weightText(old.shippingWeightLb), weightText(next.shippingWeightLb));
    if (next.shippingLengthIn !== undefined)
      compare('variant_shipping_box', writeBox(old), writeBox(next as Parameters<typeof writeBox>[0]));
    if (old.archivedAt) changes.push({ field: label, before: 'removed', after: 'offered again' });
  }
  for (const removed of plan.removedVariants) {
    const old = before.get(removed.id);
    changes.push({ field: `variant ${old?.sku ?? removed.id}`, before: 'offered', after: 'removed' });
  }
  return changes;
}

/** The price changes of a row, for the import's audit entry: every one, product by product. */
export const priceChangesOf = (changes: FieldChange[]) =>
  changes.filter((c) => c.field === 'product_price' || c.field.endsWith(' variant_price'));
