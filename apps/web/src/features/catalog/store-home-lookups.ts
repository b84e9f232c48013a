import type { DropdownItem } from '@northbend/shared';
import { getMachineLists } from '../../components/lookup-api';
import { getCategoryOptionSources, getProductTree } from './catalog-api';
import type { CatalogFilters } from './catalog-query';
import { categoryOptions, type CategoryOption } from './category-options';
import { treeNodes, type TreeMake, type TreeNode } from './machine-tree-nodes';
import { openAtMachines } from './machine-tree-pick';
import type { MachinesChoice } from './my-machines';

/** What the store home's islands are drawn with on the server: the filter bar's lists and the sidebar's tree. */
export interface StoreHomeLookups {
  categories: CategoryOption[];
  makes: DropdownItem[];
  /** The models of the list's makes, so the model picker names the chosen ones at once. */
  models: DropdownItem[];
  /** The makes, with their models only where the tree is drawn open (machine-tree.island.tsx). */
  tree: TreeMake[];
  drawnMakeIds: string[];
  /** The tree's branches open at first: the customer's machines and the list's own, down to its category. */
  open: string[];
}

/** The branches down to the list's category under each open model: a tree pick shows where it is. */
function openDownTo(categoryId: string, models: TreeNode[], open: Set<string>): void {
  const walk = (nodes: TreeNode[], path: string[]): boolean =>
    nodes.some((n) => (n.id === categoryId ? (path.forEach((key) => open.add(key)), true) : walk(n.children, [...path, n.key])));
  for (const model of models) walk(model.children, []);
}

/** Quiet, as the browser's lookups (spec section 8): a list that fails reads as empty. */
export async function loadStoreHomeLookups(filters: CatalogFilters, machines: MachinesChoice): Promise<StoreHomeLookups> {
  const [sources, { makes, models }, tree] = await Promise.all([
    getCategoryOptionSources().catch(() => []),
    getMachineLists(filters.machineMakeIds),
    getProductTree().catch(() => []),
  ]);
  const nodes = treeNodes(tree);
  const open = openAtMachines(
    nodes,
    [...(machines.park?.makeIds ?? []), ...filters.machineMakeIds],
    [...(machines.park?.modelIds ?? []), ...filters.machineModelIds],
  );
  if (filters.categoryId) {
    const listModels = nodes.flatMap((make) => make.children).filter((model) => filters.machineModelIds.includes(model.id));
    openDownTo(filters.categoryId, listModels, open);
  }
  const drawn = new Set(nodes.filter((make) => open.has(make.key)).map((make) => make.id));
  return {
    categories: categoryOptions(sources),
    makes,
    models,
    tree: tree.map((make) => (drawn.has(make.id) ? make : { id: make.id, name: make.name })),
    drawnMakeIds: [...drawn],
    open: [...open],
  };
}
