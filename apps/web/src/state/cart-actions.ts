import { createAsyncThunk, type Dispatch } from '@reduxjs/toolkit';
import { CART_MESSAGES } from '@northbend/shared';
import { apiGet, apiPost, apiRequest } from '../lib/api-client';
import { apiPaths } from '../lib/api-paths';
import { toastRemoved, toastSuccess } from '../components/toasts';
import { setUserCartCharges, setUserCartList } from './cart-slice';
import type { CartChangedAnswer, CartListAnswer, SelectedVariantRequest } from '@northbend/shared';

/** Every cart call answers with the whole priced cart (commerce contract); changes add a message. */
type CartReply = CartListAnswer & Partial<Pick<CartChangedAnswer, 'message'>>;

// Each stored answer bumps the version. A load that started before a change (the first load
// racing an 'Add to Cart') then drops its older cart instead of overwriting the newer one.
let cartVersion = 0;

function keep(dispatch: Dispatch, reply: CartReply): void {
  cartVersion += 1;
  dispatch(setUserCartList(reply.data.result));
  dispatch(setUserCartCharges(reply.data.cart_charges));
}

/** Stores the cart another cart call answered with (the quick order's 'Add all to cart', an order's 'Buy again'). */
export const keepCart = (dispatch: Dispatch, data: CartListAnswer['data']): void => keep(dispatch, { status: true, data });

/** GET the customer's cart into the store. A failed load stays in the console (spec section 8). */
export const loadCart = createAsyncThunk('cart/load', async (customerId: string, { dispatch, signal }) => {
  const started = cartVersion;
  const reply = await apiGet<CartReply>(apiPaths.cartList(customerId), { quiet: true, signal });
  if (started === cartVersion) keep(dispatch, reply);
});

/**
 * Sends one change and stores the cart it answers with (no second fetch). Refusals have been
 * toasted by the API client with the server's message; the thunk is rejected with it.
 */
async function change(dispatch: Dispatch, reply: Promise<CartReply>, confirm?: (message: string) => void): Promise<void> {
  const answer = await reply;
  keep(dispatch, answer);
  if (confirm && answer.message) confirm(answer.message);
}

function requireIds(...ids: (string | undefined)[]): void {
  if (ids.every(Boolean)) return;
  void import('react-toastify').then(({ toast }) => toast.warning(CART_MESSAGES.provideId));
  throw new Error(CART_MESSAGES.provideId);
}

/** Adds pieces of a plain product (the line is created when new): 'Item added to your cart.' */
export const addProductToCart = createAsyncThunk(
  'cart/addProduct',
  ({ customerId, productId, quantity = 1 }: { customerId: string; productId: string; quantity?: number }, { dispatch }) =>
    change(
      dispatch,
      apiPost<CartReply>(apiPaths.cartAdd, { cart_customer_id: customerId, cart_product_id: productId, cart_product_quantity: quantity }),
      toastSuccess,
    ),
);

/** Sets (not adds to) a plain product's quantity. */
export const setCartProductQuantity = createAsyncThunk(
  'cart/setProductQuantity',
  ({ cartId, quantity }: { cartId: string; quantity: number }, { dispatch }) =>
    change(dispatch, apiPost<CartReply>(apiPaths.cartQuantity, { cartId, cart_product_quantity: quantity })),
);

export const removeCartLine = createAsyncThunk(
  'cart/removeLine',
  async ({ customerId, cartId }: { customerId: string; cartId: string }, { dispatch }) => {
    requireIds(customerId, cartId);
    await change(dispatch, apiRequest<CartReply>(apiPaths.cartRemove(customerId, cartId), { method: 'DELETE' }), toastRemoved);
  },
);

/** Adds a configured variant; the variant travels as JSON, as spec section 7 sends it. */
export const addVariantToCart = createAsyncThunk(
  'cart/addVariant',
  ({ customerId, productId, variant }: { customerId: string; productId: string; variant: SelectedVariantRequest }, { dispatch }) =>
    change(
      dispatch,
      apiPost<CartReply>(apiPaths.cartVariantAdd, {
        cart_customer_id: customerId,
        cart_product_id: productId,
        cart_selected_product_variants: JSON.stringify(variant),
      }),
      toastSuccess,
    ),
);

export const setCartVariantQuantity = createAsyncThunk(
  'cart/setVariantQuantity',
  ({ cartId, variantId, quantity }: { cartId: string; variantId: string; quantity: number }, { dispatch }) =>
    change(dispatch, apiPost<CartReply>(apiPaths.cartVariantQuantity, { cartId, variantId, variant_quantity: quantity })),
);

/** Removing a line's last variant removes the line (server rule). */
export const removeCartVariant = createAsyncThunk(
  'cart/removeVariant',
  async ({ customerId, cartId, variantId }: { customerId: string; cartId: string; variantId: string }, { dispatch }) => {
    requireIds(customerId, cartId, variantId);
    await change(dispatch, apiPost<CartReply>(apiPaths.cartVariantRemove, { userId: customerId, cartId, variantId }), toastRemoved);
  },
);
