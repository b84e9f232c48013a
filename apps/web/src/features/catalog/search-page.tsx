import { PRICE_SORTS, type ProductPage, type SearchSort } from '@northbend/shared';
import { useEffect, useId, useRef, useState } from 'react';
import { Link, useLoaderData, useNavigate } from 'react-router';
import { useEarlyLoad, type EarlyLoad } from '../../lib/early-load';
import { paths } from '../../lib/paths';
import { useAppSelector } from '../../app/store';
import { usePageTitle } from '../../components/use-page-title';
import { CatalogHeader } from './catalog-header';
import { CatalogPagination } from './catalog-pagination';
import { MachineMultiSelect } from './machine-multi-select';
import { myMachinesOn, setMyMachinesOn } from './my-machines';
import { MyMachinesSwitch } from './my-machines-switch';
import { OtherMachinesNote } from './other-machines-note';
import { ProductGrid } from './product-grid';
import type { SearchEarly } from './search-loader';
import { searchQueryOf, type SearchState } from './search-query';
import { useMachineMakes, useMachineModels } from './use-catalog-lookups';
import './catalog.scss';
import './search.scss';

export { searchLoader } from './search-loader';

const SORT_LABELS: Record<SearchSort, string> = {
  relevance: 'Best match',
  name: 'Name (A–Z)',
  newest: 'Newest first',
  'price-asc': 'Price (low to high)',
  'price-desc': 'Price (high to low)',
};

/**
 * /search?q=: every match of the header search (issue 16), paged, sorted and narrowed by machine.
 * Its state is the URL, so results can be linked, reloaded and stepped through with back/forward;
 * the route's loader (search-loader.ts) asks for the results with the navigation.
 */
export function SearchPage() {
  const { state, load } = useLoaderData<SearchEarly>();
  const navigate = useNavigate();
  const id = useId();
  const isCustomer = useAppSelector((s) => Boolean(s.user.userData?._id));
  const results = useEarlyLoad<ProductPage | null | undefined>(load as EarlyLoad<ProductPage | null | undefined>, undefined);
  const makes = useMachineMakes();
  const models = useMachineModels(state.machineMakeIds);
  const top = useRef<HTMLElement>(null);
  const [mineOn, setMineOn] = useState(myMachinesOn);
  // Phones fold the machine pickers away so the first products show without scrolling.
  const [machinesOpen, setMachinesOpen] = useState(false);
  usePageTitle(state.q ? `Search: ${state.q}` : 'Search');

  const go = (next: Partial<SearchState>, replace = false) =>
    navigate(`?${searchQueryOf({ ...state, page: 1, ...next }).toString()}`, { replace });

  // 'My machines' lives on the device, not in the URL: page 1 of the same search is read again
  // (the same URL again still runs the route's loader).
  const toggleMine = (on: boolean) => {
    setMyMachinesOn(on);
    setMineOn(on);
    go({}, state.page === 1);
  };

  // 'Show all' (issue 28): the same search for every machine.
  const showAll = () => {
    setMyMachinesOn(false);
    setMineOn(false);
    go({ machineMakeIds: [], machineModelIds: [] });
  };

  // Models that no chosen make offers any more leave the filter once the new list is in.
  useEffect(() => {
    if (!models) return;
    const kept = state.machineModelIds.filter((m) => models.some((o) => o.value === m));
    if (kept.length !== state.machineModelIds.length) go({ machineModelIds: kept }, true);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the offered models change
  }, [models]);

  // A new page starts at the top of the results.
  useEffect(() => {
    const el = top.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });
  }, [state.page]);

  const sorts = (Object.keys(SORT_LABELS) as SearchSort[]).filter((s) => isCustomer || !PRICE_SORTS.includes(s));
  const loading = results === undefined;
  const info = results?.paginationInfo;
  const filtered = state.machineMakeIds.length > 0 || state.machineModelIds.length > 0;

  return (
    <>
      <CatalogHeader
        title={state.q ? `Results for “${state.q}”` : 'Search'}
        intro={
          state.q
            ? 'Part numbers first, then the best matches of names, sizes and descriptions.'
            : 'Type a tool, a size or a part number in the search box above.'
        }
        crumbs={[{ label: 'Shop', to: '/' }, { label: 'Search' }]}
      />
      <div className="container nb-search-page">
        {state.q && <MyMachinesSwitch on={mineOn} onChange={toggleMine} />}
        {state.q && (
          <div className="nb-filter-bar">
            <button
              type="button"
              className="nb-filter-bar__toggle d-md-none"
              aria-expanded={machinesOpen}
              aria-controls={`${id}-machines`}
              onClick={() => setMachinesOpen((o) => !o)}
            >
              Machines
              {filtered && (
                <span className="nb-filter-bar__count"> ({state.machineMakeIds.length + state.machineModelIds.length} chosen)</span>
              )}
            </button>
            <form className="nb-search-page__tools" aria-label="Narrow and sort results" onSubmit={(e) => e.preventDefault()}>
              <div id={`${id}-machines`} className={`nb-search-page__machines ${machinesOpen ? 'is-open' : ''}`}>
                <MachineMultiSelect
                  label="Machine make"
                  placeholder="--- select machine makes ---"
                  options={makes}
                  selected={state.machineMakeIds}
                  onChange={(ids) => go({ machineMakeIds: ids, machineModelIds: ids.length ? state.machineModelIds : [] })}
                />
                <MachineMultiSelect
                  label="Machine model"
                  placeholder="--- select machine models ---"
                  options={models ?? []}
                  busy={!models}
                  selected={state.machineModelIds}
                  onChange={(ids) => go({ machineModelIds: ids })}
                />
              </div>
              <div className="nb-search-page__sort">
                <label htmlFor={`${id}-sort`} className="form-label">
                  Sort by
                </label>
                <select
                  id={`${id}-sort`}
                  className="form-select"
                  value={state.sort}
                  onChange={(e) => go({ sort: e.target.value as SearchSort })}
                >
                  {sorts.map((s) => (
                    <option key={s} value={s}>
                      {SORT_LABELS[s]}
                    </option>
                  ))}
                </select>
              </div>
              {filtered && (
                <div className="nb-filter-bar__actions">
                  <button
                    type="button"
                    className="btn btn-outline-secondary"
                    onClick={() => go({ machineMakeIds: [], machineModelIds: [] })}
                  >
                    Clear machines
                  </button>
                </div>
              )}
            </form>
          </div>
        )}
        <section className="nb-results" ref={top} aria-labelledby="nb-search-results-title">
          <div className="nb-results__head">
            <h2 id="nb-search-results-title" className="visually-hidden">
              Search results
            </h2>
            {state.q && (
              <p className="nb-results__count" aria-live="polite">
                {loading ? 'Searching…' : `Found Result: ${info?.totalCount ?? 0}`}
              </p>
            )}
            {!loading && <OtherMachinesNote count={results?.other_machines_count} onShowAll={showAll} />}
          </div>
          {!loading && results?.nearest_size && (
            <p className="nb-search-page__nearest" role="status">
              {results.nearest_size.message}
            </p>
          )}
          {state.q && <ProductGrid products={results?.result ?? []} loading={loading} />}
          {state.q && !loading && !info?.totalCount && (
            <p className="nb-search-page__special">
              Need a special tool? <Link to={paths.quoteRequest}>Request a quote</Link> with your drawing.
            </p>
          )}
          {info && (
            <CatalogPagination
              current={info.currentPage}
              total={info.totalPages}
              hrefOf={(page) => `?${searchQueryOf({ ...state, page }).toString()}`}
              label="Search result pages"
            />
          )}
        </section>
      </div>
    </>
  );
}
