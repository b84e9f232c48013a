import { apiGet, apiPost } from '../../app/api-client';
import { apiPaths } from '../../app/api-paths';
import type { DropdownItem } from '../../state/types';
import { categoryOptions, type CategoryOption, type CategoryOptionSource } from './category-options';
import type { TreeMake } from './machine-tree-nodes';
import { useLoad } from './use-load';

// Lookup lists of the filter bar and the sidebar. Their failures stay in the console (spec 8).

// One empty list, so effects that depend on the models do not rerun for a new but equal [].
const NONE: DropdownItem[] = [];

export function useCategoryOptions(): CategoryOption[] {
  return (
    useLoad('categories', (signal) =>
      apiGet<{ result: CategoryOptionSource[] }>(apiPaths.categoryDropdown, { signal, quiet: true }).then((b) => categoryOptions(b.result)),
    ).data ?? []
  );
}

export function useMachineMakes(): DropdownItem[] {
  return (
    useLoad('makes', (signal) => apiGet<{ result: DropdownItem[] }>(apiPaths.machineMakes, { signal, quiet: true }).then((b) => b.result))
      .data ?? []
  );
}

/**
 * The models of the chosen makes (spec section 4); with no make chosen the list is empty without
 * a call. `undefined` while the models of a new choice of makes are still loading.
 */
export function useMachineModels(machineMakeIds: string[]): DropdownItem[] | undefined {
  const key = machineMakeIds.join(',');
  const loaded = useLoad(key ? `models:${key}` : null, (signal) =>
    apiPost<{ result: DropdownItem[] }>(apiPaths.machineModelsOfMakes, { machineMakeIds }, { signal, quiet: true }).then((b) => b.result),
  );
  if (!key || loaded.error) return NONE;
  return loaded.data;
}

export function useProductTree(): { tree: TreeMake[]; loading: boolean } {
  const loaded = useLoad('tree', (signal) =>
    apiGet<{ result: TreeMake[] }>(apiPaths.productTree, { signal, quiet: true }).then((b) => b.result),
  );
  return { tree: loaded.data ?? [], loading: loaded.loading };
}
