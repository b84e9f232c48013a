import { CART_LIMITS, CART_MESSAGES, type SelectedVariantRequest } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { configureVariant } from './configure-variant.js';
import {
  addProductQuantity,
  addVariantQuantity,
  cartLineFacts,
  findProductForCart,
  findVariantOfProduct,
  lineVariantFacts,
  openVariantLine,
} from './queries.js';
import { variantUnitPriceCents } from './unit-price.js';

// The one way pieces enter a cart: the add calls of the product page and the quick order's rows
// both come here, inside a transaction that has locked the customer's row. A refusal is thrown
// (HttpError with the rule's message) and the caller's transaction or savepoint takes back what
// the step wrote.

/** An archived product answers as the catalog does for it: not found. */
async function productForCart(tx: Database, productId: string) {
  const product = await findProductForCart(tx, productId);
  if (!product) throw notFound(CART_MESSAGES.productNotFound);
  return product;
}

async function checkRoomForLine(tx: Database, customerId: string, productId: string): Promise<void> {
  const facts = await cartLineFacts(tx, customerId, productId);
  if (!facts.lineId && facts.lines >= CART_LIMITS.lines) throw badRequest(CART_MESSAGES.cartFull);
}

/** Adds pieces of a plain product; a product with variants is refused. */
export async function addProductLine(tx: Database, customerId: string, productId: string, quantity: number): Promise<void> {
  const product = await productForCart(tx, productId);
  if (product.variantsStatus) throw badRequest(CART_MESSAGES.chooseVariant);
  await checkRoomForLine(tx, customerId, productId);
  if (!(await addProductQuantity(tx, customerId, productId, quantity, product.priceCents))) throw badRequest(CART_MESSAGES.quantity);
}

/** Adds a configured variant, checked against the catalog; a variant already there only gains pieces. */
export async function addVariantLine(tx: Database, customerId: string, productId: string, request: SelectedVariantRequest): Promise<void> {
  const product = await productForCart(tx, productId);
  const variant = product.variantsStatus ? await findVariantOfProduct(tx, productId, request._id) : undefined;
  if (!variant) throw notFound(CART_MESSAGES.variantNotFound);
  const config = configureVariant(variant, request);
  await checkRoomForLine(tx, customerId, productId);
  const lineId = await openVariantLine(tx, customerId, productId);
  const facts = await lineVariantFacts(tx, lineId, variant.id);
  if (!facts.keptOptions && facts.variants >= CART_LIMITS.variantsPerLine) throw badRequest(CART_MESSAGES.lineFull);
  // The price recorded is the one of the configuration the cart keeps, not of the one just sent.
  const unitPriceCents = variantUnitPriceCents(variant, facts.keptOptions ?? config.options);
  const added = await addVariantQuantity(tx, lineId, variant.id, request.variant_quantity, config, unitPriceCents);
  if (!added) throw badRequest(CART_MESSAGES.quantity);
}
