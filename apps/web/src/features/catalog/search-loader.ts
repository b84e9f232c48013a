import { PRICE_SORTS, type DropdownItem, type ProductPage } from '@northbend/shared';
import type { LoaderFunctionArgs } from 'react-router';
import { viewerIn } from '../../app/render-context';
import { getMachineLists } from '../../components/lookup-api';
import { earlyLoad, type EarlyLoad } from '../../lib/early-load';
import { machinesChoice, narrowedTo, type MachinesChoice } from './my-machines';
import { getSearchResults } from './search-api';
import { searchStateOf, type SearchState } from './search-query';

/** What the search page's loader started: the results page its URL asks for (null without a term). */
export interface SearchEarly {
  state: SearchState;
  machines: MachinesChoice;
  load: EarlyLoad<ProductPage | null>;
  /** Server only: the machine pickers' lists (the browser's screen asks for its own). */
  lookups?: EarlyLoad<{ makes: DropdownItem[]; models: DropdownItem[] }>;
}

const NOTHING: ProductPage = { result: [], paginationInfo: { currentPage: 1, totalPages: 0, totalCount: 0, limit: 20 } };

/**
 * Loader of /search: the query holds the term, page, sort and machine filters, so the results are
 * asked for with the navigation and the loader returns at once. On the server it draws the page
 * for the page cookie's customer (prices, their machines). It is part of the page's own chunk, so
 * the first page's script does not grow with it.
 */
export function searchLoader({ request, context }: LoaderFunctionArgs): SearchEarly {
  const state = searchStateOf(new URL(request.url).searchParams);
  const machines = machinesChoice(viewerIn(context));
  // Prices are for customers (decision 003): a price order in a visitor's link reads as relevance.
  if (PRICE_SORTS.includes(state.sort) && !machines.customer) state.sort = 'relevance';
  // 'My machines' (issue 16): the customer's machines while the switch is on.
  const results = state.q ? getSearchResults(state, narrowedTo(machines), request.signal).catch(() => NOTHING) : Promise.resolve(null);
  return {
    state,
    machines,
    load: earlyLoad(results),
    lookups: import.meta.env.SSR && state.q ? earlyLoad(getMachineLists(state.machineMakeIds)) : undefined,
  };
}
