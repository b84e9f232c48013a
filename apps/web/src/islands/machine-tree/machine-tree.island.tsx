/** @jsxImportSource preact */
import { useMemo, useState } from 'preact/hooks';
import { getProductTree } from '../../features/catalog/catalog-api';
import { queryOf, type CatalogFilters } from '../../features/catalog/catalog-query';
import { treeNodes, type TreeMake } from '../../features/catalog/machine-tree-nodes';
import type { TreePick } from '../../features/catalog/machine-tree-pick';
import { goTo } from '../navigate';
import { TreeList } from './tree-list';

const PANEL_ID = 'nb-machine-tree';

export interface MachineTreeIslandProps {
  /**
   * The makes, each with its models where `drawnMakeIds` says so (the branches drawn open): the
   * whole tree is thousands of rows, as every model repeats its categories, so the rest is asked
   * for when a closed make is first opened.
   */
  tree: TreeMake[];
  /** The makes whose models `tree` holds; absent: every make's. */
  drawnMakeIds?: string[];
  /** The list's filters: a leaf filters by its category, make and model, keeping the product name. */
  applied: CatalogFilters;
  /** Keys of the branches open at first: the customer's machines and the list's own. */
  open: string[];
}

/**
 * The store home's left sidebar (spec section 2, issue 16): the category tree by machine. On phones
 * it folds behind a 'Browse by machine' toggle so the products come first; from lg up it is always
 * open. A leaf loads the list for its category, make and model.
 */
export default function MachineTreeIsland({ tree: drawn, drawnMakeIds, applied, open }: MachineTreeIslandProps) {
  const [tree, setTree] = useState(drawn);
  const [known, setKnown] = useState<ReadonlySet<string> | null>(drawnMakeIds ? new Set(drawnMakeIds) : null);
  const [asked, setAsked] = useState(false);
  const [panelOpen, setPanelOpen] = useState(false);
  const nodes = useMemo(() => treeNodes(tree), [tree]);

  // The first closed make opened asks for the whole tree, once; its rows say so meanwhile.
  const wholeTree = () => {
    if (asked) return;
    setAsked(true);
    getProductTree().then(
      (whole) => {
        setTree(whole);
        setKnown(null);
      },
      // Spec section 8: the failure stays in the console; the rows drawn so far stay usable.
      () => setAsked(false),
    );
  };

  const pick = ({ categoryId, makeId, modelId }: TreePick) => {
    setPanelOpen(false);
    const query = queryOf({ ...applied, categoryId, machineMakeIds: [makeId], machineModelIds: [modelId] }).toString();
    goTo(`${location.pathname}?${query}`);
  };

  return (
    <aside class="nb-sidebar" aria-labelledby="nb-sidebar-title">
      <h2 id="nb-sidebar-title" class="nb-sidebar__title">
        <button
          type="button"
          class="nb-sidebar__toggle d-lg-none"
          aria-expanded={panelOpen}
          aria-controls={PANEL_ID}
          onClick={() => setPanelOpen((o) => !o)}
        >
          Browse by machine
        </button>
        <span class="d-none d-lg-inline">Browse by machine</span>
      </h2>
      <nav id={PANEL_ID} class={`nb-sidebar__panel ${panelOpen ? 'is-open' : ''}`} aria-label="Browse by machine">
        <p class="nb-sidebar__hint">Open your machine make and model, then pick a tool category.</p>
        <TreeList
          nodes={nodes}
          selected={applied}
          initiallyOpen={open}
          isDrawn={(makeId) => !known || known.has(makeId)}
          onOpenUndrawn={wholeTree}
          onPick={pick}
        />
      </nav>
    </aside>
  );
}
