import type { ProductPage } from '@northbend/shared';
import type { Dispatch } from '@reduxjs/toolkit';
import type { LoaderFunctionArgs } from 'react-router';
import { showProductList } from '../../state/catalog-slice';
import { earlyLoad, type EarlyLoad } from '../../lib/early-load';
import { getProductPage } from './product-list-api';
import { filtersOf, hasAnyFilter, pageOf } from './catalog-query';
import { activeMyMachines } from './my-machines';

// This module is part of the first page's script (router.tsx imports it): keep it small, and let
// it import nothing that only the store home needs.

/** What the store home's loader started: the page of the list its URL (and 'My machines') asks for. */
export interface ProductListEarly {
  filtering: boolean;
  load: EarlyLoad<ProductPage>;
}

/**
 * The index route's loader: the URL query holds the page and the filters, so the list is asked for
 * with the navigation, in parallel with the screen's code, and the loader returns without waiting.
 * It runs again when the query changes (a filter, a page) and on a navigation to the same URL
 * (Reset, and the 'My machines' switch: a choice kept on the device rather than in the URL).
 */
export function storeHomeLoader({ request }: LoaderFunctionArgs): { list: ProductListEarly } {
  const params = new URL(request.url).searchParams;
  const filters = filtersOf(params);
  // 'My machines' (issue 16): the customer's machines while the switch is on.
  const mine = activeMyMachines();
  return { list: { filtering: hasAnyFilter(filters) || mine !== null, load: earlyLoad(getProductPage(filters, pageOf(params), mine)) } };
}

/**
 * The store as the store home draws its list, before the screen's effect has run: the server
 * renderer fills its store so, and the browser its own before hydrating, so both draw the same.
 */
export function primeStoreHome(data: { list?: ProductListEarly } | undefined, dispatch: Dispatch): void {
  const loaded = data?.list?.load.result;
  if (data?.list && loaded) showProductList(dispatch, data.list.filtering, loaded.value);
}
