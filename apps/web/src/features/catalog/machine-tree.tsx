import { useState } from 'react';
import { isLeaf, type TreeNode } from './machine-tree-nodes';

interface MachineTreeProps {
  nodes: TreeNode[];
  selectedCategoryId: string;
  onPick: (categoryId: string) => void;
}

/**
 * Make > model > category > child > sub-child. Branches are disclosure buttons (aria-expanded)
 * whose children are rendered only when open, so the long tree stays light; leaves filter.
 */
export function MachineTree({ nodes, selectedCategoryId, onPick }: MachineTreeProps) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
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
              className={`nb-tree__leaf ${n.id === selectedCategoryId ? 'is-selected' : ''}`}
              aria-current={n.id === selectedCategoryId ? 'true' : undefined}
              onClick={() => onPick(n.id)}
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
