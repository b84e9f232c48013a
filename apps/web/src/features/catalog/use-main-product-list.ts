import { useEffect, useRef } from 'react';
import { useLoaderData } from 'react-router';
import { useAppDispatch } from '../../app/store';
import {
  setMainProductList,
  setMainProductListIsFilter,
  setMainProductListLoader,
  setMainProductListPagination,
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
    dispatch(setMainProductListLoader(true));
    dispatch(setMainProductListIsFilter(list.filtering));
    list.load.promise.then(
      (body) => {
        if (!live) return;
        const { currentPage, totalPages } = body.paginationInfo;
        if (currentPage > 1 && currentPage > totalPages) {
          outOfRange.current();
          return;
        }
        dispatch(setMainProductList(body.result));
        dispatch(setMainProductListPagination(body.paginationInfo));
        dispatch(setMainProductListLoader(false));
      },
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
