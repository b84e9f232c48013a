import { can, centsToDollars, type AdminDashboard, type StaffRole } from '@northbend/shared';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { contactEnquiries, orders, quoteRequests } from '../../db/schema/index.js';
import { openAlerts } from '../alerts/index.js';
import { hasOpenExtraPayment } from './admin-order-queries.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';

const REVENUE_DAYS = 30;

/**
 * The back office's first page. Days are the shop's (SHOP_TIMEZONE). "Placed" means every order
 * but drafts; revenue is the total of the orders placed each day less the cancelled ones (booked
 * revenue: COD and Net 30 orders count when placed, not when the money comes). The open alerts
 * (decision 022) come first on the page: what the shop could not finish on its own.
 */
export async function adminDashboard(db: Database, now = new Date(), role?: StaffRole): Promise<AdminDashboard> {
  const today = sql`(${now.toISOString()}::timestamptz at time zone ${shopTimeZone()})::date`;
  const day = sql`(${orders.createdAt} at time zone ${shopTimeZone()})::date`;
  const open = sql`${orders.status} not in ('Cancelled', 'Draft')`;
  const [counts] = await queryRows<Record<string, number>>(
    db,
    sql`select
      count(*) filter (where ${orders.status} <> 'Draft' and ${day} = ${today})::int as orders_today,
      count(*) filter (where ${orders.status} <> 'Draft' and ${day} > ${today} - 7)::int as orders_week,
      count(*) filter (where ${open} and ${orders.paymentStatus} = 'Paid' and ${orders.shippingStatus} = 'Pending')::int as paid_not_shipped,
      count(*) filter (where ${open} and ${orders.paymentType} = 'COD' and ${orders.paymentStatus} <> 'Paid')::int as cod_to_collect,
      count(*) filter (where ${open} and ${orders.paymentType} = 'BANK_TRANSFER' and ${orders.paymentStatus} = 'Awaiting Payment')::int as bank_transfer_awaiting,
      count(*) filter (where ${open} and ${orders.paymentType} = 'NET_30' and (${orders.paymentStatus} = 'Overdue'
        or (${orders.paymentStatus} = 'unpaid' and (${orders.paymentResponse} ->> 'due_date')::bigint < extract(epoch from ${now.toISOString()}::timestamptz))))::int as net30_overdue,
      count(*) filter (where ${open} and ${orders.paymentStatus} = 'Failed')::int as failed_payments,
      count(*) filter (where ${hasOpenExtraPayment})::int as extra_payments
    from ${orders}`,
  );
  const revenue = await queryRows<{ date: string; cents: number }>(
    db,
    sql`with placed as (
      select ${day} as day, ${orders.totalCents} as cents from ${orders}
      where ${open} and ${orders.createdAt} > ${now.toISOString()}::timestamptz - interval '32 days'
    )
    select to_char(d, 'YYYY-MM-DD') as date, coalesce(sum(placed.cents), 0)::bigint as cents
    from generate_series(${today} - ${REVENUE_DAYS - 1}::int, ${today}, interval '1 day') d
    left join placed on placed.day = d::date
    group by d order by d`,
  );
  const alerts = await openAlerts(db);
  // New enquiries and quote requests (issue 28 item 13), counted for the roles that answer them.
  const [inbox] = await queryRows<{ today: string; enquiries: number; quotes: number }>(
    db,
    sql`select to_char(${today}, 'YYYY-MM-DD') as today,
      (select count(*) from ${contactEnquiries} where ${contactEnquiries.status} = 'new')::int as enquiries,
      (select count(*) from ${quoteRequests} where ${quoteRequests.status} = 'Requested')::int as quotes`,
  );
  const n = (key: string) => Number(counts?.[key] ?? 0);
  return {
    orders_today: n('orders_today'),
    orders_week: n('orders_week'),
    revenue_30d: revenue.map((r) => ({ date: r.date, total: centsToDollars(Number(r.cents)) })),
    waiting: {
      paid_not_shipped: n('paid_not_shipped'),
      cod_to_collect: n('cod_to_collect'),
      bank_transfer_awaiting: n('bank_transfer_awaiting'),
      net30_overdue: n('net30_overdue'),
      failed_payments: n('failed_payments'),
      extra_payments: n('extra_payments'),
    },
    today: inbox!.today,
    new_enquiries: can(role, 'enquiries.manage') ? Number(inbox!.enquiries) : null,
    new_quote_requests: can(role, 'quotes.manage') ? Number(inbox!.quotes) : null,
    alerts,
  };
}
