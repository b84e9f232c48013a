import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QUICKBOOKS_CALLBACK_RESULTS, QUICKBOOKS_MESSAGES, type AdminQuickBooks, type QuickBooksCallbackResult } from '@northbend/shared';
import { adminPaths } from '../paths';
import { useStaff } from '../shell/staff-context';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { BusyButton } from '../ui/fields';
import { formatDate, formatDateTime } from '../ui/format';
import { useNotify } from '../ui/notices';
import { PageHeader } from '../ui/page-header';
import { Fact, Panel } from '../ui/panel';
import { LoadError, Loading } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { useAction } from '../ui/use-action';
import { messageOf, useLoad } from '../ui/use-load';
import { quickBooksApi } from './quickbooks-api';

function Figure({ label, value, sub }: { label: string; value: number; sub: string }) {
  return (
    <div className="nb-figure">
      <p className="nb-figure__label">{label}</p>
      <p className="nb-figure__value">{value.toLocaleString('en-US')}</p>
      <p className="nb-figure__sub">{sub}</p>
    </div>
  );
}

/** What Intuit's redirect came back with (`?quickbooks=`), said once at the top of the page. */
function CallbackNotice({ result }: { result: QuickBooksCallbackResult }) {
  const ok = result === 'connected';
  return (
    <div className={`alert ${ok ? 'alert-success' : 'alert-warning'}`} role="status">
      {QUICKBOOKS_MESSAGES[result]}
    </div>
  );
}

function ConnectionPanel({ status, onChanged }: { status: AdminQuickBooks; onChanged: (next: AdminQuickBooks) => void }) {
  const { may } = useStaff();
  const notify = useNotify();
  const connect = useAction();
  const disconnect = useAction();
  const [confirming, setConfirming] = useState(false);
  const owner = may('settings.manage');

  if (!status.configured)
    return (
      <Panel id="qbo-connection" title="Connection">
        <p className="mb-0">
          QuickBooks is not set up on this shop. The operator sets <code>QBO_CLIENT_ID</code>, <code>QBO_CLIENT_SECRET</code> and{' '}
          <code>QBO_TOKEN_KEY</code> (the Intuit app&apos;s keys, see the README); then an owner connects the shop here.
        </p>
      </Panel>
    );

  if (!status.connected)
    return (
      <Panel id="qbo-connection" title="Connection">
        <p>The shop is not connected to a QuickBooks company: orders and payments are not booked.</p>
        {owner ? (
          <>
            <BusyButton
              busy={connect.busy}
              className="btn btn-success"
              onClick={() =>
                connect.run(async () => {
                  const { authorize_url } = await quickBooksApi.connect();
                  window.location.assign(authorize_url);
                })
              }
            >
              Connect to QuickBooks
            </BusyButton>
            <p className="nb-muted small mt-2 mb-0">Intuit asks you to sign in and choose the company; you come back here afterwards.</p>
            {connect.error && (
              <p className="alert alert-danger mt-2 mb-0" role="alert">
                {connect.error}
              </p>
            )}
          </>
        ) : (
          <p className="nb-muted mb-0">Only an owner can connect the shop to QuickBooks.</p>
        )}
      </Panel>
    );

  return (
    <Panel
      id="qbo-connection"
      title="Connection"
      actions={
        owner && (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setConfirming(true)}>
            Disconnect
          </button>
        )
      }
    >
      <dl className="nb-facts mb-0">
        <Fact term="Status">
          <StatusBadge status="Active" label="Connected" />
        </Fact>
        <Fact term="QuickBooks company">{status.realm_id}</Fact>
        <Fact term="Connected">
          {formatDateTime(status.connected_at)}
          {status.source === 'env' ? ' from QBO_REALM_ID and QBO_REFRESH_TOKEN' : status.connected_by ? ` by ${status.connected_by}` : ''}
        </Fact>
        <Fact term="Books kept for orders from">{formatDateTime(status.books_from)}</Fact>
        <Fact term="Intuit's authorization runs until">{status.refresh_expires_at ? formatDate(status.refresh_expires_at) : null}</Fact>
      </dl>
      <ConfirmDialog
        show={confirming}
        title="Disconnect from QuickBooks?"
        confirmLabel="Disconnect"
        danger
        busy={disconnect.busy}
        onClose={() => setConfirming(false)}
        onConfirm={() =>
          disconnect.run(async () => {
            const answer = await quickBooksApi.disconnect();
            setConfirming(false);
            notify('success', answer.message);
            onChanged(answer.result);
          })
        }
      >
        <p>New orders and payments stop being booked. What was booked stays in QuickBooks; an owner can connect again at any time.</p>
        {disconnect.error && (
          <p className="alert alert-danger mb-0" role="alert">
            {disconnect.error}
          </p>
        )}
      </ConfirmDialog>
    </Panel>
  );
}

/**
 * QuickBooks (issue 30 item 3, decision 033): the owner connects the shop to a QuickBooks Online
 * company; background jobs then book each Net 30 order as an Invoice and each payment as a
 * Payment or Sales Receipt. Failed bookings show on Email & jobs; Resync queues what is missing.
 */
export function QuickBooksPage() {
  const { may } = useStaff();
  const notify = useNotify();
  const [params] = useSearchParams();
  const { data, error, loading, reload, setData } = useLoad((signal) => quickBooksApi.status(signal), 'quickbooks');
  const [resyncing, setResyncing] = useState(false);
  const returned = params.get('quickbooks');
  const result = QUICKBOOKS_CALLBACK_RESULTS.find((r) => r === returned);

  const resync = async () => {
    setResyncing(true);
    try {
      const answer = await quickBooksApi.resync();
      notify('success', answer.message);
      setData(answer.result);
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setResyncing(false);
    }
  };

  return (
    <>
      <PageHeader
        title="QuickBooks"
        actions={
          <button type="button" className="btn btn-outline-secondary" onClick={reload} disabled={loading}>
            Refresh
          </button>
        }
      />
      {result && <CallbackNotice result={result} />}
      {error && <LoadError message={error} onRetry={reload} />}
      {!data && !error && <Loading />}
      {data && <ConnectionPanel status={data} onChanged={setData} />}
      {data?.connected && (
        <Panel
          id="qbo-books"
          title="Books"
          actions={
            may('jobs.manage') && (
              <BusyButton busy={resyncing} className="btn btn-sm btn-primary" onClick={resync}>
                Resync
              </BusyButton>
            )
          }
        >
          <div className="nb-figures">
            <Figure label="Invoices" value={data.booked.invoices} sub="Net 30 orders ('QBO - Invoice')" />
            <Figure label="Payments" value={data.booked.payments} sub="Paid invoices" />
            <Figure label="Sales receipts" value={data.booked.sales_receipts} sub="Orders paid without an invoice ('QBO - Payment')" />
            <Figure label="Waiting" value={data.waiting} sub="Orders with something left to book" />
          </div>
          <p className="nb-muted mb-0">
            Orders are booked in the background within 15 minutes; a booking that fails is retried and shows on{' '}
            <Link to={adminPaths.jobs}>Email &amp; jobs</Link>. Resync queues every order not booked yet now, failed bookings included.
          </p>
        </Panel>
      )}
    </>
  );
}
