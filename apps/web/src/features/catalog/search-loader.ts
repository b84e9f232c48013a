import { PRICE_SORTS, type ProductPage } from '@northbend/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { earlyLoad, type EarlyLoad } from '../../lib/early-load';
import { session } from '../../lib/session';
import { activeMyMachines } from './my-machines';
import { getSearchResults } from './search-api';
import { searchStateOf, type SearchState } from './search-query';

/** What the search page's loader started: the results page its URL asks for (null without a term). */
export interface SearchEarly {
  state: SearchState;
  load: EarlyLoad<ProductPage | null>;
}

const NOTHING: ProductPage = { result: [], paginationInfo: { currentPage: 1, totalPages: 0, totalCount: 0, limit: 20 } };

/**
 * Loader of /search: the query holds the term, page, sort and machine filters, so the results are
 * asked for with the navigation and the loader returns at once (the page shows its skeleton).
 * It is part of the page's own chunk, so the first page's script does not grow with it.
 */
export function searchLoader({ request }: LoaderFunctionArgs): SearchEarly {
  const state = searchStateOf(new URL(request.url).searchParams);
  // Prices are for customers (decision 003): a price order in a visitor's link reads as relevance.
  if (PRICE_SORTS.includes(state.sort) && !session.isLoggedIn()) state.sort = 'relevance';
  // 'My machines' (issue 16): the customer's machines while the switch is on.
  const results = state.q ? getSearchResults(state, activeMyMachines(), request.signal).catch(() => NOTHING) : Promise.resolve(null);
  return { state, load: earlyLoad(results) };
}
