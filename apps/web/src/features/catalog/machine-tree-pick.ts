import type { TreeNode } from './machine-tree-nodes';

/** A leaf picked in the machine tree: its category under one make and model (issue 16). */
export interface TreePick {
  categoryId: string;
  makeId: string;
  modelId: string;
}

/** A node's key is its path, `/make/model/category[/child[/sub]]`: the make and model are its first two steps. */
export function pickOf(leaf: TreeNode): TreePick {
  const [, makeId = '', modelId = ''] = leaf.key.split('/');
  return { categoryId: leaf.id, makeId, modelId };
}

/**
 * The branches to open at first: the customer's makes and models ('the tree opens at their
 * machines'); a make is opened for a model of it too.
 */
export function openAtMachines(nodes: TreeNode[], makeIds: string[], modelIds: string[]): Set<string> {
  const open = new Set<string>();
  for (const make of nodes) {
    for (const model of make.children) {
      if (modelIds.includes(model.id)) open.add(make.key).add(model.key);
    }
    if (makeIds.includes(make.id)) open.add(make.key);
  }
  return open;
}
