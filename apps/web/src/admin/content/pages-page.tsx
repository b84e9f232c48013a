import { Link } from 'react-router';
import type { AdminPageRow } from '@northbend/shared';
import { adminPaths } from '../paths';
import { columnsOf, DataTable, type AdminColumn } from '../ui/data-table';
import { formatDateTime } from '../ui/format';
import { PageHeader } from '../ui/page-header';
import { Empty, LoadError } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { pagesApi } from './pages-api';

const when = (at: string | null, by: string | null) =>
  at ? (
    <>
      <span className="text-nowrap">{formatDateTime(at)}</span>
      {by && <span className="nb-cell-sub">by {by}</span>}
    </>
  ) : null;

const col = columnsOf<AdminPageRow>();
const COLUMNS = col.columns([
  col.accessor('page_title', {
    header: 'Page',
    cell: (c) => (
      <>
        <Link className="nb-cell-strong" to={adminPaths.page(c.row.original.page_id)}>
          {c.getValue()}
        </Link>
        <span className="nb-cell-sub nb-mono">/{c.row.original.page_slug}</span>
      </>
    ),
  }),
  col.accessor('has_draft', {
    header: 'State',
    cell: (c) =>
      c.getValue() ? (
        <span className="nb-status nb-status--info">Draft, not published</span>
      ) : (
        <span className="nb-status nb-status--ok">Published</span>
      ),
  }),
  col.accessor('draft_updated_at', {
    header: 'Draft saved',
    cell: (c) => when(c.getValue(), c.row.original.draft_updated_by) ?? <span className="nb-muted">No draft</span>,
  }),
  col.accessor('published_at', {
    header: 'Last published',
    cell: (c) => when(c.getValue(), c.row.original.published_by) ?? <span className="nb-muted">As first set up</span>,
  }),
  col.display({
    id: 'edit',
    header: () => <span className="visually-hidden">Actions</span>,
    cell: (c) => (
      <Link
        className="btn btn-sm btn-outline-primary"
        to={adminPaths.page(c.row.original.page_id)}
        aria-label={`Edit the ${c.row.original.page_title} page`}
      >
        Edit
      </Link>
    ),
  }),
]) as AdminColumn<AdminPageRow>[];

/** The seven content pages: which have a draft waiting, and when each was last published. */
export function PagesPage() {
  const { data, error, loading, reload } = useLoad((signal) => pagesApi.list(signal), 'pages');
  return (
    <>
      <PageHeader title="Content pages" meta={<span>Edit a page’s blocks as a draft, preview it, then publish it to the shop.</span>} />
      {error && <LoadError message={error} onRetry={reload} />}
      <div className="nb-panel">
        <DataTable
          caption="Content pages"
          columns={COLUMNS}
          rows={data?.result}
          rowKey={(p) => p.page_id}
          loading={loading}
          empty={<Empty title="No content pages" />}
        />
      </div>
    </>
  );
}
