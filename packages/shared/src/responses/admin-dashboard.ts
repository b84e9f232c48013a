import { z } from 'zod';
import { AdminAlert } from './admin-alerts.js';

/** GET /api/v1/admin/dashboard: the back office's first page. */
export const AdminDashboard = z.object({
  orders_today: z.number().describe('Orders placed today (shop time), cancelled ones included'),
  orders_week: z.number().describe('Orders placed in the last 7 days, today included'),
  revenue_30d: z
    .array(z.object({ date: z.string().describe('YYYY-MM-DD, shop time'), total: z.number().describe('Dollars') }))
    .describe('Totals of the orders placed each day of the last 30 (cancelled ones left out); every day is listed, 0 when none'),
  waiting: z.object({
    paid_not_shipped: z.number(),
    cod_to_collect: z.number().describe('COD orders not cancelled whose cash has not been booked'),
    bank_transfer_awaiting: z.number(),
    net30_overdue: z.number().describe('Net 30 invoices overdue, or unpaid past their due date'),
    failed_payments: z.number(),
    extra_payments: z.number().describe('Orders paid twice or paid after cancellation: the extra money waits for a refund'),
  }),
  today: z.string().describe("Today in the shop's calendar (YYYY-MM-DD, SHOP_TIMEZONE): the orders list's from/to of 'Orders today'"),
  new_enquiries: z.number().nullable().describe("Contact enquiries with status 'new'; null for a role without enquiries.manage"),
  new_quote_requests: z.number().nullable().describe("Quote requests with status 'Requested'; null for a role without quotes.manage"),
  alerts: z.array(AdminAlert).describe('Open alerts, newest first: what the shop could not finish on its own (decision 022)'),
});
export type AdminDashboard = z.infer<typeof AdminDashboard>;
