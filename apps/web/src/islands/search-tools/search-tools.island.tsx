/** @jsxImportSource preact */
import type { DropdownItem, SearchSort } from '@northbend/shared';
import { useState } from 'preact/hooks';
import { searchQueryOf, type SearchState } from '../../features/catalog/search-query';
import { MachinePickers, type MachineChoice } from '../catalog/machine-pickers';
import { goTo } from '../navigate';

export interface SearchToolsIslandProps {
  /** Prefix of the tools' ids. */
  id: string;
  /** The search the page shows (its URL). */
  state: SearchState;
  /** The orders offered, with their labels: price orders for customers only (decision 003). */
  sorts: { value: SearchSort; label: string }[];
  makes: DropdownItem[];
  /** The models of the search's makes, so the model picker names the chosen ones at once. */
  models: DropdownItem[];
}

const sameIds = (a: string[], b: string[]) => a.join(',') === b.join(',');

/**
 * The search page's tools (issue 16): narrow by machine make and model, and sort. Each change
 * loads page 1 of the search for it, a new document whose address holds it. A machine picker
 * applies its choice when it closes, so picking several makes is one load, not one per box.
 */
export default function SearchToolsIsland({ id, state, sorts, makes, models: drawnModels }: SearchToolsIslandProps) {
  const [machines, setMachines] = useState<MachineChoice>({ makeIds: state.machineMakeIds, modelIds: state.machineModelIds });
  // Phones fold the machine pickers away so the first products show without scrolling.
  const [machinesOpen, setMachinesOpen] = useState(false);
  const filtered = state.machineMakeIds.length > 0 || state.machineModelIds.length > 0;

  const go = (next: Partial<SearchState>) => goTo(`${location.pathname}?${searchQueryOf({ ...state, page: 1, ...next }).toString()}`);
  const applyMachines = ({ makeIds, modelIds }: MachineChoice) => {
    if (!sameIds(makeIds, state.machineMakeIds) || !sameIds(modelIds, state.machineModelIds))
      go({ machineMakeIds: makeIds, machineModelIds: modelIds });
  };

  return (
    <div class="nb-filter-bar">
      <button
        type="button"
        class="nb-filter-bar__toggle d-md-none"
        aria-expanded={machinesOpen}
        aria-controls={`${id}-machines`}
        onClick={() => setMachinesOpen((o) => !o)}
      >
        Machines
        {filtered && <span class="nb-filter-bar__count"> ({state.machineMakeIds.length + state.machineModelIds.length} chosen)</span>}
      </button>
      <form class="nb-search-page__tools" aria-label="Narrow and sort results" onSubmit={(e) => e.preventDefault()}>
        <div id={`${id}-machines`} class={`nb-search-page__machines ${machinesOpen ? 'is-open' : ''}`}>
          <MachinePickers
            id={id}
            makes={makes}
            drawn={{ makeIds: state.machineMakeIds, models: drawnModels }}
            choice={machines}
            onChange={setMachines}
            onClose={() => applyMachines(machines)}
          />
        </div>
        <div class="nb-search-page__sort">
          <label for={`${id}-sort`} class="form-label">
            Sort by
          </label>
          <select
            id={`${id}-sort`}
            class="form-select"
            value={state.sort}
            onChange={(e) => go({ sort: e.currentTarget.value as SearchSort })}
          >
            {sorts.map((s) => (
              <option key={s.value} value={s.value}>
                {s.label}
              </option>
            ))}
          </select>
        </div>
        {filtered && (
          <div class="nb-filter-bar__actions">
            <button type="button" class="btn btn-outline-secondary" onClick={() => go({ machineMakeIds: [], machineModelIds: [] })}>
              Clear machines
            </button>
          </div>
        )}
      </form>
    </div>
  );
}
