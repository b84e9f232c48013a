import { createAction, createReducer } from '@reduxjs/toolkit';
import type { CartCharges, CartItem } from '@northbend/shared';

/** Cart lines and charges as the cart API returns them (shapes of spec section 3). */
export interface CartState {
  userCartData: CartItem[];
  /** Empty until the cart has been loaded for a customer. */
  userCartCharges: Partial<CartCharges>;
}

export const setUserCartList = createAction<CartState['userCartData']>('USER_CART_LIST');
export const setUserCartCharges = createAction<CartState['userCartCharges']>('USER_CART_CHARGES');
export const clearUserCartList = createAction('CLEAR_USER_CART_LIST');

export const cartReducer = createReducer<CartState>({ userCartData: [], userCartCharges: {} }, (b) => {
  b.addCase(setUserCartList, (s, a) => {
    s.userCartData = a.payload;
  })
    .addCase(setUserCartCharges, (s, a) => {
      s.userCartCharges = a.payload;
    })
    .addCase(clearUserCartList, (s) => {
      s.userCartData = [];
      s.userCartCharges = {};
    });
});
