import { cartLine, cartVariant } from './fixtures';

// Cart lines after catalog changes (issue 12), as the cart API answers them: a price changed since
// the line was added, a variant and a product staff archived.

export const PRICE_NOTE = 'Some prices have changed since you added these items. Your cart shows today’s prices.';

/** Two pieces at $65, added at $60. */
export const repricedLine = () =>
  cartLine({ cart_product_price: 65, cart_product_total: 130, cart_item_total: 130, cart_product_price_was: 60 });

/** A product bought through variants: one variant repriced from $45 to $40.50, one archived. */
export const variantLine = () =>
  cartLine({
    _id: 'line-2',
    cart_product_id: 'prod-2',
    cart_product: { product_images: [], product_name: 'Round Punch', product_slug: 'round-punch', product_sku: 'RP-1' },
    cart_product_price: 0,
    cart_product_quantity: 1,
    cart_product_total: 0,
    cart_item_total: 40.5,
    cart_selected_product_variants: [
      cartVariant({ variant_price: 40.5, variant_total: 40.5, variant_price_was: 45 }),
      cartVariant({ _id: 'var-2', variant_name: 'Round 12', variant_sku: 'RD-12', variant_total: 0, variant_unavailable: true }),
    ],
    cart_item_problem: 'Round Punch (Round 12) is no longer available. Please remove it from your cart.',
  });

/** A plain product staff archived: it costs nothing and blocks checkout. */
export const archivedLine = () =>
  cartLine({
    _id: 'line-3',
    cart_product_id: 'prod-3',
    cart_product: { product_images: [], product_name: 'Old Stripper Plate', product_slug: 'old-stripper-plate', product_sku: 'SP-9' },
    cart_product_total: 0,
    cart_item_total: 0,
    cart_item_unavailable: true,
    cart_item_problem: 'Old Stripper Plate is no longer available. Please remove it from your cart.',
  });
