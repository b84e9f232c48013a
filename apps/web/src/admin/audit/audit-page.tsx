import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { AuditEntry } from '@northbend/shared';
import { queryString } from '../api/client';
import { adminPaths } from '../paths';
import { staffApi } from '../staff/staff-api';
import { ChangeSummary } from '../ui/change-summary';
import { columnsOf, type AdminColumn } from '../ui/data-table';
import { humanise } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { ListTable } from '../ui/list-table';
import { nextParams } from '../ui/search-form';
import { useLoad } from '../ui/use-load';
import { When } from '../ui/when';
import { AUDIT_FILTER_KEYS, AuditFilterBar, type AuditFilters } from './audit-filters';

const col = columnsOf<AuditEntry>();

/** The back-office page of an entry's record, for the kinds that have one. */
const RECORD_PAGES: Record<string, (id: string) => string> = {
  order: adminPaths.order,
  customer: adminPaths.customer,
  company: adminPaths.company,
  enquiry: adminPaths.enquiry,
};

function RecordCell({ entry }: { entry: AuditEntry }) {
  const page = entry.entity_id ? RECORD_PAGES[entry.entity_type] : undefined;
  const label = humanise(entry.entity_type);
  return (
    <>
      {page && entry.entity_id ? <Link to={page(entry.entity_id)}>{label}</Link> : label}
      {entry.entity_id && (
        <span className="nb-mono" title={entry.entity_id}>
          {' '}
          {/* Ids are uuids: the first block tells them apart in a list; the full id is in the title. */}
          {entry.entity_id.length > 12 ? `${entry.entity_id.slice(0, 8)}…` : entry.entity_id}
        </span>
      )}
    </>
  );
}

/** Two facts to a cell (when and who, action and record), so the change itself has room. */
const COLUMNS = col.columns([
  col.accessor('created_at', {
    header: 'When, who',
    cell: (c) => (
      <>
        <When iso={c.row.original.created_at} />
        <span className="nb-cell-sub">{c.row.original.staff_email ?? 'System'}</span>
      </>
    ),
  }),
  col.accessor('action', {
    header: 'Action, record',
    cell: (c) => (
      <>
        <span className="nb-mono text-nowrap">{c.row.original.action}</span>
        <span className="nb-cell-sub">
          <RecordCell entry={c.row.original} />
        </span>
      </>
    ),
  }),
  col.accessor('summary', { header: 'Summary' }),
  col.display({
    id: 'change',
    header: 'Before → after',
    cell: (c) => <ChangeSummary before={c.row.original.before} after={c.row.original.after} />,
  }),
]) as AdminColumn<AuditEntry>[];

/** The owner's audit log: who changed what and when, newest first, with what it was before and after. */
export function AuditPage() {
  const [params, setParams] = useSearchParams();
  const filters = Object.fromEntries(AUDIT_FILTER_KEYS.map((k) => [k, params.get(k) ?? ''])) as AuditFilters;
  const query = queryString({ ...filters, page: params.get('page') });
  const list = useLoad((signal) => staffApi.audit(query, signal), query);
  const staff = useLoad((signal) => staffApi.list(signal), 'staff');
  // Stable between renders, so the filter bar's draft resets only when the URL changes.
  const values = useMemo(() => filters, [query]); // eslint-disable-line react-hooks/exhaustive-deps

  return (
    <>
      <PageHeader title="Audit log" />
      <AuditFilterBar values={values} staff={staff.data?.result ?? []} onApply={(next) => setParams((p) => nextParams(p, next))} />
      <ListTable
        list={list}
        caption="Audit log, newest first"
        columns={COLUMNS}
        rowKey={(a) => a._id}
        emptyTitle="No entries match"
        noun="entries"
        onPage={(page) => setParams((p) => nextParams(p, { page: String(page) }))}
      >
        Widen the dates or clear a filter.
      </ListTable>
    </>
  );
}
