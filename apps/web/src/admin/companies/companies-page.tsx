import { Link, useSearchParams } from 'react-router';
import type { AdminCompanyRow } from '@northbend/shared';
import { queryString } from '../api/client';
import { adminPaths } from '../paths';
import { columnsOf, type AdminColumn } from '../ui/data-table';
import { formatDate } from '../ui/format';
import { ListTable } from '../ui/list-table';
import { PageHeader } from '../ui/page-header';
import { nextParams, SearchForm } from '../ui/search-form';
import { useLoad } from '../ui/use-load';
import { companiesApi } from './companies-api';

const col = columnsOf<AdminCompanyRow>();
const COLUMNS = col.columns([
  col.accessor('company_name', {
    header: 'Company',
    cell: (c) => (
      <Link className="nb-cell-strong" to={adminPaths.company(c.row.original._id)}>
        {c.getValue() || 'Unnamed company'}
      </Link>
    ),
  }),
  col.accessor('admin_emails', {
    header: 'Admins',
    cell: (c) => {
      const [first, ...more] = c.getValue();
      if (!first) return <span className="nb-muted">No active admin</span>;
      return (
        <span className="nb-ellipsis" title={c.getValue().join(', ')}>
          {first}
          {more.length > 0 && <span className="nb-muted"> +{more.length}</span>}
        </span>
      );
    },
  }),
  col.accessor('member_count', { header: 'Members', meta: { numeric: true } }),
  col.accessor('order_count', { header: 'Orders', meta: { numeric: true } }),
  col.accessor('created_at', { header: 'Since', meta: { nowrap: true }, cell: (c) => formatDate(c.getValue()) }),
]) as AdminColumn<AdminCompanyRow>[];

/** Companies (issue 26): search by company name or a member's name or email; each opens the company's page. */
export function CompaniesPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const query = queryString({ search, page: params.get('page') });
  const list = useLoad((signal) => companiesApi.list(query, signal), query);

  return (
    <>
      <PageHeader title="Companies" />
      <SearchForm
        id="companies-search"
        label="Filter companies"
        placeholder="Company, member name or email"
        value={search}
        onSearch={(value) => setParams((p) => nextParams(p, { search: value }))}
      />
      <ListTable
        list={list}
        caption="Companies"
        columns={COLUMNS}
        rowKey={(c) => c._id}
        emptyTitle={search ? `No company matches “${search}”` : 'No companies yet'}
        noun="companies"
        onPage={(page) => setParams((p) => nextParams(p, { page: String(page) }))}
      >
        {search && 'Check the spelling, or search by a member’s email.'}
      </ListTable>
    </>
  );
}
