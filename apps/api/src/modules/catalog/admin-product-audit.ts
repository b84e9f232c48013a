import type { AdminProduct, AdminVariant } from '@northbend/shared';

type Fields = Record<string, unknown>;

/** Bookkeeping that changes on every save or follows from orders: not what staff changed. */
const NOT_AUDITED = new Set(['_id', 'created_at', 'updated_at', 'ordered', 'storefront_path', 'archived_at']);
const VARIANT_NOT_AUDITED = new Set(['_id', 'ordered']);

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function changedFields(before: Fields, after: Fields, skip: Set<string>): { before: Fields; after: Fields } {
  const out = { before: {} as Fields, after: {} as Fields };
  for (const key of new Set([...Object.keys(before), ...Object.keys(after)])) {
    if (skip.has(key) || same(before[key], after[key])) continue;
    out.before[key] = before[key];
    out.after[key] = after[key];
  }
  return out;
}

/** A whole variant (added or deleted), id included. */
const auditedVariant = (v: AdminVariant): Fields => Object.fromEntries(Object.entries(v).filter(([k]) => k !== 'ordered'));

/**
 * The audit entry's before → after: only the fields that changed. Variants are listed by id with
 * their part number and only their changed fields; an added variant has no before, a deleted one
 * no after. Without `before` (a new product) every field is an "after".
 */
export function productChanges(before: AdminProduct | null, after: AdminProduct): { before: Fields | null; after: Fields } {
  const { product_variants: oldVariants = [], ...oldRest } = before ?? {};
  const { product_variants: newVariants, ...newRest } = after;
  const fields = changedFields(before ? oldRest : {}, newRest, NOT_AUDITED);

  const olds = new Map(oldVariants.map((v) => [v._id, v]));
  const news = new Map(newVariants.map((v) => [v._id, v]));
  const variantsBefore: Fields[] = [];
  const variantsAfter: Fields[] = [];
  for (const id of new Set([...olds.keys(), ...news.keys()])) {
    const was = olds.get(id);
    const is = news.get(id);
    if (!was || !is) {
      if (was) variantsBefore.push(auditedVariant(was));
      if (is) variantsAfter.push(auditedVariant(is));
      continue;
    }
    const diff = changedFields(was, is, VARIANT_NOT_AUDITED);
    if (!Object.keys(diff.after).length) continue;
    variantsBefore.push({ _id: id, variant_sku: was.variant_sku, ...diff.before });
    variantsAfter.push({ _id: id, variant_sku: is.variant_sku, ...diff.after });
  }
  if (variantsBefore.length) fields.before.product_variants = variantsBefore;
  if (variantsAfter.length) fields.after.product_variants = variantsAfter;
  return { before: before ? fields.before : null, after: fields.after };
}

/** Whether a save changed anything staff can see. */
export const hasChanges = (c: { before: Fields | null; after: Fields }) =>
  Object.keys(c.after).length > 0 || Object.keys(c.before ?? {}).length > 0;
