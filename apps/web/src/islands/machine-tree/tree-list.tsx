/** @jsxImportSource preact */
import { useState } from 'preact/hooks';
import { isLeaf, type TreeNode } from '../../features/catalog/machine-tree-nodes';
import { pickOf, type TreePick } from '../../features/catalog/machine-tree-pick';

interface TreeListProps {
  nodes: TreeNode[];
  /** The list's filters: a leaf is current when its category and (if one is chosen) its model are. */
  selected: { categoryId: string; machineModelIds: string[] };
  /** Keys of the branches open at first. */
  initiallyOpen: string[];
  /** Whether a make's models are here yet (the rest of the tree comes when asked for). */
  isDrawn: (makeId: string) => boolean;
  /** A make whose models are not here yet was opened. */
  onOpenUndrawn: () => void;
  onPick: (pick: TreePick) => void;
}

/**
 * Make > model > category > child > sub-child. Branches are disclosure buttons (aria-expanded)
 * whose children are rendered only when open, so the long tree stays light; leaves filter.
 */
export function TreeList({ nodes, selected, initiallyOpen, isDrawn, onOpenUndrawn, onPick }: TreeListProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const isCurrent = (n: TreeNode) =>
    n.id === selected.categoryId && (!selected.machineModelIds.length || selected.machineModelIds.includes(pickOf(n).modelId));
  const toggle = (n: TreeNode) => {
    if (n.kind === 'make' && !isDrawn(n.id) && !expanded.has(n.key)) onOpenUndrawn();
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(n.key)) next.add(n.key);
      return next;
    });
  };
  const emptyText = (n: TreeNode) => (n.kind === 'make' && !isDrawn(n.id) ? 'Loading…' : 'No Data Found');

  const renderList = (list: TreeNode[], level: number) => (
    <ul class={`nb-tree nb-tree--level-${level}`}>
      {list.map((n) => (
        <li key={n.key}>
          {isLeaf(n) ? (
            <button
              type="button"
              class={`nb-tree__leaf ${isCurrent(n) ? 'is-selected' : ''}`}
              aria-current={isCurrent(n) ? 'true' : undefined}
              onClick={() => onPick(pickOf(n))}
            >
              {n.name}
            </button>
          ) : (
            <>
              <button
                type="button"
                class={`nb-tree__branch nb-tree__branch--${n.kind}`}
                aria-expanded={expanded.has(n.key)}
                onClick={() => toggle(n)}
              >
                {n.name}
              </button>
              {expanded.has(n.key) &&
                (n.children.length ? renderList(n.children, level + 1) : <p class="nb-tree__empty">{emptyText(n)}</p>)}
            </>
          )}
        </li>
      ))}
    </ul>
  );

  return renderList(nodes, 0);
}
