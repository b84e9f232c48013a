import { ProductInput } from '@northbend/shared';
import { toInput, type ProductForm } from './product-form';

/**
 * The form's mistakes by field, checked with the shared ProductInput: the very rules and messages
 * of the API (and of the CSV import). A field's key is its path in the body with each list index
 * replaced by the item's key, so a message stays with its variant when the variants are reordered:
 * 'product_variants.variant-3.variant_measurement.mm'.
 */
export type FieldErrors = ReadonlyMap<string, string>;

const LISTS: Record<string, true> = {
  product_variants: true,
  variant_options: true,
  variant_options_lists: true,
  product_images: true,
  product_price_tiers: true,
  variant_price_tiers: true,
};

/** ['product_variants', 2, 'variant_sku'] → 'product_variants.variant-7.variant_sku'. */
export function keyOfPath(form: ProductForm, path: readonly PropertyKey[]): string {
  const parts: string[] = [];
  let node: unknown = form;
  let list: string | null = null;
  for (const segment of path) {
    if (typeof segment === 'number' && list && Array.isArray(node)) {
      const item = node[segment] as { key?: string } | undefined;
      parts.push(item?.key ?? String(segment));
      node = item;
      list = null;
      continue;
    }
    const name = String(segment);
    parts.push(name);
    node = node && typeof node === 'object' ? (node as Record<string, unknown>)[name] : undefined;
    list = LISTS[name] ? name : null;
  }
  return parts.join('.');
}

/** Every mistake of the form, the first message of each field. */
export function validateProduct(form: ProductForm): FieldErrors {
  const checked = ProductInput.safeParse(toInput(form));
  const errors = new Map<string, string>();
  if (checked.success) return errors;
  for (const issue of checked.error.issues) {
    const key = keyOfPath(form, issue.path);
    if (!errors.has(key)) errors.set(key, issue.message);
  }
  return errors;
}

/** The keys of a variant's fields, its options' and its children's: one place that spells them. */
export const fieldKey = {
  product: (field: string) => field,
  image: (imageKey: string, field: string) => `product_images.${imageKey}.${field}`,
  variant: (variantKey: string, field = '') => `product_variants.${variantKey}${field ? `.${field}` : ''}`,
  option: (variantKey: string, optionKey: string, field = '') =>
    `product_variants.${variantKey}.variant_options.${optionKey}${field ? `.${field}` : ''}`,
  child: (variantKey: string, optionKey: string, childKey: string, field: string) =>
    `product_variants.${variantKey}.variant_options.${optionKey}.variant_options_lists.${childKey}.${field}`,
};

/** The messages of a field and of everything inside it ('…variant_measurement.mm' and '….mm.min'). */
export function messagesUnder(errors: FieldErrors, key: string): string[] {
  return [...errors].filter(([k]) => k === key || k.startsWith(`${key}.`)).map(([, message]) => message);
}

/**
 * A server refusal that names a product field ('product_sku ABC-1 is already used…') belongs
 * beside that field; other messages (a variant's part number, a lost connection) show at the top.
 */
export function fieldOfServerMessage(message: string): string | null {
  const field = /^(product_[a-z_]+)\b/.exec(message)?.[1];
  return field && field !== 'product_variants' ? field : null;
}
