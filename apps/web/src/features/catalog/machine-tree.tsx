import { useState } from 'react';
import { isLeaf, type TreeNode } from './machine-tree-nodes';
import { pickOf, type TreePick } from './machine-tree-pick';

interface MachineTreeProps {
  nodes: TreeNode[];
  /** The list's filters: a leaf is current when its category and (if one is chosen) its model are. */
  selected: { categoryId: string; machineModelIds: string[] };
  /** Keys of the branches open at first (the customer's machines). */
  initiallyOpen?: ReadonlySet<string>;
  onPick: (pick: TreePick) => void;
}

/**
 * Make > model > category > child > sub-child. Branches are disclosure buttons (aria-expanded)
 * whose children are rendered only when open, so the long tree stays light; leaves filter.
 */
export function MachineTree({ nodes, selected, initiallyOpen, onPick }: MachineTreeProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(initiallyOpen));
  const isCurrent = (n: TreeNode) =>
    n.id === selected.categoryId && (!selected.machineModelIds.length || selected.machineModelIds.includes(pickOf(n).modelId));
  const toggle = (key: string) =>
    setExpanded((prev) => {
      const next = new Set(prev);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const renderList = (list: TreeNode[], level: number) => (
    <ul className={`nb-tree nb-tree--level-${level}`}>
      {list.map((n) => (
        <li key={n.key}>
          {isLeaf(n) ? (
            <button
              type="button"
              className={`nb-tree__leaf ${isCurrent(n) ? 'is-selected' : ''}`}
              aria-current={isCurrent(n) ? 'true' : undefined}
              onClick={() => onPick(pickOf(n))}
            >
              {n.name}
            </button>
          ) : (
            <>
              <button
                type="button"
                className={`nb-tree__branch nb-tree__branch--${n.kind}`}
                aria-expanded={expanded.has(n.key)}
                onClick={() => toggle(n.key)}
              >
                {n.name}
              </button>
              {expanded.has(n.key) &&
                (n.children.length ? renderList(n.children, level + 1) : <p className="nb-tree__empty">No Data Found</p>)}
            </>
          )}
        </li>
      ))}
    </ul>
  );

  return renderList(nodes, 0);
}
