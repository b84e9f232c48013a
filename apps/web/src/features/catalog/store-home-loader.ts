import type { ProductPage } from '@northbend/shared';
import type { Dispatch } from '@reduxjs/toolkit';
import type { LoaderFunctionArgs } from 'react-router';
import { viewerIn } from '../../app/render-context';
import { showProductList } from '../../state/catalog-slice';
import { earlyLoad, type EarlyLoad } from '../../lib/early-load';
import { getProductPage } from './product-list-api';
import { filtersOf, hasAnyFilter, pageOf } from './catalog-query';
import { machinesChoice, narrowedTo, type MachinesChoice } from './my-machines';
import type { StoreHomeLookups } from './store-home-lookups';

// This module is part of the first page's script (router.tsx imports it): keep it small, and let
// it import nothing that only the store home needs.

/** What the store home's loader started: the page of the list its URL (and 'My machines') asks for. */
export interface ProductListEarly {
  filtering: boolean;
  load: EarlyLoad<ProductPage>;
}

export interface StoreHomeData {
  list: ProductListEarly;
  machines: MachinesChoice;
  /** Server only: the lists the filter bar and the sidebar are drawn with (the browser's screen asks for its own). */
  lookups?: EarlyLoad<StoreHomeLookups>;
}

/**
 * The index route's loader: the URL query holds the page and the filters, so the list is asked for
 * with the navigation, in parallel with the screen's code, and the loader returns without waiting.
 * On the server it draws the page for the page cookie's customer (their machines, their choice).
 */
export function storeHomeLoader({ request, context }: LoaderFunctionArgs): StoreHomeData {
  const params = new URL(request.url).searchParams;
  const filters = filtersOf(params);
  const page = pageOf(params);
  // 'My machines' (issue 16): the customer's machines while the switch is on.
  const machines = machinesChoice(viewerIn(context));
  const mine = narrowedTo(machines);
  // A page past the last one shows page 1 (spec section 4): on the server, drawn at once (the
  // page's replace-url island puts the address right).
  const load = getProductPage(filters, page, mine).then((found) =>
    import.meta.env.SSR && page > 1 && found.paginationInfo.currentPage > found.paginationInfo.totalPages
      ? getProductPage(filters, 1, mine)
      : found,
  );
  return {
    list: { filtering: hasAnyFilter(filters) || mine !== null, load: earlyLoad(load) },
    machines,
    lookups: import.meta.env.SSR
      ? earlyLoad(import('./store-home-lookups').then(({ loadStoreHomeLookups }) => loadStoreHomeLookups(filters, machines)))
      : undefined,
  };
}

/**
 * The store as the store home draws its list, before the screen's effect has run: the server
 * renderer fills its store so, and the browser its own before hydrating, so both draw the same.
 */
export function primeStoreHome(data: { list?: ProductListEarly } | undefined, dispatch: Dispatch): void {
  const loaded = data?.list?.load.result;
  if (data?.list && loaded) showProductList(dispatch, data.list.filtering, loaded.value);
}
