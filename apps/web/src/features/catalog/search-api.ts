import type { ProductPage } from '@northbend/shared';
import { apiPost } from '../../app/api-client';
import { apiPaths } from '../../app/api-paths';
import { fitsBody, type MyMachines } from './my-machines';
import { searchBody, type SearchState } from './search-query';

/** One page of search results. Quiet: a failure stays in the console and the page shows 'No Products' (spec 8). */
export const getSearchResults = (s: SearchState, mine: MyMachines | null, signal?: AbortSignal): Promise<ProductPage> =>
  apiPost<ProductPage>(apiPaths.productSearchResults(s.page), { ...searchBody(s), ...fitsBody(mine) }, { signal, quiet: true });
