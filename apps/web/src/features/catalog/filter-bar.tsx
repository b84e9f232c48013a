import { useEffect, useId, useState, type FormEvent } from 'react';
import { filtersKey, NO_FILTERS, type CatalogFilters } from './catalog-query';
import { indentedLabel } from './category-options';
import { MachineMultiSelect } from './machine-multi-select';
import { useCategoryOptions, useMachineMakes, useMachineModels } from './use-catalog-lookups';

interface FilterBarProps {
  applied: CatalogFilters;
  onApply: (filters: CatalogFilters) => void;
  onReset: () => void;
}

/**
 * The store home's filter bar. Choices are a draft until 'Filter Product' (or leaving the search
 * box, spec section 2); the draft follows the URL when back/forward or the sidebar change it.
 */
export function FilterBar({ applied, onApply, onReset }: FilterBarProps) {
  const id = useId();
  const [draft, setDraft] = useState<CatalogFilters>(applied);
  const [open, setOpen] = useState(false);
  const categories = useCategoryOptions();
  const makes = useMachineMakes();
  const models = useMachineModels(draft.machineMakeIds);
  const appliedKey = filtersKey(applied);

  // Keyed by the filters' text: a re-render with an equal filter object must not wipe the draft.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for `applied`
  useEffect(() => setDraft(applied), [appliedKey]);

  // Models that no chosen make offers any more leave the selection once the new list is in.
  useEffect(() => {
    if (!models) return;
    setDraft((d) => {
      const kept = d.machineModelIds.filter((m) => models.some((o) => o.value === m));
      return kept.length === d.machineModelIds.length ? d : { ...d, machineModelIds: kept };
    });
  }, [models]);

  const submit = (e: FormEvent) => {
    e.preventDefault();
    setOpen(false);
    onApply(draft);
  };
  const activeCount = [applied.categoryId, applied.machineMakeIds.length, applied.machineModelIds.length, applied.productName].filter(
    Boolean,
  ).length;

  return (
    <div className="nb-filter-bar">
      {/* Phones fold the filters away so the first products show without scrolling. */}
      <button
        type="button"
        className="nb-filter-bar__toggle d-md-none"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((o) => !o)}
      >
        Filters{activeCount > 0 && <span className="nb-filter-bar__count"> ({activeCount} active)</span>}
      </button>
      <form id={`${id}-form`} className={`nb-filter-bar__form ${open ? 'is-open' : ''}`} onSubmit={submit} aria-label="Filter products">
        <div className="nb-filter-bar__field nb-filter-bar__field--category">
          <label htmlFor={`${id}-category`} className="form-label">
            Category
          </label>
          <select
            id={`${id}-category`}
            className="form-select"
            value={draft.categoryId}
            onChange={(e) => setDraft((d) => ({ ...d, categoryId: e.target.value }))}
          >
            <option value="">None</option>
            {categories.map((c) => (
              // The closed select shows the chosen option's label: keep that one flush left.
              <option key={c.value} value={c.value}>
                {c.value === draft.categoryId ? c.name : indentedLabel(c)}
              </option>
            ))}
          </select>
        </div>
        <MachineMultiSelect
          label="Machine make"
          placeholder="--- select machine makes ---"
          options={makes}
          selected={draft.machineMakeIds}
          // Spec section 4: with no make chosen, the model list and selection are emptied.
          onChange={(ids) => setDraft((d) => ({ ...d, machineMakeIds: ids, machineModelIds: ids.length ? d.machineModelIds : [] }))}
        />
        <MachineMultiSelect
          label="Machine model"
          placeholder="--- select machine models ---"
          options={models ?? []}
          busy={!models}
          selected={draft.machineModelIds}
          onChange={(ids) => setDraft((d) => ({ ...d, machineModelIds: ids }))}
        />
        <div className="nb-filter-bar__field nb-filter-bar__field--search">
          <label htmlFor={`${id}-search`} className="form-label">
            Product name
          </label>
          <input
            id={`${id}-search`}
            type="search"
            className="form-control"
            placeholder="e.g. round punch"
            value={draft.productName}
            onChange={(e) => setDraft((d) => ({ ...d, productName: e.target.value }))}
            onBlur={() => draft.productName.trim() !== applied.productName && onApply(draft)}
          />
        </div>
        <div className="nb-filter-bar__actions">
          <button type="submit" className="btn btn-primary">
            Filter Product
          </button>
          <button
            type="button"
            className="btn btn-outline-secondary"
            onClick={() => {
              setDraft(NO_FILTERS);
              setOpen(false);
              onReset();
            }}
          >
            Reset Product
          </button>
        </div>
      </form>
    </div>
  );
}
