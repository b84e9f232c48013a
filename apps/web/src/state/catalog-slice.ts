import { createAction, createReducer, type Dispatch } from '@reduxjs/toolkit';
import type { PaginationInfo, ProductPage, ProductSummary } from '@northbend/shared';

/** The store home's product list (spec section 3 client state). */
export interface CatalogState {
  productMainList: ProductSummary[];
  productMainListPagination: PaginationInfo | null;
  productMainListLoader: boolean;
  productMainListIsFilter: boolean;
}

export const setMainProductList = createAction<ProductSummary[]>('MAIN_PRODUCT_LIST');
export const setMainProductListPagination = createAction<PaginationInfo | null>('MAIN_PRODUCT_LIST_PAGINATION');
export const setMainProductListLoader = createAction<boolean>('MAIN_PRODUCT_LIST_LOADER');
export const setMainProductListIsFilter = createAction<boolean>('MAIN_PRODUCT_LIST_IS_FILTER');

const initial: CatalogState = {
  productMainList: [],
  productMainListPagination: null,
  productMainListLoader: true,
  productMainListIsFilter: false,
};

export const catalogReducer = createReducer<CatalogState>(initial, (b) => {
  b.addCase(setMainProductList, (s, a) => {
    s.productMainList = a.payload;
  })
    .addCase(setMainProductListPagination, (s, a) => {
      s.productMainListPagination = a.payload;
    })
    .addCase(setMainProductListLoader, (s, a) => {
      s.productMainListLoader = a.payload;
    })
    .addCase(setMainProductListIsFilter, (s, a) => {
      s.productMainListIsFilter = a.payload;
    });
});

/** Puts a page of the store home's list into the store, as loaded. */
export function showProductList(dispatch: Dispatch, filtering: boolean, body: ProductPage): void {
  dispatch(setMainProductListIsFilter(filtering));
  dispatch(setMainProductList(body.result));
  dispatch(setMainProductListPagination(body.paginationInfo));
  dispatch(setMainProductListLoader(false));
}
