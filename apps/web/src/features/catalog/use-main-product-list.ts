import { useEffect, useState } from 'react';
import { apiGet, apiPost } from '../../app/api-client';
import { apiPaths } from '../../app/api-paths';
import { useAppDispatch } from '../../app/store';
import {
  setMainProductList,
  setMainProductListIsFilter,
  setMainProductListLoader,
  setMainProductListPagination,
} from '../../state/catalog-slice';
import type { PaginationInfo, ProductSummary } from '../../state/types';
import { filterBody, filtersKey, hasAnyFilter, type CatalogFilters } from './catalog-query';

interface ProductPage {
  result: ProductSummary[];
  paginationInfo: PaginationInfo;
}

/**
 * Loads the store home's list into Redux whenever the page or the filters change: the unfiltered
 * list, or the filter call when any filter is set (spec section 4). A page past the last one
 * calls `onPageOutOfRange` so the screen can go back to page 1. `reload` fetches the same again.
 */
export function useMainProductList(filters: CatalogFilters, page: number, onPageOutOfRange: () => void): { reload: () => void } {
  const dispatch = useAppDispatch();
  const [nonce, setNonce] = useState(0);
  const key = filtersKey(filters);

  useEffect(() => {
    const ctrl = new AbortController();
    const filtering = hasAnyFilter(filters);
    const opts = { signal: ctrl.signal, quiet: true };
    dispatch(setMainProductListLoader(true));
    dispatch(setMainProductListIsFilter(filtering));
    const call = filtering
      ? apiPost<ProductPage>(apiPaths.productFilter(page), filterBody(filters), opts)
      : apiGet<ProductPage>(apiPaths.productList(page), opts);
    call.then(
      (body) => {
        const { currentPage, totalPages } = body.paginationInfo;
        if (currentPage > 1 && currentPage > totalPages) {
          onPageOutOfRange();
          return;
        }
        dispatch(setMainProductList(body.result));
        dispatch(setMainProductListPagination(body.paginationInfo));
        dispatch(setMainProductListLoader(false));
      },
      () => {
        if (ctrl.signal.aborted) return;
        // Spec section 8: failed loads stay in the console; the grid shows its empty state.
        dispatch(setMainProductList([]));
        dispatch(setMainProductListPagination(null));
        dispatch(setMainProductListLoader(false));
      },
    );
    return () => ctrl.abort();
    // `filters` is read through its key: an equal object must not fetch again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, page, nonce, dispatch]);

  return { reload: () => setNonce((n) => n + 1) };
}
