import { boundsOf, validateMeasurement, type MeasurementSelected } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { quoteLinesInCart, type QuoteCartLine } from '../quotes/index.js';
import { variantMeasurementOf } from './configure-variant.js';
import type { LoadPricedCart, PricedCart, PricedCartLine, PricedVariant, PricedVariantOption } from './priced-cart.js';
import { findCartLines, type CartLineRow, type CartVariantRow } from './pricing-queries.js';
import { priceWas, variantUnitPriceCents } from './unit-price.js';
import { breakNote, findBuyerPrices, optionChoicePrice, productPrice, variantPrice, type BuyerPrices } from '../pricing/index.js';

/** A priced line with the moment it was added, which the cart API shows as createdAt. */
export type DatedCartLine = PricedCartLine & { createdAt: string };
export interface DatedPricedCart extends PricedCart {
  lines: DatedCartLine[];
}

const removeAndAddAgain = 'Please remove it and add it again.';
/** What the cart says of a product or variant staff archived (back office): it can only be removed. */
const noLongerAvailable = (label: string) => `${label} is no longer available. Please remove it from your cart.`;

/** The stored measurement against today's catalog bounds, shown with those bounds. */
function priceMeasurement(row: CartVariantRow, label: string): { measurement: MeasurementSelected | null; problem: string | null } {
  const stored = row.measurement;
  const catalog = variantMeasurementOf(row);
  const needsOne = catalog.mm_status || catalog.in_status;
  if (!stored)
    return { measurement: null, problem: needsOne ? `${label}: this variant now needs a measurement. ${removeAndAddAgain}` : null };
  const bounds = boundsOf(catalog, stored.type);
  const check = validateMeasurement(String(stored.value), stored.type, bounds);
  if (!check.ok)
    return {
      measurement: stored,
      problem: `${label}: the measurement ${stored.value} ${stored.type} is no longer offered. ${removeAndAddAgain}`,
    };
  return { measurement: { type: stored.type, value: check.value, min: check.min, max: check.max }, problem: null };
}

/** Chosen option children at the buyer's prices today; a choice the catalog dropped is left out and named. */
function priceOptions(
  row: CartVariantRow,
  label: string,
  line: CartLineRow,
  prices: BuyerPrices,
): { options: PricedVariantOption[]; problem: string | null } {
  const options: PricedVariantOption[] = [];
  let problem: string | null = null;
  for (const chosen of row.chosenOptions) {
    const option = row.options.find((o) => o.id === chosen.optionId);
    const child = option?.children.find((c) => c.name === chosen.childName);
    if (option && child) {
      const choice = { optionId: option.id, childName: child.name, priceCents: child.priceCents };
      const price = optionChoicePrice(prices, pricedProductOf(line), pricedVariantOf(row), choice, row.quantity);
      options.push({ optionId: option.id, optionName: option.name, childName: child.name, childPriceCents: price.cents });
    } else
      problem ??= option
        ? `${label}: the choice "${chosen.childName}" for ${option.name} is no longer offered. ${removeAndAddAgain}`
        : `${label}: the choice "${chosen.childName}" is no longer offered. ${removeAndAddAgain}`;
  }
  return { options, problem };
}

/**
 * A configured variant at today's prices. An archived variant (or one of an archived product) is
 * shown but costs nothing: it cannot be ordered, and the cart's totals are what the customer can buy.
 */
function priceVariant(row: CartVariantRow, line: CartLineRow, prices: BuyerPrices): { variant: PricedVariant; problem: string | null } {
  const label = `${line.name} (${row.name})`;
  const unavailable = line.archivedAt !== null || row.archivedAt !== null;
  const measured = priceMeasurement(row, label);
  const optioned = priceOptions(row, label, line, prices);
  const own = variantPrice(prices, pricedProductOf(line), pricedVariantOf(row), row.quantity);
  const unitPriceCents = own.cents + optioned.options.reduce((sum, o) => sum + o.childPriceCents, 0);
  const listUnitCents = variantUnitPriceCents(row, row.chosenOptions);
  const problem = row.archivedAt ? noLongerAvailable(label) : (measured.problem ?? optioned.problem);
  return {
    variant: {
      variantId: row.variantId,
      name: row.name,
      sku: row.sku,
      image: row.image,
      quantity: row.quantity,
      unitPriceCents,
      totalCents: unavailable ? 0 : unitPriceCents * row.quantity,
      listUnitPriceCents: listUnitCents,
      priceNote: breakNote(own.source),
      measurement: measured.measurement,
      options: optioned.options,
      // A line that must be removed or chosen again gets no price notice: its price is not the question.
      // The notice is of a catalog change: list price then against list price now (a quantity break
      // or a contract is shown as such, not as a price change).
      priceWasCents: unavailable || problem ? null : priceWas(row.addedPriceCents, listUnitCents),
      unavailable,
    },
    problem,
  };
}

