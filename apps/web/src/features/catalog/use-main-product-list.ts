import { useEffect, useRef } from 'react';
import { useLoaderData } from 'react-router';
import { useAppDispatch } from '../../app/store';
import type { ProductPage } from '@northbend/shared';
import {
  setMainProductList,
  setMainProductListIsFilter,
  setMainProductListLoader,
  setMainProductListPagination,
  showProductList,
} from '../../state/catalog-slice';
import type { storeHomeLoader } from './store-home-loader';

/**
 * Puts the store home's list into Redux (spec section 3) as the route's loader (store-home-loader.ts)
 * fetches it for the URL's page and filters. A page past the last one calls `onPageOutOfRange` so
 * the screen can go back to page 1. Navigating to the same URL again runs the loader again.
 */
export function useMainProductList(onPageOutOfRange: () => void): void {
  const dispatch = useAppDispatch();
  const { list } = useLoaderData<typeof storeHomeLoader>();
  // A ref: the screen's new callback on each render must not store the list again.
  const outOfRange = useRef(onPageOutOfRange);
  outOfRange.current = onPageOutOfRange;

  useEffect(() => {
    let live = true;
    const show = (body: ProductPage) => {
      const { currentPage, totalPages } = body.paginationInfo;
      if (currentPage > 1 && currentPage > totalPages) {
        outOfRange.current();
        return;
      }
      showProductList(dispatch, list.filtering, body);
    };
    // Already in (a server-rendered page, or data that came before the screen's code): shown at
    // once, without a skeleton in between.
    if (list.load.result) {
      show(list.load.result.value);
      return;
    }
    // A refresh for the customer (refreshLoads) keeps the list shown until the new one is in.
    if (!list.load.refresh) {
      dispatch(setMainProductListLoader(true));
      dispatch(setMainProductListIsFilter(list.filtering));
    }
    list.load.promise.then(
      (body) => live && show(body),
      () => {
        if (!live) return;
        // Spec section 8: failed loads stay in the console; the grid shows its empty state.
        dispatch(setMainProductList([]));
        dispatch(setMainProductListPagination(null));
        dispatch(setMainProductListLoader(false));
      },
    );
    return () => {
      live = false;
    };
  }, [list, dispatch]);
}
