import type { Database } from '../../db/client.js';
import { findAllCategories, type CategoryRow } from './category-queries.js';
import { findAllMachineModels, findMachineMakes, findModelCategoryPairs } from './machine-queries.js';

interface Node {
  id: string;
  name: string;
  slug?: string;
}
export interface TreeCategory extends Node {
  child_categories: (Node & { sub_child_categories: Node[] })[];
}
export interface TreeMake extends Node {
  models: (Node & { categories: TreeCategory[] })[];
}

/**
 * The sidebar tree: machine make > model > category > child > sub-child, listing under each model
 * only the categories that hold products for it. Reading it scans every product, so the result is
 * kept for a minute: the catalog changes rarely and each API process may hold its own copy.
 */
export function treeService(db: Database, ttlMs = 60_000) {
  let cached: { at: number; tree: Promise<TreeMake[]> } | null = null;

  async function build(): Promise<TreeMake[]> {
    const [makes, models, cats, pairs] = await Promise.all([
      findMachineMakes(db),
      findAllMachineModels(db),
      findAllCategories(db),
      findModelCategoryPairs(db),
    ]);
    const byId = new Map(cats.map((c) => [c.id, c]));
    const used = new Map<string, Set<string>>();
    for (const { modelId, categoryId } of pairs) {
      const set = used.get(modelId) ?? new Set<string>();
      // A product sits in a leaf; its ancestors are shown too, so walk up the chain.
      for (let c = byId.get(categoryId); c; c = c.parentId ? byId.get(c.parentId) : undefined) set.add(c.id);
      used.set(modelId, set);
    }
    const node = (c: CategoryRow): Node => ({ id: c.id, name: c.name, slug: c.slug });
    const childrenOf = (parentId: string | null, within: Set<string>) => cats.filter((c) => c.parentId === parentId && within.has(c.id));
    const categoriesFor = (within: Set<string>): TreeCategory[] =>
      childrenOf(null, within).map((main) => ({
        ...node(main),
        child_categories: childrenOf(main.id, within).map((child) => ({
          ...node(child),
          sub_child_categories: childrenOf(child.id, within).map(node),
        })),
      }));
    return makes.map((make) => ({
      id: make.id,
      name: make.name,
      models: models
        .filter((m) => m.makeId === make.id)
        .map((m) => ({ id: m.id, name: m.name, categories: categoriesFor(used.get(m.id) ?? new Set()) })),
    }));
  }

  return {
    /** Drops the cached tree: called on every catalog write (issue 12). */
    forget(): void {
      cached = null;
    },

    tree(): Promise<TreeMake[]> {
      if (!cached || Date.now() - cached.at > ttlMs) {
        const tree = build();
        cached = { at: Date.now(), tree };
        tree.catch(() => (cached = null));
      }
      return cached.tree;
    },
  };
}
