import { Link, useSearchParams } from 'react-router';
import { QUOTE_STATUSES, type AdminQuoteSummary } from '@northbend/shared';
import { queryString } from '../api/client';
import { adminPaths } from '../paths';
import { columnsOf, type AdminColumn } from '../ui/data-table';
import { SelectField } from '../ui/fields';
import { formatMoney } from '../../ui/money';
import { PageHeader } from '../ui/page-header';
import { ListTable } from '../ui/list-table';
import { nextParams, SearchForm } from '../ui/search-form';
import { StatusBadge } from '../ui/status-badge';
import { useLoad } from '../ui/use-load';
import { When } from '../ui/when';
import { quotesApi } from './quotes-api';
import { quoteDay } from './quote-text';

const col = columnsOf<AdminQuoteSummary>();
const COLUMNS = col.columns([
  col.accessor('quote_number', {
    header: 'Quote',
    meta: { nowrap: true },
    cell: (c) => (
      <>
        <Link className="nb-cell-strong" to={adminPaths.quote(c.getValue())}>
          {c.getValue()}
        </Link>
        {c.row.original.unread && <span className="nb-quote-waiting">Waiting for us</span>}
      </>
    ),
  }),
  col.accessor('created_at', { header: 'Received', cell: (c) => <When iso={c.getValue()} /> }),
  col.accessor('customer', {
    header: 'Customer',
    cell: (c) => (
      <>
        <span className="nb-cell-strong">{c.getValue().name}</span>
        <span className="nb-cell-sub">{c.getValue().company}</span>
      </>
    ),
  }),
  col.accessor('tool_type', {
    header: 'Request',
    cell: (c) => (
      <>
        <span>
          {c.getValue()} × {c.row.original.quantity}
        </span>
        <span className="nb-cell-sub">{c.row.original.machine}</span>
      </>
    ),
  }),
  col.accessor('needed_by', { header: 'Needed by', meta: { nowrap: true }, cell: (c) => quoteDay(c.getValue()) }),
  col.accessor('total', {
    header: 'Total',
    meta: { numeric: true },
    cell: (c) => {
      const total = c.getValue();
      return total === null ? <span className="nb-muted">—</span> : formatMoney(total);
    },
  }),
  col.accessor('valid_until', { header: 'Valid until', meta: { nowrap: true }, cell: (c) => quoteDay(c.getValue()) }),
  col.accessor('status', {
    header: 'Status',
    cell: (c) => (
      <>
        <StatusBadge status={c.getValue()} />
        {c.row.original.order_number && <span className="nb-cell-sub">{c.row.original.order_number}</span>}
        {c.row.original.in_cart && <span className="nb-cell-sub">In the customer’s cart</span>}
      </>
    ),
  }),
]) as AdminColumn<AdminQuoteSummary>[];

const LIMIT = 20;

/** Sales' list of quote requests, newest first, filtered by status and searched. */
export function QuotesPage() {
  const [params, setParams] = useSearchParams();
  const q = params.get('q') ?? '';
  const status = params.get('status') ?? '';
  const query = queryString({ status, q, page: params.get('page'), limit: LIMIT });
  const list = useLoad((signal) => quotesApi.list(query, signal), query);
  const change = (changes: Record<string, string>) => setParams((p) => nextParams(p, changes));
  const data = list.data;
  const info = data && {
    currentPage: data.page,
    totalPages: Math.max(1, Math.ceil(data.total / data.limit)),
    totalCount: data.total,
    limit: data.limit,
  };

  return (
    <>
      <PageHeader title="Quotes" />
      <SearchForm
        id="quotes-search"
        label="Filter quotes"
        placeholder="Quote number, customer, company, machine or tool"
        value={q}
        onSearch={(value) => change({ q: value })}
      >
        <SelectField
          id="quotes-status"
          label="Status"
          anyLabel="All"
          options={QUOTE_STATUSES}
          value={status}
          onChange={(v) => change({ status: v })}
        />
      </SearchForm>
      <ListTable
        list={list}
        caption="Quotes"
        columns={COLUMNS}
        rowKey={(row) => row.quote_number}
        emptyTitle={status || q ? 'No quotes match' : 'No quote requests yet'}
        info={info}
        noun="quotes"
        onPage={(page) => change({ page: String(page) })}
      >
        {status || q ? 'Try another status or search.' : 'Requests customers send from “Your Quotes” arrive here.'}
      </ListTable>
    </>
  );
}
