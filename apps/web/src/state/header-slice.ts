import { createAction, createReducer } from '@reduxjs/toolkit';

export interface HeaderState {
  cartMenuToggle: boolean;
}

export const toggleCartMenu = createAction('HEADER_CART_MENU_TOGGLE');
export const closeCartMenu = createAction('HEADER_CART_MENU_CLOSE');

export const headerReducer = createReducer<HeaderState>({ cartMenuToggle: false }, (b) => {
  b.addCase(toggleCartMenu, (s) => {
    s.cartMenuToggle = !s.cartMenuToggle;
  }).addCase(closeCartMenu, (s) => {
    s.cartMenuToggle = false;
  });
});
