import { useState } from 'react';
import { jobKindLabel, type AdminJob } from '@northbend/shared';
import { columnsOf, DataTable, type AdminColumn } from '../ui/data-table';
import { useNotify } from '../ui/notices';
import { PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { Empty, LoadError } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { messageOf, useLoad } from '../ui/use-load';
import { When } from '../ui/when';
import { jobsApi } from './jobs-api';

const STATE_LABEL: Record<AdminJob['state'], string> = {
  queued: 'Retrying',
  running: 'Sending',
  done: 'Sent',
  dead: 'Failed',
};

const col = columnsOf<AdminJob>();

function Figure({ label, value, sub }: { label: string; value: number; sub: string }) {
  return (
    <div className="nb-figure">
      <p className="nb-figure__label">{label}</p>
      <p className="nb-figure__value">{value.toLocaleString('en-US')}</p>
      <p className="nb-figure__sub">{sub}</p>
    </div>
  );
}

/**
 * Email & jobs: every email leaves through a background job that retries on its own (decision
 * 013). This page shows the ones that failed: given up after their last attempt, or waiting for
 * the next one, with the mail server's last answer, and sends them again on request.
 */
export function JobsPage() {
  const notify = useNotify();
  const { data, error, loading, reload } = useLoad((signal) => jobsApi.list(signal), 'jobs');
  const [busyId, setBusyId] = useState<number | null>(null);

  const retry = async (job: AdminJob) => {
    setBusyId(job.id);
    try {
      const answer = await jobsApi.retry(job.id);
      notify('success', answer.message);
      reload();
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setBusyId(null);
    }
  };

  const columns = col.columns([
    col.accessor('kind', {
      header: 'Job',
      cell: (c) => (
        <>
          <span className="nb-cell-strong">{jobKindLabel(c.row.original.kind)}</span>
          <span className="nb-cell-sub">
            {c.row.original.about ?? <span className="nb-mono">{c.row.original.kind}</span>} · #{c.row.original.id}
          </span>
        </>
      ),
    }),
    col.accessor('state', {
      header: 'State',
      cell: (c) => (
        <>
          <StatusBadge status={c.row.original.state} label={STATE_LABEL[c.row.original.state]} />
          <span className="nb-cell-sub text-nowrap">
            {c.row.original.attempts} of {c.row.original.max_attempts} attempts
          </span>
        </>
      ),
    }),
    col.accessor('last_error', {
      header: 'Last error',
      cell: (c) => <span className="nb-job-error">{c.getValue() ?? '—'}</span>,
    }),
    col.accessor('created_at', { header: 'Queued', cell: (c) => <When iso={c.row.original.created_at} /> }),
    col.accessor('run_at', {
      header: 'Next attempt',
      cell: (c) =>
        c.row.original.state === 'dead' ? <span className="nb-muted">None: gave up</span> : <When iso={c.row.original.run_at} />,
    }),
    col.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: (c) => (
        <button
          type="button"
          className="btn btn-sm btn-outline-primary text-nowrap"
          aria-label={`${c.row.original.state === 'dead' ? 'Retry' : 'Retry now'}: job ${c.row.original.id}`}
          disabled={busyId === c.row.original.id || c.row.original.state === 'running'}
          onClick={() => retry(c.row.original)}
        >
          {c.row.original.state === 'dead' ? 'Retry' : 'Retry now'}
        </button>
      ),
    }),
  ]) as AdminColumn<AdminJob>[];

  const counts = data?.counts;
  return (
    <>
      <PageHeader
        title="Email & jobs"
        actions={
          <button type="button" className="btn btn-outline-secondary" onClick={reload} disabled={loading}>
            Refresh
          </button>
        }
      />
      {error && <LoadError message={error} onRetry={reload} />}
      {counts && (
        <div className="nb-figures">
          <Figure label="Waiting" value={counts.queued} sub="Queued to send, new or retrying" />
          <Figure label="Sending now" value={counts.running} sub="Taken by a worker" />
          <Figure label="Failed" value={counts.dead} sub="Gave up after every attempt" />
        </div>
      )}
      <Panel id="jobs-failed" title="Failed and retrying" padded={false}>
        <p className="nb-panel__note">
          Emails are retried on their own: after 10 seconds, 30 seconds, 2 and 10 minutes, then hourly and three-hourly, 8 attempts in all.
          Retry sends one now, with a fresh set of attempts.
        </p>
        <DataTable
          caption="Jobs that failed, newest first"
          columns={columns}
          rows={data?.result}
          rowKey={(j) => String(j.id)}
          loading={loading}
          empty={<Empty title="Nothing has failed">Every email was handed to the mail server, or is on its way.</Empty>}
        />
      </Panel>
    </>
  );
}
