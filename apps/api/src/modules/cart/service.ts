import { CART_MESSAGES, QUOTE_TEXTS, type SelectedVariantRequest } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { badRequest, forbidden, HttpError, notFound } from '../../lib/http-errors.js';
import { CUSTOMER_NOT_FOUND, lockCustomer } from '../customers/index.js';
import { findQuoteCartLineOwner, removeQuoteCartLine } from '../quotes/index.js';
import { addProductLine, addVariantLine } from './add-lines.js';
import { NO_CART_TAX, type CartTaxOf } from './cart-tax.js';
import { cartView, type CartView } from './cart-view.js';
import { loadPricedCart, type DatedPricedCart } from './pricing.js';
import { deleteLine, deleteVariant, findCartLine, setLineQuantity, setVariantQuantity } from './queries.js';

export const NOT_YOUR_ACCOUNT = 'You can only access your own account.';

/** Cart rules: the server prices, counts and owns every line; the client only names what it wants. */
export function cartService(db: Database, taxOf: CartTaxOf = async () => NO_CART_TAX) {
  /** The cart's answer with its sales tax (issue 30), worked out after the cart was read. */
  const view = async (cart: DatedPricedCart): Promise<CartView> => cartView(cart, await taxOf(cart));

  /**
   * Runs one cart change in a transaction that first locks the customer's row, and answers with
   * the cart as it stands after the change. Any refusal rolls the whole change back.
   */
  async function change(customerId: string, work: (tx: Database) => Promise<void>): Promise<CartView> {
    const cart = await db.transaction(async (tx) => {
      if (!(await lockCustomer(tx, customerId))) throw notFound(CUSTOMER_NOT_FOUND);
      await work(tx);
      return loadPricedCart(tx, customerId);
    });
    return view(cart);
  }

  /**
   * Someone else's line is a 403, a line that does not exist a 404. A line of an accepted quote
   * (the quotes module's) is bought in the quoted quantity: changing it is a 409.
   */
  async function ownLine(tx: Database, customerId: string, cartId: string) {
    const line = await findCartLine(tx, cartId);
    if (!line) {
      const quoted = await findQuoteCartLineOwner(tx, cartId);
      if (!quoted) throw notFound(CART_MESSAGES.cartItemNotFound);
      if (quoted.customerId !== customerId) throw forbidden(NOT_YOUR_ACCOUNT);
      throw new HttpError(409, QUOTE_TEXTS.quotedQuantity);
    }
    if (line.customerId !== customerId) throw forbidden(NOT_YOUR_ACCOUNT);
    return line;
  }

  /** A quote line of this customer's cart, when cartId is one (someone else's is a 403). */
  async function ownQuoteLine(tx: Database, customerId: string, cartId: string): Promise<boolean> {
    const quoted = await findQuoteCartLineOwner(tx, cartId);
    if (!quoted) return false;
    if (quoted.customerId !== customerId) throw forbidden(NOT_YOUR_ACCOUNT);
    return true;
  }

  return {
    list: async (customerId: string): Promise<CartView> => view(await loadPricedCart(db, customerId)),

    /** Adds pieces of a plain product (POST /cart/add-to-cart); a product with variants is refused. */
    addProduct: (customerId: string, productId: string, quantity: number) =>
      change(customerId, (tx) => addProductLine(tx, customerId, productId, quantity)),

    /**
     * Sets the pieces of a plain product's line. The recorded price stays: changing a quantity in
     * the cart is not looking at the product again, so a price notice keeps showing.
     */
    setProductQuantity: (customerId: string, cartId: string, quantity: number) =>
      change(customerId, async (tx) => {
        const line = await ownLine(tx, customerId, cartId);
        if (line.variantsStatus) throw badRequest(CART_MESSAGES.variantQuantityOnly);
        await setLineQuantity(tx, cartId, quantity);
      }),

    /** Removes a line; a quote's line leaves the cart and its quote stays on offer. */
    removeLine: (customerId: string, cartId: string) =>
      change(customerId, async (tx) => {
        if (await ownQuoteLine(tx, customerId, cartId)) return removeQuoteCartLine(tx, cartId);
        await ownLine(tx, customerId, cartId);
        await deleteLine(tx, cartId);
      }),

    /** Adds a configured variant, checked against the catalog; a variant already there only gains pieces. */
    addVariant: (customerId: string, productId: string, request: SelectedVariantRequest) =>
      change(customerId, (tx) => addVariantLine(tx, customerId, productId, request)),

    setVariantQuantity: (customerId: string, cartId: string, variantId: string, quantity: number) =>
      change(customerId, async (tx) => {
        await ownLine(tx, customerId, cartId);
        if (!(await setVariantQuantity(tx, cartId, variantId, quantity))) throw notFound(CART_MESSAGES.variantNotFound);
      }),

    /** Removes a variant; the line goes with its last variant. */
    removeVariant: (customerId: string, cartId: string, variantId: string) =>
      change(customerId, async (tx) => {
        await ownLine(tx, customerId, cartId);
        const { removed, left } = await deleteVariant(tx, cartId, variantId);
        if (!removed) throw notFound(CART_MESSAGES.variantNotFound);
        if (left === 0) await deleteLine(tx, cartId);
      }),
  };
}

export type CartService = ReturnType<typeof cartService>;
