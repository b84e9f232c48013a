import { SelectField } from '../ui/fields';
import { SearchForm } from '../ui/search-form';
import { categoryChoices, type CatalogLookups } from './catalog-lookups';

/**
 * The list's filters as the URL holds them: `status` is the API's draft | scheduled | published |
 * archived (issue 28); `archived=include` lists every product, archived ones too.
 */
export const PRODUCT_FILTER_KEYS = ['search', 'category_id', 'make_id', 'model_id', 'status', 'archived'] as const;
export type ProductFilterKey = (typeof PRODUCT_FILTER_KEYS)[number];

const STATUS_CHOICES = [
  { value: 'draft', label: 'Draft' },
  { value: 'scheduled', label: 'Scheduled' },
  { value: 'published', label: 'Published' },
  { value: 'archived', label: 'Archived' },
  { value: 'all', label: 'All, archived too' },
];

/** The Status select's value from the URL (older links say archived=only or include). */
function statusChoice(values: Record<ProductFilterKey, string>): string {
  if (values.status) return values.status;
  if (values.archived === 'only') return 'archived';
  return values.archived === 'include' ? 'all' : '';
}

interface ProductFiltersProps {
  values: Record<ProductFilterKey, string>;
  lookups: CatalogLookups | undefined;
  onChange: (changes: Partial<Record<ProductFilterKey, string>>) => void;
  onReset: () => void;
}

/** Search (on Enter) and the category, make, model and status selects (at once). */
export function ProductFilters({ values, lookups, onChange, onReset }: ProductFiltersProps) {
  const makes = lookups?.makes ?? [];
  const make = makes.find((m) => m.id === values.make_id);
  // Models of the chosen make; without one, every model, named with its make.
  const models = make
    ? make.models.map((m) => ({ value: m.id, label: m.name }))
    : makes.flatMap((mk) => mk.models.map((m) => ({ value: m.id, label: `${mk.name} ${m.name}` })));

  return (
    <SearchForm
      id="products-search"
      label="Filter products"
      placeholder="Name or part number"
      value={values.search}
      onSearch={(search) => onChange({ search })}
      onClear={Object.values(values).some(Boolean) ? onReset : undefined}
    >
      <SelectField
        id="products-category"
        label="Category"
        anyLabel="All categories"
        className="nb-filters__wide"
        options={categoryChoices(lookups?.categories ?? [])}
        value={values.category_id}
        disabled={!lookups}
        onChange={(v) => onChange({ category_id: v })}
      />
      <SelectField
        id="products-make"
        label="Machine make"
        anyLabel="All makes"
        className="nb-filters__narrow"
        options={makes.map((m) => ({ value: m.id, label: m.name }))}
        value={values.make_id}
        disabled={!lookups}
        onChange={(v) => onChange({ make_id: v, model_id: '' })}
      />
      <SelectField
        id="products-model"
        label="Model"
        anyLabel="All models"
        className="nb-filters__narrow"
        options={models}
        value={values.model_id}
        disabled={!lookups}
        onChange={(v) => onChange({ model_id: v })}
      />
      <SelectField
        id="products-status"
        label="Status"
        anyLabel="Not archived"
        className="nb-filters__narrow"
        options={STATUS_CHOICES}
        value={statusChoice(values)}
        onChange={(v) => onChange(v === 'all' ? { status: '', archived: 'include' } : { status: v, archived: '' })}
      />
    </SearchForm>
  );
}
