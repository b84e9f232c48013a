import { asc, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { cartItems, cartItemVariants, products, productVariants } from '../../db/schema/index.js';

/** A cart line with its product as the catalog has it now. */
export async function findCartLines(db: Database, customerId: string) {
  return (
    db
      .select({
        cartItemId: cartItems.id,
        quantity: cartItems.quantity,
        addedPriceCents: cartItems.addedPriceCents,
        createdAt: cartItems.createdAt,
        productId: products.id,
        name: products.name,
        slug: products.slug,
        sku: products.sku,
        images: products.images,
        priceCents: products.priceCents,
        variantsStatus: products.variantsStatus,
        archivedAt: products.archivedAt,
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.customerId, customerId))
      // Oldest line first; the id keeps lines added in the same instant in a stable order.
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
  );
}
export type CartLineRow = Awaited<ReturnType<typeof findCartLines>>[number];

/** The configured variants of the given lines, each with the catalog variant as it is now. */
export async function findCartVariants(db: Database, cartItemIds: string[]) {
  if (!cartItemIds.length) return [];
  return db
    .select({
      cartItemId: cartItemVariants.cartItemId,
      variantId: productVariants.id,
      quantity: cartItemVariants.quantity,
      measurement: cartItemVariants.measurement,
      chosenOptions: cartItemVariants.options,
      addedPriceCents: cartItemVariants.addedPriceCents,
      name: productVariants.name,
      sku: productVariants.sku,
      image: productVariants.image,
      priceCents: productVariants.priceCents,
      mmEnabled: productVariants.mmEnabled,
      mmMin: productVariants.mmMin,
      mmMax: productVariants.mmMax,
      inEnabled: productVariants.inEnabled,
      inMin: productVariants.inMin,
      inMax: productVariants.inMax,
      options: productVariants.options,
      archivedAt: productVariants.archivedAt,
    })
    .from(cartItemVariants)
    .innerJoin(productVariants, eq(productVariants.id, cartItemVariants.variantId))
    .where(inArray(cartItemVariants.cartItemId, cartItemIds))
    .orderBy(asc(cartItemVariants.createdAt), asc(cartItemVariants.variantId));
}
export type CartVariantRow = Awaited<ReturnType<typeof findCartVariants>>[number];
