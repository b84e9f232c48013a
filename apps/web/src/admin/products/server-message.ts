import { fieldKey, fieldOfServerMessage } from './product-errors';
import type { ProductForm } from './product-form';

/**
 * Where the server's refusal of a save belongs: a product field it names ('product_sku … is
 * already used'), or the variant whose part number it quotes (a 409 on variant_sku); null when
 * it names neither and shows only at the top.
 */
export function placeServerMessage(form: ProductForm, message: string): { key: string; variantKey?: string } | null {
  const field = fieldOfServerMessage(message);
  if (field) return { key: field };
  if (!/^variant_sku\b/.test(message)) return null;
  const variant = form.product_variants.find(
    (v) =>
      v.variant_sku.trim() !== '' &&
      new RegExp(`(^|[^A-Za-z0-9._/-])${escape(v.variant_sku.trim())}($|[^A-Za-z0-9._/-])`, 'i').test(message),
  );
  return variant ? { key: fieldKey.variant(variant.key, 'variant_sku'), variantKey: variant.key } : null;
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
