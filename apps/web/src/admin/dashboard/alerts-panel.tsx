import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminAlert } from '@northbend/shared';
import { adminPaths } from '../paths';
import { formatDateTime } from '../ui/format';
import { FormDialog } from '../ui/form-dialog';
import { useNotify } from '../ui/notices';
import { messageOf } from '../ui/use-load';
import { dashboardApi } from './dashboard-api';

interface AlertsPanelProps {
  alerts: AdminAlert[];
  /** Resolving is for those who handle payments: today's alerts are about money given back. */
  mayResolve: boolean;
  onResolved: () => void;
}

/**
 * What the shop could not finish on its own (decision 022), first on the dashboard: e.g. an order
 * refunded at the payment provider whose cancellation could not be saved. Each stays until someone
 * says what they did about it; the note goes into the audit log. Nothing when there is none.
 */
export function AlertsPanel({ alerts, mayResolve, onResolved }: AlertsPanelProps) {
  const notify = useNotify();
  const [resolving, setResolving] = useState<AdminAlert | null>(null);
  const [resolution, setResolution] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (alerts.length === 0) return null;

  const open = (alert: AdminAlert) => {
    setResolution('');
    setError(null);
    setResolving(alert);
  };
  const resolve = async () => {
    if (!resolving) return;
    setBusy(true);
    setError(null);
    try {
      const answer = await dashboardApi.resolveAlert(resolving.id, resolution.trim());
      notify('success', answer.message);
      setResolving(null);
      onResolved();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <section className="nb-panel" aria-labelledby="alerts-title">
      <div className="nb-panel__head">
        <h2 className="nb-panel__title" id="alerts-title">
          Needs attention
        </h2>
      </div>
      <div className="nb-panel__body">
        {alerts.map((alert) => (
          <div key={alert.id} className="alert alert-danger nb-extra-payment" role="alert">
            <div>
              <p className="nb-extra-payment__title">{alert.title}</p>
              <p className="m-0">{alert.detail}</p>
              <span className="nb-cell-sub">
                Raised {formatDateTime(alert.created_at)}
                {alert.entity_type === 'order' && (
                  <>
                    {' · '}
                    <Link to={adminPaths.order(alert.about)}>Open order {alert.about}</Link>
                  </>
                )}
              </span>
            </div>
            {mayResolve && (
              <button type="button" className="btn btn-sm btn-danger" onClick={() => open(alert)}>
                Resolve
              </button>
            )}
          </div>
        ))}
      </div>
      <FormDialog
        id="resolve-alert-dialog"
        show={resolving !== null}
        title={`Resolve: ${resolving?.title ?? ''}`}
        submitLabel="Mark resolved"
        busy={busy}
        error={error}
        onSubmit={() => void resolve()}
        onClose={() => setResolving(null)}
      >
        <label className="form-label" htmlFor="alert-resolution">
          What was done (kept in the audit log)
        </label>
        <textarea
          id="alert-resolution"
          className="form-control"
          rows={3}
          maxLength={500}
          required
          value={resolution}
          onChange={(e) => setResolution(e.target.value)}
        />
      </FormDialog>
    </section>
  );
}
