import { useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminCustomerDetail } from '@northbend/shared';
import { adminPaths } from '../paths';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { BusyButton } from '../ui/fields';
import { formatDate, formatDateTime } from '../ui/format';
import { formatMoney } from '../../ui/money';
import { useNotify } from '../ui/notices';
import { PageHeader } from '../ui/page-header';
import { Fact, Panel } from '../ui/panel';
import { Empty, LoadError, Loading } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { numericHead, PlainTable } from '../ui/plain-table';
import { When } from '../ui/when';
import { messageOf, useLoad } from '../ui/use-load';
import { customersApi, type CustomerAction } from './customers-api';

const list = (items: string[]) => (items.length ? items.join(', ') : null);

function addressLines(address: Record<string, string> | null): string[] {
  if (!address) return [];
  const a = (key: string) => address[`customer_${key}`] ?? '';
  const cityLine = [a('city'), [a('state'), a('zip_code')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a('name'), a('company'), a('address'), a('secondary_address'), cityLine, a('country'), a('phone_number')].filter(Boolean);
}

function RecentOrders({ customer }: { customer: AdminCustomerDetail }) {
  if (customer.recent_orders.length === 0) return <Empty title="No orders yet" />;
  return (
    <PlainTable
      label="Recent orders"
      caption={`Recent orders of ${customer.name}`}
      head={['Order', 'Placed', 'Payment', 'Shipping', 'Status', numericHead('Total')]}
    >
      <tbody>
        {customer.recent_orders.map((o) => (
          <tr key={o._id}>
            <td className="text-nowrap">
              <Link className="nb-cell-strong" to={adminPaths.order(o.order_id)}>
                {o.order_id}
              </Link>
            </td>
            <td>
              <When iso={o.createdAt} />
            </td>
            <td>
              <StatusBadge status={o.payment_status} />
            </td>
            <td>
              <StatusBadge status={o.shipping_status} />
            </td>
            <td>
              <StatusBadge status={o.status} />
            </td>
            <td className="nb-num">{formatMoney(o.total)}</td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}

/** A customer's profile with their machines, sheets, orders and the account actions of sales. */
export function CustomerPage() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const { data, error, loading, reload, setData } = useLoad((signal) => customersApi.get(id, signal), id);
  const [busy, setBusy] = useState<CustomerAction | null>(null);
  const [confirmDisable, setConfirmDisable] = useState(false);
  const back = { to: adminPaths.customers, label: 'Customers' };
  const c = data?.result;

  if (!c)
    return (
      <>
        <PageHeader title="Customer" back={back} />
        {error ? <LoadError message={error} onRetry={reload} /> : loading && <Loading label="Loading the customer…" />}
      </>
    );

  const act = async (action: CustomerAction) => {
    setBusy(action);
    try {
      const answer = await customersApi.act(c._id, action);
      setData({ result: answer.result });
      notify('success', answer.message);
      setConfirmDisable(false);
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setBusy(null);
    }
  };
  const address = addressLines(c.shipping_address);

  return (
    <>
      <PageHeader
        title={c.name}
        back={back}
        meta={
          <>
            <Link to={adminPaths.company(c.company_id)}>{c.company_name || c.company}</Link>
            <StatusBadge status={c.disabled ? 'Disabled' : c.verified ? 'Verified' : 'Unverified'} />
            <span>Customer since {formatDate(c.createdAt)}</span>
          </>
        }
        actions={
          <>
            {!c.verified && (
              <>
                <BusyButton
                  busy={busy === 'resend-verification'}
                  className="btn btn-sm btn-outline-primary"
                  onClick={() => act('resend-verification')}
                >
                  Resend verification email
                </BusyButton>
                <BusyButton busy={busy === 'verify'} className="btn btn-sm btn-outline-primary" onClick={() => act('verify')}>
                  Mark verified
                </BusyButton>
              </>
            )}
            {/* Issue 14: a customer whose invoices must carry their purchase order number. */}
            {c.po_required ? (
              <BusyButton busy={busy === 'po-optional'} className="btn btn-sm btn-outline-primary" onClick={() => act('po-optional')}>
                Make PO number optional
              </BusyButton>
            ) : (
              <BusyButton busy={busy === 'require-po'} className="btn btn-sm btn-outline-primary" onClick={() => act('require-po')}>
                Require PO number
              </BusyButton>
            )}
            {c.disabled ? (
              <BusyButton busy={busy === 'enable'} className="btn btn-sm btn-outline-primary" onClick={() => act('enable')}>
                Enable account
              </BusyButton>
            ) : (
              <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setConfirmDisable(true)}>
                Disable account
              </button>
            )}
          </>
        }
      />
      <div className="nb-columns nb-columns--three">
        <Panel id="customer-contact" title="Contact">
          <dl className="nb-facts">
            <Fact term="Email">
              <a href={`mailto:${c.email}`}>{c.email}</a>
            </Fact>
            <Fact term="Phone">{c.phone}</Fact>
            <Fact term="Company">
              <Link to={adminPaths.company(c.company_id)}>{c.company_name || c.company || 'Their company'}</Link>
              <span className="nb-muted">{` (${c.company_role === 'admin' ? 'admin' : 'buyer'})`}</span>
            </Fact>
            <Fact term="Address">{c.address}</Fact>
            <Fact term="Verified">{c.verified_at ? formatDateTime(c.verified_at) : 'Not yet'}</Fact>
            <Fact term="Disabled">{c.disabled_at && formatDateTime(c.disabled_at)}</Fact>
          </dl>
        </Panel>
        <Panel id="customer-address" title="Shipping address">
          {address.length ? (
            <address className="nb-address">
              {address.map((line, i) => (
                <span key={i}>{line}</span>
              ))}
            </address>
          ) : (
            <p className="nb-muted m-0">No shipping address yet.</p>
          )}
        </Panel>
        <Panel id="customer-activity" title="Activity">
          <dl className="nb-facts">
            <Fact term="PO number">{c.po_required ? 'Required on every order' : 'Optional'}</Fact>
            <Fact term="Orders">{c.counts.order}</Fact>
            <Fact term="In cart">{`${c.counts.cart} line${c.counts.cart === 1 ? '' : 's'}`}</Fact>
            <Fact term="Wishlist">{`${c.counts.wishlist} product${c.counts.wishlist === 1 ? '' : 's'}`}</Fact>
          </dl>
        </Panel>
      </div>
      <Panel id="customer-orders" title={`Recent orders (${c.counts.order} in all)`} padded={false}>
        <RecentOrders customer={c} />
      </Panel>
      <Panel id="customer-machines" title="Machines and sheets">
        <dl className="nb-facts">
          <Fact term="Machine makes">{list(c.machine_makes) ?? <span className="nb-muted">None given</span>}</Fact>
          <Fact term="Machine models">{list(c.machine_models) ?? <span className="nb-muted">None given</span>}</Fact>
          <Fact term="Sheet materials">{list(c.sheet_materials) ?? <span className="nb-muted">None given</span>}</Fact>
          <Fact term="Sheet thickness">{list(c.sheet_thicknesses) ?? <span className="nb-muted">None given</span>}</Fact>
        </dl>
      </Panel>
      <ConfirmDialog
        show={confirmDisable}
        title={`Disable ${c.name}'s account?`}
        confirmLabel="Disable account"
        danger
        busy={busy === 'disable'}
        onConfirm={() => act('disable')}
        onClose={() => setConfirmDisable(false)}
      >
        <p className="m-0">
          They will be signed out and cannot sign in or order until the account is enabled again. Their orders are kept.
        </p>
      </ConfirmDialog>
    </>
  );
}
