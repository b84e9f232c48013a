import { useMemo, useState } from 'react';
import { useAppSelector } from '../../app/store';
import { SkeletonBar } from '../../components/skeleton';
import { MachineTree } from './machine-tree';
import { treeNodes } from './machine-tree-nodes';
import { openAtMachines, type TreePick } from './machine-tree-pick';
import { profileMachines } from './my-machines';
import { useProductTree } from './use-catalog-lookups';

const PANEL_ID = 'nb-machine-tree';

interface CatalogSidebarProps {
  selected: { categoryId: string; machineModelIds: string[] };
  onPick: (pick: TreePick) => void;
}

/**
 * The left sidebar: the category tree by machine, open at the customer's machines. On phones it
 * folds behind a 'Browse by machine' toggle so the products come first; from lg up it is always open.
 */
export function CatalogSidebar({ selected, onPick }: CatalogSidebarProps) {
  const { tree, loading } = useProductTree();
  const nodes = useMemo(() => treeNodes(tree), [tree]);
  const user = useAppSelector((s) => s.user.userData);
  const openAtFirst = useMemo(() => {
    const mine = profileMachines(user);
    return mine ? openAtMachines(nodes, mine.makeIds, mine.modelIds) : undefined;
  }, [nodes, user]);
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
            selected={selected}
            initiallyOpen={openAtFirst}
            onPick={(pick) => {
              setOpen(false);
              onPick(pick);
            }}
          />
        )}
      </nav>
    </aside>
  );
}
