import { useMemo, useState } from 'react';
import { SkeletonBar } from '../../components/skeleton';
import { MachineTree } from './machine-tree';
import { treeNodes } from './machine-tree-nodes';
import { useProductTree } from './use-catalog-lookups';

const PANEL_ID = 'nb-machine-tree';

/**
 * The left sidebar: the category tree by machine. On phones it folds behind a 'Browse by machine'
 * toggle so the products come first; from lg up it is always open.
 */
export function CatalogSidebar({ selectedCategoryId, onPick }: { selectedCategoryId: string; onPick: (categoryId: string) => void }) {
  const { tree, loading } = useProductTree();
  const nodes = useMemo(() => treeNodes(tree), [tree]);
  const [open, setOpen] = useState(false);

  return (
    <aside className="nb-sidebar" aria-labelledby="nb-sidebar-title">
      <h2 id="nb-sidebar-title" className="nb-sidebar__title">
        <button
          type="button"
          className="nb-sidebar__toggle d-lg-none"
          aria-expanded={open}
          aria-controls={PANEL_ID}
          onClick={() => setOpen((o) => !o)}
        >
          Browse by machine
        </button>
        <span className="d-none d-lg-inline">Browse by machine</span>
      </h2>
      <nav id={PANEL_ID} className={`nb-sidebar__panel ${open ? 'is-open' : ''}`} aria-label="Browse by machine">
        <p className="nb-sidebar__hint">Open your machine make and model, then pick a tool category.</p>
        {loading ? (
          <div aria-hidden="true">
            {[0, 1, 2, 3, 4, 5].map((i) => (
              <SkeletonBar key={i} height={22} className="mb-2" />
            ))}
          </div>
        ) : (
          <MachineTree
            nodes={nodes}
            selectedCategoryId={selectedCategoryId}
            onPick={(id) => {
              setOpen(false);
              onPick(id);
            }}
          />
        )}
      </nav>
    </aside>
  );
}
