import { createAction, createReducer } from '@reduxjs/toolkit';
import type { ProductSummary } from '@northbend/shared';

export interface SearchState {
  productSearchData: ProductSummary[];
  productSearchDataStatus: boolean;
}

export const setSearchResults = createAction<ProductSummary[]>('SEARCH_PRODUCT_RESULTS');
export const resetSearchResults = createAction('SEARCH_PRODUCT_RESULTS_RESETALL');

export const searchReducer = createReducer<SearchState>({ productSearchData: [], productSearchDataStatus: false }, (b) => {
  b.addCase(setSearchResults, (s, a) => {
    s.productSearchData = a.payload;
    s.productSearchDataStatus = true;
  }).addCase(resetSearchResults, (s) => {
    s.productSearchData = [];
    s.productSearchDataStatus = false;
  });
});
