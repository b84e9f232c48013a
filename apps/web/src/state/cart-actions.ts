import type { Dispatch } from '@reduxjs/toolkit';
import { CART_MESSAGES } from '@northbend/shared';
import { apiGet, apiPost, apiRequest } from '../app/api-client';
import { apiPaths } from '../app/api-paths';
import { toastRemoved, toastSuccess } from '../components/toasts';
import { setUserCartCharges, setUserCartList } from './cart-slice';
import type { CartCharges, CartItem } from './types';

/** Every cart call answers with the whole priced cart (commerce contract). */
interface CartReply {
  status: boolean;
  message?: string;
  data: { result: CartItem[]; cart_charges: CartCharges };
}

/** What a variant add sends: ids and choices only; the server fills names and prices from the catalog. */
export interface VariantToAdd {
  _id: string;
  variant_quantity: number;
  variant_measurement_selected: { type: 'MM' | 'IN'; value: number } | null;
  variant_options_selected: { variant_options_id: string; variant_options_child_name: string }[];
}

// Each stored answer bumps the version. A load that started before a change (the first load
// racing an 'Add to Cart') then drops its older cart instead of overwriting the newer one.
let cartVersion = 0;

function keep(dispatch: Dispatch, reply: CartReply): void {
  cartVersion += 1;
  dispatch(setUserCartList(reply.data.result));
  dispatch(setUserCartCharges(reply.data.cart_charges));
}

/** GET the customer's cart into the store. A failed load stays in the console (spec section 8). */
export async function loadCart(dispatch: Dispatch, customerId: string, signal?: AbortSignal): Promise<void> {
  const started = cartVersion;
  const reply = await apiGet<CartReply>(apiPaths.cartList(customerId), { quiet: true, signal });
  if (started === cartVersion) keep(dispatch, reply);
}

/**
 * Sends one change and stores the cart it answers with (no second fetch). Refusals have been
 * toasted by the API client with the server's message; the caller only learns it failed.
 */
async function change(dispatch: Dispatch, send: () => Promise<CartReply>, confirm?: (message: string) => void): Promise<boolean> {
  try {
    const reply = await send();
    keep(dispatch, reply);
    if (confirm && reply.message) confirm(reply.message);
    return true;
  } catch {
    return false;
  }
}

function missingId(...ids: (string | undefined)[]): boolean {
  if (ids.every(Boolean)) return false;
  void import('react-toastify').then(({ toast }) => toast.warning(CART_MESSAGES.provideId));
  return true;
}

export const cartActions = {
  /** Adds pieces of a plain product (the line is created when new): 'Item added to your cart.' */
  addProduct: (dispatch: Dispatch, customerId: string, productId: string, quantity = 1) =>
    change(
      dispatch,
      () =>
        apiPost<CartReply>(apiPaths.cartAdd, { cart_customer_id: customerId, cart_product_id: productId, cart_product_quantity: quantity }),
      toastSuccess,
    ),

  /** Sets (not adds to) a plain product's quantity. */
  setProductQuantity: (dispatch: Dispatch, cartId: string, quantity: number) =>
    change(dispatch, () => apiPost<CartReply>(apiPaths.cartQuantity, { cartId, cart_product_quantity: quantity })),

  removeLine: async (dispatch: Dispatch, customerId: string, cartId: string) =>
    !missingId(customerId, cartId) &&
    change(dispatch, () => apiRequest<CartReply>(apiPaths.cartRemove(customerId, cartId), { method: 'DELETE' }), toastRemoved),

  /** Adds a configured variant; the variant travels as JSON, as spec section 7 sends it. */
  addVariant: (dispatch: Dispatch, customerId: string, productId: string, variant: VariantToAdd) =>
    change(
      dispatch,
      () =>
        apiPost<CartReply>(apiPaths.cartVariantAdd, {
          cart_customer_id: customerId,
          cart_product_id: productId,
          cart_selected_product_variants: JSON.stringify(variant),
        }),
      toastSuccess,
    ),

  setVariantQuantity: (dispatch: Dispatch, cartId: string, variantId: string, quantity: number) =>
    change(dispatch, () => apiPost<CartReply>(apiPaths.cartVariantQuantity, { cartId, variantId, variant_quantity: quantity })),

  /** Removing a line's last variant removes the line (server rule). */
  removeVariant: async (dispatch: Dispatch, customerId: string, cartId: string, variantId: string) =>
    !missingId(customerId, cartId, variantId) &&
    change(dispatch, () => apiPost<CartReply>(apiPaths.cartVariantRemove, { userId: customerId, cartId, variantId }), toastRemoved),
};
