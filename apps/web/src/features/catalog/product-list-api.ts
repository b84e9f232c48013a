import type { ProductPage } from '@northbend/shared';
import { apiGet, apiPost } from '../../lib/api-client';
import { apiPaths } from '../../lib/api-paths';
import { filterBody, hasAnyFilter, type CatalogFilters } from './catalog-query';
import { fitsBody, type MyMachines } from './my-machines';

/**
 * A page of the store home's list: the filter call when any filter or 'My machines' is set (spec
 * section 4), else the plain list. Quiet: a failure stays in the console and the grid shows its empty state (spec 8).
 */
export const getProductPage = (
  filters: CatalogFilters,
  page: number,
  mine: MyMachines | null,
  signal?: AbortSignal,
): Promise<ProductPage> =>
  hasAnyFilter(filters) || mine
    ? apiPost<ProductPage>(apiPaths.productFilter(page), { ...filterBody(filters), ...fitsBody(mine) }, { signal, quiet: true })
    : apiGet<ProductPage>(apiPaths.productList(page), { signal, quiet: true });