const pricedProductOf = (line: CartLineRow) => ({
  id: line.productId,
  categoryIds: line.categoryIds,
  priceCents: line.priceCents,
  priceTiers: line.priceTiers,
});
const pricedVariantOf = (row: CartVariantRow) => ({
  id: row.variantId,
  priceCents: row.priceCents,
  priceTiers: row.priceTiers,
  options: row.options,
});

/**
 * A line at the buyer's prices (their company's price lists and everyone's volume breaks, decision
 * 024) at the line's quantity: what the cart shows and an order freezes.
 */
export function priceLine(line: CartLineRow, variantRows: CartVariantRow[], prices: BuyerPrices): DatedCartLine {
  const unavailable = line.archivedAt !== null;
  const priced = variantRows.map((r) => priceVariant(r, line, prices));
  const variants = priced.map((p) => p.variant);
  // An archived product or variant is named first: removing it is what the customer must do.
  let problem = unavailable
    ? noLongerAvailable(line.name)
    : (priced.find((p) => p.variant.unavailable)?.problem ?? priced.find((p) => p.problem)?.problem ?? null);
  // A product bought through variants counts its variants; the line itself is one piece at no price.
  const quantity = line.variantsStatus ? 1 : line.quantity;
  const own = productPrice(prices, pricedProductOf(line), line.quantity);
  const productTotalCents = line.variantsStatus || unavailable ? 0 : own.cents * line.quantity;
  if (line.variantsStatus && !variants.length) problem ??= `${line.name}: the variant you chose is no longer offered. ${removeAndAddAgain}`;
  if (!line.variantsStatus && variants.length) problem ??= `${line.name}: this product is now sold without variants. ${removeAndAddAgain}`;
  return {
    cartItemId: line.cartItemId,
    productId: line.productId,
    product: { name: line.name, slug: line.slug, sku: line.sku, images: line.images },
    productPriceCents: line.variantsStatus ? line.priceCents : own.cents,
    productListPriceCents: line.priceCents,
    priceNote: line.variantsStatus ? null : breakNote(own.source),
    quantity,
    productTotalCents,
    variants,
    itemTotalCents: productTotalCents + variants.reduce((sum, v) => sum + v.totalCents, 0),
    problem,
    productPriceWasCents: line.variantsStatus || problem ? null : priceWas(line.addedPriceCents, line.priceCents),
    unavailable,
    createdAt: line.createdAt.toISOString(),
  };
}

/**
 * A line of an accepted quote at the quoted price, in the quoted quantity (the quotes module prices
 * it from the quote's lines in the database). Shipping: the rate table prices a cart by its sub
 * total, so a quote line counts by its value like any other line. A special tool has no catalog
 * weight; a carrier rating by weight (see shipping/rates.ts) would count each quote line as one
 * parcel item of its quoted quantity and ask sales for the weight on the quote, rather than guess one.
 */
function quoteLine(q: QuoteCartLine): DatedCartLine {
  const totalCents = q.unitPriceCents * q.quantity;
  return {
    cartItemId: q.cartLineId,
    productId: '',
    product: { name: q.description, slug: '', sku: `${q.quoteNumber}-${q.position}`, images: [] },
    productPriceCents: q.unitPriceCents,
    quantity: q.quantity,
    productTotalCents: totalCents,
    variants: [],
    itemTotalCents: totalCents,
    problem: q.problem,
    productPriceWasCents: null,
    unavailable: false,
    quote: { quoteId: q.quoteId, quoteLineId: q.quoteLineId, quoteNumber: q.quoteNumber, position: q.position, validUntil: q.validUntil },
    createdAt: q.createdAt,
  };
}

/**
 * Reads a customer's cart and prices every line from the catalog as it is now (integer cents), and
 * the lines of accepted quotes at their quoted prices, all in the order they were added.
 */
export const loadPricedCart = (async (db: Database, customerId: string, opts: { quoteLines?: boolean } = {}): Promise<DatedPricedCart> => {
  const prices = await findBuyerPrices(db, customerId);
  const productLines = (await findCartLines(db, customerId)).map(({ line, variants }) => priceLine(line, variants, prices));
  const quoteLines = opts.quoteLines === false ? [] : (await quoteLinesInCart(db, customerId)).map(quoteLine);
  // ISO times of one clock: the text order is the time order (a stable sort keeps ties as they came).
  const lines = quoteLines.length ? [...productLines, ...quoteLines].sort((a, b) => a.createdAt.localeCompare(b.createdAt)) : productLines;
  return { customerId, lines, subTotalCents: lines.reduce((sum, l) => sum + l.itemTotalCents, 0) };
}) satisfies LoadPricedCart;
