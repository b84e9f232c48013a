/**
 * The store home keeps its page and filters in the URL query so back/forward, reload and shared
 * links show the same results. `?page=2&category=<id>&makes=<id>,<id>&models=<id>&q=punch`.
 */
export interface CatalogFilters {
  categoryId: string;
  machineMakeIds: string[];
  machineModelIds: string[];
  productName: string;
}

export const NO_FILTERS: CatalogFilters = { categoryId: '', machineMakeIds: [], machineModelIds: [], productName: '' };

const idList = (raw: string | null): string[] => (raw ? raw.split(',').filter(Boolean) : []);

export function pageOf(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page > 1 ? page : 1;
}

export function filtersOf(params: URLSearchParams): CatalogFilters {
  return {
    categoryId: params.get('category') ?? '',
    machineMakeIds: idList(params.get('makes')),
    machineModelIds: idList(params.get('models')),
    productName: (params.get('q') ?? '').trim(),
  };
}

/** The query for a page of filtered results; page 1 and empty filters are left out. */
export function queryOf(filters: CatalogFilters, page = 1): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.categoryId) params.set('category', filters.categoryId);
  if (filters.machineMakeIds.length) params.set('makes', filters.machineMakeIds.join(','));
  if (filters.machineModelIds.length) params.set('models', filters.machineModelIds.join(','));
  if (filters.productName.trim()) params.set('q', filters.productName.trim());
  if (page > 1) params.set('page', String(page));
  return params;
}

/** Spec section 4: filter mode is on when any filter is set. */
export const hasAnyFilter = (f: CatalogFilters): boolean =>
  Boolean(f.categoryId || f.machineMakeIds.length || f.machineModelIds.length || f.productName.trim());

/** The filter call's body (spec section 3, filter payload). */
export const filterBody = (f: CatalogFilters) => ({
  product_name: f.productName.trim(),
  categoryId: f.categoryId,
  machineMakeIds: f.machineMakeIds,
  machineModelIds: f.machineModelIds,
});

/** A key that changes only when the filters change (not the page). */
export const filtersKey = (f: CatalogFilters): string => queryOf(f).toString();
