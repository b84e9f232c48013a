import type { ProductPage } from '@northbend/shared';
import { apiPost } from '../../lib/api-client';
import { fitsBody, type MyMachines } from './my-machines';
import { searchBody, type SearchState } from './search-query';

/** API paths only this screen calls (spec section 7): here rather than in app/api-paths.ts, which the first page carries. */
const screenPaths = {
  productSearchResults: (page: number) => `product/public/search/results?page=${page}`,
} as const;

/** One page of search results. Quiet: a failure stays in the console and the page shows 'No Products' (spec 8). */
export const getSearchResults = (s: SearchState, mine: MyMachines | null, signal?: AbortSignal): Promise<ProductPage> =>
  apiPost<ProductPage>(screenPaths.productSearchResults(s.page), { ...searchBody(s), ...fitsBody(mine) }, { signal, quiet: true });
