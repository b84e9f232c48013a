import { SEARCH_SORTS, type SearchSort } from '@northbend/shared';
import { pageOf } from './catalog-query';

/**
 * The search results page keeps its state in the URL, so a result list can be linked, reloaded
 * and stepped through with back/forward: `/search?q=round+punch+28&page=2&sort=name&makes=<id>,<id>&models=<id>`.
 */
export interface SearchState {
  q: string;
  page: number;
  sort: SearchSort;
  machineMakeIds: string[];
  machineModelIds: string[];
}

const idList = (raw: string | null): string[] => (raw ? raw.split(',').filter(Boolean) : []);

const isSort = (s: string | null): s is SearchSort => (SEARCH_SORTS as readonly (string | null)[]).includes(s);

export function searchStateOf(params: URLSearchParams): SearchState {
  const sort = params.get('sort');
  return {
    q: (params.get('q') ?? '').trim(),
    page: pageOf(params),
    sort: isSort(sort) ? sort : 'relevance',
    machineMakeIds: idList(params.get('makes')),
    machineModelIds: idList(params.get('models')),
  };
}

/** The query of a search state; page 1, relevance and empty filters are left out. */
export function searchQueryOf(s: SearchState): URLSearchParams {
  const params = new URLSearchParams();
  params.set('q', s.q);
  if (s.sort !== 'relevance') params.set('sort', s.sort);
  if (s.machineMakeIds.length) params.set('makes', s.machineMakeIds.join(','));
  if (s.machineModelIds.length) params.set('models', s.machineModelIds.join(','));
  if (s.page > 1) params.set('page', String(s.page));
  return params;
}

/** The search call's body (POST /product/public/search/results). */
export const searchBody = (s: SearchState) => ({
  search: s.q,
  sort: s.sort,
  machineMakeIds: s.machineMakeIds,
  machineModelIds: s.machineModelIds,
});

/** The search page's title: 'Search: {term}', or 'Search' without one. */
export const searchTitleOf = (q: string): string => (q ? `Search: ${q}` : 'Search');
