import { Link } from 'react-router';
import type { AdminDashboard } from '@northbend/shared';
import { queryString } from '../api/client';
import { adminPaths } from '../paths';
import { useStaff } from '../shell/staff-context';
import { formatDate } from '../ui/format';
import { formatMoney } from '../../ui/money';
import { TableHead } from '../../ui/table-head';
import { PageHeader } from '../ui/page-header';
import { numericHead } from '../ui/plain-table';
import { LoadError, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { AlertsPanel } from './alerts-panel';
import { dashboardApi } from './dashboard-api';
import { RevenueChart } from './revenue-chart';

type Waiting = keyof AdminDashboard['waiting'];

/** The work that waits for someone, each with the order list filtered to it. */
const WAITING: { key: Waiting; label: string; hint: string; filters: Record<string, string> }[] = [
  {
    key: 'paid_not_shipped',
    label: 'Paid, not shipped',
    hint: 'Pick, pack and ship',
    filters: { payment_status: 'Paid', shipping_status: 'Pending' },
  },
  {
    key: 'cod_to_collect',
    label: 'COD to collect',
    hint: 'Cash due on delivery',
    filters: { payment_type: 'COD', payment_status: 'Pending' },
  },
  {
    key: 'bank_transfer_awaiting',
    label: 'Bank transfers awaited',
    hint: 'Money not yet arrived',
    filters: { payment_type: 'BANK_TRANSFER', payment_status: 'Awaiting Payment' },
  },
  {
    key: 'net30_overdue',
    label: 'Net 30 overdue',
    hint: 'Invoices past their due date',
    filters: { payment_type: 'NET_30', payment_status: 'Overdue' },
  },
  { key: 'failed_payments', label: 'Failed payments', hint: 'Customer may need a call', filters: { payment_status: 'Failed' } },
  {
    key: 'extra_payments',
    label: 'Extra payments to refund',
    hint: 'Paid twice or after cancelling',
    filters: { attention: 'extra_payment' },
  },
];

/** A figure of the dashboard, a link to the list it counts (issue 28: 'Orders today' linked nowhere). */
function Figure({ label, value, sub, to }: { label: string; value: string; sub?: string; to: string }) {
  return (
    <Link className="nb-figure nb-figure--link" to={to}>
      <p className="nb-figure__label">{label}</p>
      <p className="nb-figure__value">{value}</p>
      {sub && <p className="nb-figure__sub">{sub}</p>}
    </Link>
  );
}

/** The shop's day `days` before `day` (YYYY-MM-DD), by the calendar. */
const daysBefore = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
const ordersPlaced = (from: string, to: string) => `${adminPaths.orders}${queryString({ from, to })}`;

/** Editors have no order rights: their dashboard says what is theirs (catalog and content come in part 2). */
function EditorWelcome() {
  return (
    <>
      <PageHeader title="Dashboard" />
      <div className="nb-panel nb-panel__body">
        <p className="m-0">
          Keep the catalog and the content pages: <Link to={adminPaths.products}>Products</Link>,{' '}
          <Link to={adminPaths.categories}>Categories</Link>, <Link to={adminPaths.catalogImport}>Import / export</Link> and{' '}
          <Link to={adminPaths.pages}>Content pages</Link>. Price changes reach the storefront and every cart at once; page changes only
          when you publish them.
        </p>
      </div>
    </>
  );
}

export function DashboardPage() {
  const { may } = useStaff();
  return may('orders.read') ? <OrdersDashboard /> : <EditorWelcome />;
}

/** Alerts first, then orders today and this week, revenue of 30 days, and the work waiting, each a link to its orders. */
function OrdersDashboard() {
  const { may } = useStaff();
  const { data, error, loading, reload } = useLoad((signal) => dashboardApi.get(signal), 'dashboard');

  const revenue = data?.revenue_30d.reduce((sum, d) => sum + d.total, 0) ?? 0;
  return (
    <>
      <PageHeader title="Dashboard" />
      {error && <LoadError message={error} onRetry={reload} />}
      {!data && loading && <Loading />}
      {data && (
        <>
          <AlertsPanel alerts={data.alerts} mayResolve={may('orders.payments')} onResolved={reload} />
          <div className="nb-figures">
            <Figure label="Orders today" value={data.orders_today.toLocaleString('en-US')} to={ordersPlaced(data.today, data.today)} />
            <Figure
              label="Orders in the last 7 days"
              value={data.orders_week.toLocaleString('en-US')}
              to={ordersPlaced(daysBefore(data.today, 6), data.today)}
            />
            <Figure
              label="Revenue, last 30 days"
              value={formatMoney(revenue)}
              sub="Cancelled orders left out"
              to={ordersPlaced(daysBefore(data.today, 29), data.today)}
            />
            {data.new_enquiries !== null && (
              <Figure
                label="New enquiries"
                value={data.new_enquiries.toLocaleString('en-US')}
                sub="Not yet answered"
                to={`${adminPaths.enquiries}${queryString({ status: 'new' })}`}
              />
            )}
            {data.new_quote_requests !== null && (
              <Figure
                label="New quote requests"
                value={data.new_quote_requests.toLocaleString('en-US')}
                sub="Waiting for a quote"
                to={`${adminPaths.quotes}${queryString({ status: 'Requested' })}`}
              />
            )}
          </div>
          <section className="nb-panel" aria-labelledby="waiting-title">
            <div className="nb-panel__head">
              <h2 className="nb-panel__title" id="waiting-title">
                Work waiting
              </h2>
            </div>
            <ul className="nb-waiting">
              {WAITING.map((w) => {
                const count = data.waiting[w.key];
                return (
                  <li key={w.key}>
                    <Link
                      className={`nb-waiting__card${count > 0 ? ' has-work' : ''}`}
                      to={`${adminPaths.orders}${queryString(w.filters)}`}
                    >
                      <span className="nb-waiting__count">{count.toLocaleString('en-US')}</span>
                      <span className="nb-waiting__label">{w.label}</span>
                      <span className="nb-waiting__hint">{w.hint}</span>
                    </Link>
                  </li>
                );
              })}
            </ul>
          </section>
          <section className="nb-panel" aria-labelledby="revenue-title">
            <div className="nb-panel__head">
              <h2 className="nb-panel__title" id="revenue-title">
                Revenue per day, last 30 days
              </h2>
            </div>
            <div className="nb-panel__body">
              <RevenueChart days={data.revenue_30d} />
              <details className="nb-chart__table">
                <summary>Show the figures</summary>
                <table className="table table-sm nb-table">
                  <caption className="visually-hidden">Revenue per day, last 30 days</caption>
                  <TableHead cells={['Day', numericHead('Revenue')]} />
                  <tbody>
                    {data.revenue_30d.map((d) => (
                      <tr key={d.date}>
                        <td>{formatDate(`${d.date}T12:00:00`)}</td>
                        <td className="nb-num">{formatMoney(d.total)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </details>
            </div>
          </section>
        </>
      )}
    </>
  );
}
