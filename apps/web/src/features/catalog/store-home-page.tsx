import { useMemo } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { usePageTitle } from '../../components/use-page-title';
import { SkeletonBar } from '../../components/skeleton';
import { Island } from '../../islands/island-in-app';
import { useIslandsDocument } from '../../islands/islands-document';
import { useEarlyLoad } from '../../lib/early-load';
import { CatalogHeader } from './catalog-header';
import { filtersOf, pageOf, queryOf, type CatalogFilters } from './catalog-query';
import { MyMachinesBar } from './my-machines-bar';
import { OtherMachinesNote } from './other-machines-note';
import { ProductResults } from './product-results';
import type { StoreHomeData } from './store-home-loader';
import type { StoreHomeLookups } from './store-home-lookups';
import { ToolFinderBlock } from './tool-finder-block';
import { useCategoryOptions, useMachineMakes, useMachineModels, useProductTree } from './use-catalog-lookups';
import { useMainProductList } from './use-main-product-list';
import './catalog.scss';

const addressOf = (filters: CatalogFilters, page = 1) => {
  const query = queryOf(filters, page).toString();
  return query ? `/?${query}` : '/';
};

/**
 * Store home (spec section 2): filter bar, machine tree and the paginated product list, a document
 * with islands (decision 035). The URL query holds the page and the applied filters, and every
 * change of them loads the list's new page; Redux holds the list while the server draws it (spec
 * section 3). The filter bar, the tree and 'My machines' are islands; cards and pages are links.
 */
export function StoreHomePage() {
  usePageTitle('Shop');
  const [params] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const { list, machines, lookups } = useLoaderData<StoreHomeData>();
  const loaded = useEarlyLoad(list.load, undefined);
  const drawn = lookups?.result?.value;
  const shown = loaded?.paginationInfo.currentPage ?? pageOf(params);
  const doc = useIslandsDocument();

  // The client application (its first page under `npm run dev`) shows page 1 for a page past the last.
  useMainProductList(() => window.location.replace(addressOf(filters)));

  return (
    <>
      <CatalogHeader
        title="Tooling catalog"
        intro="Punches, dies, strippers and spare parts for turret punch presses and press brakes. Filter by category, or browse by the machine you run."
      />
      <div className="container nb-shop">
        {drawn ? <Sidebar filters={filters} lookups={drawn} /> : <AppSidebar filters={filters} />}
        <div className="nb-shop__main">
          <ToolFinderBlock />
          <MyMachinesBar machines={machines} firstPage={addressOf(filters)} />
          {drawn ? <FilterBar filters={filters} lookups={drawn} /> : <AppFilterBar filters={filters} />}
          <ProductResults
            page={shown}
            hrefOf={(p) => `?${queryOf(filters, p).toString()}`}
            note={
              <OtherMachinesNote
                count={loaded?.other_machines_count}
                allHref={addressOf({ ...filters, machineMakeIds: [], machineModelIds: [] })}
              />
            }
          />
          {doc && shown !== pageOf(params) && doc.island('replace-url', { url: addressOf(filters, shown) })}
        </div>
      </div>
    </>
  );
}

function FilterBar({ filters, lookups }: { filters: CatalogFilters; lookups: Pick<StoreHomeLookups, 'categories' | 'makes' | 'models'> }) {
  return <Island name="catalog-filters" props={{ id: 'nb-filters', applied: filters, ...lookups }} />;
}

function Sidebar({ filters, lookups }: { filters: CatalogFilters; lookups: Pick<StoreHomeLookups, 'tree' | 'drawnMakeIds' | 'open'> }) {
  return (
    <Island name="machine-tree" props={{ tree: lookups.tree, drawnMakeIds: lookups.drawnMakeIds, applied: filters, open: lookups.open }} />
  );
}

/** The client application's own first page: the same islands, with the lists it asks for itself. */
function AppFilterBar({ filters }: { filters: CatalogFilters }) {
  const categories = useCategoryOptions();
  const makes = useMachineMakes();
  const models = useMachineModels(filters.machineMakeIds) ?? [];
  return <FilterBar filters={filters} lookups={{ categories, makes, models }} />;
}

function AppSidebar({ filters }: { filters: CatalogFilters }) {
  const { tree, loading } = useProductTree();
  if (loading) {
    return (
      <aside className="nb-sidebar" aria-hidden="true">
        {[0, 1, 2, 3, 4, 5].map((i) => (
          <SkeletonBar key={i} height={22} className="mb-2" />
        ))}
      </aside>
    );
  }
  return <Sidebar filters={filters} lookups={{ tree, drawnMakeIds: tree.map((m) => m.id), open: [] }} />;
}
