import { Link, useSearchParams } from 'react-router';
import { ENQUIRY_STATUSES, type AdminEnquiryRow } from '@northbend/shared';
import { queryString } from '../api/client';
import { adminPaths } from '../paths';
import { columnsOf, type AdminColumn } from '../ui/data-table';
import { SelectField } from '../ui/fields';
import { PageHeader } from '../ui/page-header';
import { ListTable } from '../ui/list-table';
import { nextParams, SearchForm } from '../ui/search-form';
import { StatusBadge } from '../ui/status-badge';
import { useLoad } from '../ui/use-load';
import { When } from '../ui/when';
import { ENQUIRY_STATUS_LABELS, enquiriesApi } from './enquiries-api';

const col = columnsOf<AdminEnquiryRow>();
const COLUMNS = col.columns([
  col.accessor('createdAt', { header: 'Received', cell: (c) => <When iso={c.row.original.createdAt} /> }),
  col.accessor('name', {
    header: 'From',
    cell: (c) => (
      <>
        <Link className="nb-cell-strong" to={adminPaths.enquiry(c.row.original._id)}>
          {c.getValue()}
        </Link>
        <span className="nb-cell-sub">{c.row.original.company}</span>
      </>
    ),
  }),
  col.accessor('message', { header: 'Message', cell: (c) => <span className="nb-excerpt">{c.getValue()}</span> }),
  col.accessor('location', { header: 'Location' }),
  col.accessor('reply_count', { header: 'Replies', meta: { numeric: true } }),
  col.accessor('status', {
    header: 'Status',
    cell: (c) => <StatusBadge status={c.row.original.status} label={ENQUIRY_STATUS_LABELS[c.row.original.status]} />,
  }),
]) as AdminColumn<AdminEnquiryRow>[];

const STATUS_OPTIONS = ENQUIRY_STATUSES.map((s) => ({ value: s, label: ENQUIRY_STATUS_LABELS[s] }));

/** Sales' inbox of contact-form enquiries, newest first, filtered by status and searched. */
export function EnquiriesPage() {
  const [params, setParams] = useSearchParams();
  const search = params.get('search') ?? '';
  const status = params.get('status') ?? '';
  const query = queryString({ status, search, page: params.get('page') });
  const list = useLoad((signal) => enquiriesApi.list(query, signal), query);
  const change = (changes: Record<string, string>) => setParams((p) => nextParams(p, changes));

  return (
    <>
      <PageHeader title="Enquiries" />
      <SearchForm
        id="enquiries-search"
        label="Filter enquiries"
        placeholder="Name, email, company or message"
        value={search}
        onSearch={(value) => change({ search: value })}
      >
        <SelectField
          id="enquiries-status"
          label="Status"
          anyLabel="All"
          options={STATUS_OPTIONS}
          value={status}
          onChange={(v) => change({ status: v })}
        />
      </SearchForm>
      <ListTable
        list={list}
        caption="Enquiries"
        columns={COLUMNS}
        rowKey={(e) => e._id}
        emptyTitle={status || search ? 'No enquiries match' : 'No enquiries yet'}
        noun="enquiries"
        onPage={(page) => change({ page: String(page) })}
      >
        {status || search ? 'Try another status or search.' : 'Messages sent with the contact form arrive here.'}
      </ListTable>
    </>
  );
}
