import { useCallback, useMemo, useState } from 'react';
import { useLoaderData, useSearchParams } from 'react-router';
import { useAppDispatch } from '../../app/store';
import { usePageTitle } from '../../components/use-page-title';
import { useEarlyLoad } from '../../lib/early-load';
import { setMainProductListIsFilter } from '../../state/catalog-slice';
import { CatalogHeader } from './catalog-header';
import { filtersOf, pageOf, queryOf, type CatalogFilters } from './catalog-query';
import { CatalogSidebar } from './catalog-sidebar';
import { FilterBar } from './filter-bar';
import { myMachinesOn, setMyMachinesOn } from './my-machines';
import { MyMachinesSwitch } from './my-machines-switch';
import { OtherMachinesNote } from './other-machines-note';
import { ProductResults } from './product-results';
import type { storeHomeLoader } from './store-home-loader';
import { ToolFinderBlock } from './tool-finder-block';
import { useMainProductList } from './use-main-product-list';
import './catalog.scss';

/**
 * Store home (spec section 2): filter bar, machine tree and the paginated product list. The URL
 * query holds the page and the applied filters; Redux holds the list (spec section 3).
 */
export function StoreHomePage() {
  usePageTitle('Shop');
  const dispatch = useAppDispatch();
  const [params, setParams] = useSearchParams();
  const filters = useMemo(() => filtersOf(params), [params]);
  const page = pageOf(params);
  const [mineOn, setMineOn] = useState(myMachinesOn);
  const { list } = useLoaderData<typeof storeHomeLoader>();
  const loaded = useEarlyLoad(list.load, undefined);

  useMainProductList(() => setParams(queryOf(filters, 1), { replace: true }));

  // A new filter always starts at page 1; an unchanged one does not add a history entry.
  const apply = useCallback(
    (next: CatalogFilters) => {
      const query = queryOf(next);
      if (query.toString() !== params.toString()) setParams(query);
    },
    [params, setParams],
  );

  // Spec section 4: Reset leaves filter mode and reloads page 1 of the unfiltered list.
  const reset = () => {
    dispatch(setMainProductListIsFilter(false));
    // Without a query already, the same URL again (in place of this history entry) still runs the
    // route's loader: the list is read again.
    setParams(new URLSearchParams(), { replace: !params.toString() });
  };

  // 'My machines' lives on the device, not in the URL: page 1 is read again (the same URL again
  // still runs the route's loader, as Reset does).
  const toggleMine = (on: boolean) => {
    setMyMachinesOn(on);
    setMineOn(on);
    setParams(queryOf(filters), { replace: page === 1 });
  };

  // 'Show all' (issue 28): every machine, the other filters kept.
  const showAll = () => {
    setMyMachinesOn(false);
    setMineOn(false);
    setParams(queryOf({ ...filters, machineMakeIds: [], machineModelIds: [] }));
  };

  return (
    <>
      <CatalogHeader
        title="Tooling catalog"
        intro="Punches, dies, strippers and spare parts for turret punch presses and press brakes. Filter by category, or browse by the machine you run."
      />
      <div className="container nb-shop">
        <CatalogSidebar
          selected={filters}
          onPick={(pick) =>
            apply({ ...filters, categoryId: pick.categoryId, machineMakeIds: [pick.makeId], machineModelIds: [pick.modelId] })
          }
        />
        <div className="nb-shop__main">
          <ToolFinderBlock />
          <MyMachinesSwitch on={mineOn} onChange={toggleMine} />
          <FilterBar applied={filters} onApply={apply} onReset={reset} />
          <ProductResults
            page={page}
            hrefOf={(p) => `?${queryOf(filters, p).toString()}`}
            note={<OtherMachinesNote count={loaded?.other_machines_count} onShowAll={showAll} />}
          />
        </div>
      </div>
    </>
  );
}
