import { CATEGORY_LEVELS_MAX, type AdminCategory } from '@northbend/shared';

/** A category as one line of the tree editor: where it sits and what is around it. */
export interface CategoryLine {
  node: AdminCategory;
  parent: AdminCategory | null;
  /** Its place among its siblings (0 = first) and how many siblings there are, itself included. */
  index: number;
  siblings: number;
  /** The names above it, main category first. */
  trail: string[];
}

export const LEVEL_NAMES = ['Main category', 'Child', 'Sub-child'] as const;

/** The tree as the lines of a table, each category followed by its subtree. */
export function linesOf(tree: AdminCategory[], parent: AdminCategory | null = null, trail: string[] = []): CategoryLine[] {
  return tree.flatMap((node, index) => [
    { node, parent, index, siblings: tree.length, trail },
    ...linesOf(node.children, node, [...trail, node.category_name]),
  ]);
}

/** Levels the category spans with its subtree: 1 for a leaf. */
export const heightOf = (node: AdminCategory): number => 1 + Math.max(0, ...node.children.map(heightOf));

const idsOf = (node: AdminCategory): string[] => [node._id, ...node.children.flatMap(idsOf)];

/**
 * Where a category may go: the top level, or under any category that is not itself, not one of its
 * own subcategories, and leaves room for its subtree within three levels. '' means the top level.
 */
export function parentChoices(lines: CategoryLine[], moving: AdminCategory): { value: string; label: string }[] {
  const own = new Set(idsOf(moving));
  const height = heightOf(moving);
  return [
    { value: '', label: 'Top level (a main category)' },
    ...lines
      .filter((l) => !own.has(l.node._id) && l.node.level + height <= CATEGORY_LEVELS_MAX)
      .map((l) => ({ value: l.node._id, label: [...l.trail, l.node.category_name].join(' › ') })),
  ];
}

export const countCategories = (tree: AdminCategory[]): number => tree.reduce((n, c) => n + 1 + countCategories(c.children), 0);
