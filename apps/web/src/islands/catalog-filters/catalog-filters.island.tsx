/** @jsxImportSource preact */
import type { DropdownItem } from '@northbend/shared';
import { useState } from 'preact/hooks';
import { NO_FILTERS, queryOf, type CatalogFilters } from '../../features/catalog/catalog-query';
import { indentedLabel, type CategoryOption } from '../../features/catalog/category-options';
import { MachinePickers } from '../catalog/machine-pickers';
import { goTo } from '../navigate';

export interface CatalogFiltersIslandProps {
  /** Prefix of the form's ids. */
  id: string;
  /** The filters of the list the page shows (its URL). */
  applied: CatalogFilters;
  categories: CategoryOption[];
  makes: DropdownItem[];
  /** The models of the applied makes, so the model picker names them at once. */
  models: DropdownItem[];
}

/**
 * The store home's filter bar (spec sections 2 and 4). Choices are a draft until 'Filter Product'
 * (or leaving the search box); applying them loads the list's page 1 for them, a new document
 * whose address holds the filters, so back/forward and a shared link show the same list.
 */
export default function CatalogFiltersIsland({ id, applied, categories, makes, models: drawnModels }: CatalogFiltersIslandProps) {
  const [draft, setDraft] = useState<CatalogFilters>(applied);
  const [open, setOpen] = useState(false);
  // A new filter always starts at page 1; the same list again is no new history entry.
  const apply = (next: CatalogFilters) => {
    const query = queryOf(next).toString();
    const search = query ? `?${query}` : '';
    if (search !== location.search) goTo(location.pathname + search);
  };
  const submit = (e: Event) => {
    e.preventDefault();
    setOpen(false);
    apply(draft);
  };
  const activeCount = [applied.categoryId, applied.machineMakeIds.length, applied.machineModelIds.length, applied.productName].filter(
    Boolean,
  ).length;

  return (
    <div class="nb-filter-bar">
      {/* Phones fold the filters away so the first products show without scrolling. */}
      <button
        type="button"
        class="nb-filter-bar__toggle d-md-none"
        aria-expanded={open}
        aria-controls={`${id}-form`}
        onClick={() => setOpen((o) => !o)}
      >
        Filters{activeCount > 0 && <span class="nb-filter-bar__count"> ({activeCount} active)</span>}
      </button>
      <form id={`${id}-form`} class={`nb-filter-bar__form ${open ? 'is-open' : ''}`} onSubmit={submit} aria-label="Filter products">
        <div class="nb-filter-bar__field nb-filter-bar__field--category">
          <label for={`${id}-category`} class="form-label">
            Category
          </label>
          <select
            id={`${id}-category`}
            class="form-select"
            value={draft.categoryId}
            onChange={(e) => setDraft((d) => ({ ...d, categoryId: e.currentTarget.value }))}
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
        <MachinePickers
          id={id}
          makes={makes}
          drawn={{ makeIds: applied.machineMakeIds, models: drawnModels }}
          choice={{ makeIds: draft.machineMakeIds, modelIds: draft.machineModelIds }}
          onChange={({ makeIds, modelIds }) => setDraft((d) => ({ ...d, machineMakeIds: makeIds, machineModelIds: modelIds }))}
        />
        <div class="nb-filter-bar__field nb-filter-bar__field--search">
          <label for={`${id}-search`} class="form-label">
            Product name
          </label>
          <input
            id={`${id}-search`}
            type="search"
            class="form-control"
            placeholder="e.g. round punch"
            value={draft.productName}
            onInput={(e) => setDraft((d) => ({ ...d, productName: e.currentTarget.value }))}
            onBlur={() => draft.productName.trim() !== applied.productName && apply(draft)}
          />
        </div>
        <div class="nb-filter-bar__actions">
          <button type="submit" class="btn btn-primary">
            Filter Product
          </button>
          <button
            type="button"
            class="btn btn-outline-secondary"
            onClick={() => {
              // Spec section 4: Reset leaves filter mode and loads page 1 of the whole list.
              setDraft(NO_FILTERS);
              setOpen(false);
              goTo(location.pathname);
            }}
          >
            Reset Product
          </button>
        </div>
      </form>
    </div>
  );
}
