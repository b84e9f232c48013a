import { Link } from 'react-router';
import type { AdminPriceListSummary } from '@northbend/shared';
import { adminPaths } from '../paths';
import { columnsOf, type AdminColumn } from '../ui/data-table';
import { ListTable } from '../ui/list-table';
import { PageHeader } from '../ui/page-header';
import { useLoad } from '../ui/use-load';
import { When } from '../ui/when';
import { companiesText, ListStatus, runsText } from './price-list-text';
import { priceListsApi } from './price-lists-api';

const col = columnsOf<AdminPriceListSummary>();
const COLUMNS = col.columns([
  col.accessor('name', {
    header: 'Price list',
    cell: (c) => (
      <Link className="nb-cell-strong" to={adminPaths.priceList(c.row.original._id)}>
        {c.getValue()}
      </Link>
    ),
  }),
  col.accessor('status', { header: 'Status', cell: (c) => <ListStatus status={c.getValue()} /> }),
  col.display({ id: 'runs', header: 'Runs', meta: { nowrap: true }, cell: (c) => runsText(c.row.original) }),
  col.display({
    id: 'companies',
    header: 'Companies',
    cell: (c) => {
      const companies = c.row.original.companies;
      return (
        <span className="nb-ellipsis" title={companies.map((x) => x.company_name).join(', ')}>
          {companiesText(companies)}
        </span>
      );
    },
  }),
  col.accessor('rule_count', { header: 'Rules', meta: { numeric: true } }),
  col.accessor('updated_at', { header: 'Updated', cell: (c) => <When iso={c.getValue()} /> }),
]) as AdminColumn<AdminPriceListSummary>[];

/** Price lists (issue 27): contract prices given to companies, each with its dates and rules. */
export function PriceListsPage() {
  const list = useLoad((signal) => priceListsApi.list(signal), 'price-lists');
  return (
    <>
      <PageHeader
        title="Price lists"
        meta="Contract prices for companies: a company’s buyers pay the lowest price any of its active lists gives."
        actions={
          <Link to={adminPaths.newPriceList} className="btn btn-sm btn-primary">
            New price list
          </Link>
        }
      />
      <ListTable list={list} caption="Price lists" columns={COLUMNS} rowKey={(l) => l._id} emptyTitle="No price lists yet">
        Create one to give a company a fixed price or a percentage off.
      </ListTable>
    </>
  );
}
