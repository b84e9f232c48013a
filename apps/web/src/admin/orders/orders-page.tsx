import { useState } from 'react';
import { useSearchParams } from 'react-router';
import type { OnChangeFn, SortingState } from '@tanstack/react-table';
import { useStaff } from '../shell/staff-context';
import { BusyButton } from '../ui/fields';
import { useNotify } from '../ui/notices';
import { PageHeader } from '../ui/page-header';
import { ListTable } from '../ui/list-table';
import { nextParams } from '../ui/search-form';
import { messageOf, useLoad } from '../ui/use-load';
import { ORDER_COLUMNS } from './order-columns';
import { OrderFilters } from './order-filters';
import { apiQueryOf, DEFAULT_SORT, ORDER_FILTER_KEYS, sortingOf, sortOf, type OrderFilterKey } from './order-query';
import { saveFile } from '../../lib/save-file';
import { ordersApi } from './orders-api';
import { SavedViews } from './saved-views';

/** Orders: filters, sortable columns and pages, all in the URL; the CSV export takes the same filters. */
export function OrdersPage() {
  const [params, setParams] = useSearchParams();
  const notify = useNotify();
  // The export is sales' and the owner's (the server's guard is orders.payments).
  const mayExport = useStaff().may('orders.payments');
  const [exporting, setExporting] = useState(false);
  const query = apiQueryOf(params);
  const list = useLoad((signal) => ordersApi.list(query, signal), query);

  const filters = Object.fromEntries(ORDER_FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as Record<OrderFilterKey, string>;
  const sorting = sortingOf(params.get('sort'));

  const update = (changes: Record<string, string>) => setParams((current) => nextParams(current, changes));
  const onSortingChange: OnChangeFn<SortingState> = (updater) => {
    const sort = sortOf(typeof updater === 'function' ? updater(sorting) : updater);
    update({ sort: sort === DEFAULT_SORT ? '' : sort });
  };

  const exportCsv = async () => {
    setExporting(true);
    try {
      saveFile(await ordersApi.exportCsv(apiQueryOf(params, false)), `orders-${new Date().toISOString().slice(0, 10)}.csv`);
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setExporting(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Orders"
        actions={
          mayExport && (
            <BusyButton busy={exporting} className="btn btn-sm btn-outline-primary" onClick={exportCsv}>
              Export CSV
            </BusyButton>
          )
        }
      />
      <SavedViews filters={filters} />
      <OrderFilters values={filters} onChange={update} onReset={() => setParams(new URLSearchParams())} />
      <ListTable
        list={list}
        caption="Orders"
        columns={ORDER_COLUMNS}
        rowKey={(o) => o._id}
        sorting={sorting}
        onSortingChange={onSortingChange}
        emptyTitle="No orders match"
        noun="orders"
        onPage={(page) => update({ page: String(page) })}
      >
        {Object.values(filters).some(Boolean) ? 'Try fewer filters, or clear them.' : 'Orders appear here as customers place them.'}
      </ListTable>
    </>
  );
}
