/** @jsxImportSource preact */
import type { DropdownItem, SearchSort } from '@northbend/shared';
import { useEffect, useState } from 'preact/hooks';
import { searchQueryOf, type SearchState } from '../../features/catalog/search-query';
import { MachineMultiSelect } from '../catalog/machine-multi-select';
import { useMachineModels } from '../catalog/use-machine-models';
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
  const [makeIds, setMakeIds] = useState(state.machineMakeIds);
  const [modelIds, setModelIds] = useState(state.machineModelIds);
  // Phones fold the machine pickers away so the first products show without scrolling.
  const [machinesOpen, setMachinesOpen] = useState(false);
  const models = useMachineModels(makeIds, { makeIds: state.machineMakeIds, models: drawnModels });
  const filtered = state.machineMakeIds.length > 0 || state.machineModelIds.length > 0;

  const go = (next: Partial<SearchState>) => goTo(`${location.pathname}?${searchQueryOf({ ...state, page: 1, ...next }).toString()}`);
  const applyMachines = (nextMakes: string[], nextModels: string[]) => {
    if (!sameIds(nextMakes, state.machineMakeIds) || !sameIds(nextModels, state.machineModelIds))
      go({ machineMakeIds: nextMakes, machineModelIds: nextModels });
  };

  // Models that no chosen make offers any more leave the choice once the new list is in.
  useEffect(() => {
    if (!models) return;
    setModelIds((ids) => {
      const kept = ids.filter((m) => models.some((o) => o.value === m));
      return kept.length === ids.length ? ids : kept;
    });
  }, [models]);

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
          <MachineMultiSelect
            id={`${id}-makes`}
            label="Machine make"
            placeholder="--- select machine makes ---"
            options={makes}
            selected={makeIds}
            onChange={(ids) => {
              setMakeIds(ids);
              // Spec section 4: with no make chosen, the model selection is emptied.
              if (!ids.length) setModelIds([]);
            }}
            onClose={() => applyMachines(makeIds, makeIds.length ? modelIds : [])}
          />
          <MachineMultiSelect
            id={`${id}-models`}
            label="Machine model"
            placeholder="--- select machine models ---"
            options={models ?? []}
            busy={!models}
            selected={modelIds}
            onChange={setModelIds}
            onClose={() => applyMachines(makeIds, modelIds)}
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
