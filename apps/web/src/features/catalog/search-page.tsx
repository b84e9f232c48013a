import { PRICE_SORTS, type DropdownItem, type ProductPage, type SearchSort } from '@northbend/shared';
import { Link, useLoaderData } from 'react-router';
import { useEarlyLoad, type EarlyLoad } from '../../lib/early-load';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../components/use-page-title';
import { Island } from '../../islands/island-in-app';
import { CatalogHeader } from './catalog-header';
import { CatalogPagination } from './catalog-pagination';
import { MyMachinesBar } from './my-machines-bar';
import { OtherMachinesNote } from './other-machines-note';
import { ProductGrid } from './product-grid';
import type { SearchEarly } from './search-loader';
import { searchQueryOf, searchTitleOf, type SearchState } from './search-query';
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

const addressOf = (state: SearchState) => `/search?${searchQueryOf(state).toString()}`;

/**
 * /search?q=: every match of the header search (issue 16), paged, sorted and narrowed by machine, a
 * document with islands (decision 035). Its state is the URL, so results can be linked, reloaded
 * and stepped through with back/forward; the route's loader (search-loader.ts) asks for the
 * results, on the server for the page cookie's customer. The tools and 'My machines' are islands.
 */
export function SearchPage() {
  const { state, machines, load, lookups } = useLoaderData<SearchEarly>();
  const results = useEarlyLoad<ProductPage | null | undefined>(load as EarlyLoad<ProductPage | null | undefined>, undefined);
  const drawn = lookups?.result?.value;
  usePageTitle(searchTitleOf(state.q));

  const sorts = (Object.keys(SORT_LABELS) as SearchSort[])
    .filter((s) => machines.customer || !PRICE_SORTS.includes(s))
    .map((value) => ({ value, label: SORT_LABELS[value] }));
  const loading = results === undefined;
  const info = results?.paginationInfo;
  const tools = { id: 'nb-search-tools', state, sorts };

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
        {state.q && <MyMachinesBar machines={machines} firstPage={addressOf({ ...state, page: 1 })} />}
        {state.q && (drawn ? <Island name="search-tools" props={{ ...tools, ...drawn }} /> : <AppSearchTools {...tools} />)}
        <section className="nb-results" aria-labelledby="nb-search-results-title">
          <div className="nb-results__head">
            <h2 id="nb-search-results-title" className="visually-hidden">
              Search results
            </h2>
            {state.q && (
              <p className="nb-results__count" aria-live="polite">
                {loading ? 'Searching…' : `Found Result: ${info?.totalCount ?? 0}`}
              </p>
            )}
            {!loading && (
              <OtherMachinesNote
                count={results?.other_machines_count}
                allHref={addressOf({ ...state, page: 1, machineMakeIds: [], machineModelIds: [] })}
              />
            )}
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

/** The client application's own first page (`npm run dev`): the same island, with the lists it asks for itself. */
function AppSearchTools(tools: { id: string; state: SearchState; sorts: { value: SearchSort; label: string }[] }) {
  const makes: DropdownItem[] = useMachineMakes();
  const models = useMachineModels(tools.state.machineMakeIds) ?? [];
  return <Island name="search-tools" props={{ ...tools, makes, models }} />;
}
