import type { DropdownItem } from '@northbend/shared';
import { getMachineMakes, getMachineModels } from '../../components/lookup-api';
import { useLoad } from '../../components/use-load';
import { getCategoryOptionSources, getProductTree } from './catalog-api';
import { categoryOptions, type CategoryOption } from './category-options';
import type { TreeMake } from './machine-tree-nodes';

// Lookup lists of the filter bar and the sidebar. Their failures stay in the console (spec 8).

// One empty list, so effects that depend on the models do not rerun for a new but equal [].
const NONE: DropdownItem[] = [];

export function useCategoryOptions(): CategoryOption[] {
  return useLoad('categories', (signal) => getCategoryOptionSources(signal).then(categoryOptions)).data ?? [];
}

export function useMachineMakes(): DropdownItem[] {
  return useLoad('makes', getMachineMakes).data ?? [];
}

/**
 * The models of the chosen makes (spec section 4); with no make chosen the list is empty without
 * a call. `undefined` while the models of a new choice of makes are still loading.
 */
export function useMachineModels(machineMakeIds: string[]): DropdownItem[] | undefined {
  const key = machineMakeIds.join(',');
  const loaded = useLoad(key ? `models:${key}` : null, (signal) => getMachineModels(machineMakeIds, signal));
  if (!key || loaded.error) return NONE;
  return loaded.data;
}

export function useProductTree(): { tree: TreeMake[]; loading: boolean } {
  const loaded = useLoad('tree', getProductTree);
  return { tree: loaded.data ?? [], loading: loaded.loading };
}
