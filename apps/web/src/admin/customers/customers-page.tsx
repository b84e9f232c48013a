import { Link, useSearchParams } from 'react-router';
import type { AdminCustomerRow } from '@northbend/shared';
import { queryString } from '../api/client';
import { adminPaths } from '../paths';
import { columnsOf, type AdminColumn } from '../ui/data-table';
import { formatDate } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { ListTable } from '../ui/list-table';
import { nextParams, SearchForm } from '../ui/search-form';
import { StatusBadge } from '../ui/status-badge';
import { useLoad } from '../ui/use-load';
import { customersApi } from './customers-api';

const col = columnsOf<AdminCustomerRow>();
const COLUMNS = col.columns([
  col.accessor('name', {
    header: 'Customer',
    cell: (c) => (
      <>
        <Link className="nb-cell-strong" to={adminPaths.customer(c.row.original._id)}>
          {c.getValue()}
        </Link>
        <span className="nb-cell-sub nb-ellipsis" title={c.row.original.email}>
          {c.row.original.email}
        </span>
      </>
    ),
  }),
  col.accessor('company', { header: 'Company' }),
  col.accessor('verified', {
    header: 'Account',
    cell: (c) =>
      c.row.original.disabled ? <StatusBadge status="Disabled" /> : <StatusBadge status={c.getValue() ? 'Verified' : 'Unverified'} />,
  }),
  col.accessor('order_count', { header: 'Orders', meta: { numeric: true } }),
  col.accessor('createdAt', { header: 'Joined', meta: { nowrap: true }, cell: (c) => formatDate(c.getValue()) }),
]) as AdminColumn<AdminCustomerRow>[];

/** Customers: search by name, email or company; each opens the customer's profile. */
export function CustomersPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const query = queryString({ search, page: params.get('page') });
  const list = useLoad((signal) => customersApi.list(query, signal), query);

  return (
    <>
      <PageHeader title="Customers" />
      <SearchForm
        id="customers-search"
        label="Filter customers"
        placeholder="Name, email or company"
        value={search}
        onSearch={(value) => setParams((p) => nextParams(p, { search: value }))}
      />
      <ListTable
        list={list}
        caption="Customers"
        columns={COLUMNS}
        rowKey={(c) => c._id}
        emptyTitle={search ? `No customer matches “${search}”` : 'No customers yet'}
        noun="customers"
        onPage={(page) => setParams((p) => nextParams(p, { page: String(page) }))}
      >
        {search && 'Check the spelling, or search by email.'}
      </ListTable>
    </>
  );
}
