import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { centsToDollars, shopToday, type CompanyAddress, type OpenInvoice } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { customers, orders } from '../../db/schema/index.js';
import { findCompany, listAddresses } from './company-queries.js';
import { addressView } from './company-view.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';

const DAY_MS = 86_400_000;
/** Net 30: the invoice is dated 30 days before its due date (as the invoice PDF prints it). */
const NET_30_DAYS = 30;

/** The open balance in aging buckets by days past due, as GET /admin/receivables answers them (cents). */
export interface AgingCents {
  current: number;
  d1_30: number;
  d31_60: number;
  d61_90: number;
  over_90: number;
}
export type AgingBucket = keyof AgingCents;

export interface OpenInvoiceRow {
  orderNumber: string;
  poNumber: string | null;
  /** Null while the order is placed and its invoice not yet created (it counts as current). */
  invoiceDate: Date | null;
  dueDate: Date | null;
  daysOverdue: number;
  amountCents: number;
  bucket: AgingBucket;
}

export function bucketOf(daysOverdue: number): AgingBucket {
  if (daysOverdue <= 0) return 'current';
  if (daysOverdue <= 30) return 'd1_30';
  if (daysOverdue <= 60) return 'd31_60';
  if (daysOverdue <= 90) return 'd61_90';
  return 'over_90';
}

/**
 * The company's open Net 30 invoices (every member's Net 30 order not paid and not cancelled, as
 * the credit terms count them), oldest due first; days overdue as the receivables count them.
 */
export async function openInvoicesOf(db: Database, companyId: string, now: Date): Promise<OpenInvoiceRow[]> {
  const rows = await db
    .select({
      orderNumber: orders.orderNumber,
      poNumber: orders.poNumber,
      paymentResponse: orders.paymentResponse,
      totalCents: orders.totalCents,
      createdAt: orders.createdAt,
    })
    .from(orders)
    .innerJoin(customers, eq(customers.id, orders.customerId))
    .where(
      and(
        eq(customers.companyId, companyId),
        eq(orders.paymentType, 'NET_30'),
        ne(orders.status, 'Cancelled'),
        inArray(orders.paymentStatus, ['Pending', 'unpaid', 'Overdue', 'Awaiting Payment']),
      ),
    )
    .orderBy(asc(orders.createdAt));
  const invoices = rows.map((r) => {
    const due = typeof r.paymentResponse.due_date === 'number' ? new Date(r.paymentResponse.due_date * 1000) : null;
    const daysOverdue = due ? Math.max(0, Math.floor((now.getTime() - due.getTime()) / DAY_MS)) : 0;
    return {
      orderNumber: r.orderNumber,
      poNumber: r.poNumber,
      invoiceDate: due ? new Date(due.getTime() - NET_30_DAYS * DAY_MS) : null,
      dueDate: due,
      daysOverdue,
      amountCents: r.totalCents,
      bucket: bucketOf(daysOverdue),
    };
  });
  // Invoiced first, oldest due date first; orders still waiting for their invoice last.
  return invoices.sort((a, b) => (a.dueDate?.getTime() ?? Infinity) - (b.dueDate?.getTime() ?? Infinity));
}

export function agingOf(invoices: OpenInvoiceRow[]): AgingCents {
  const aging: AgingCents = { current: 0, d1_30: 0, d31_60: 0, d61_90: 0, over_90: 0 };
  for (const i of invoices) aging[i.bucket] += i.amountCents;
  return aging;
}

export const openInvoiceView = (i: OpenInvoiceRow): OpenInvoice => ({
  order_id: i.orderNumber,
  po_number: i.poNumber,
  invoice_date: i.invoiceDate ? shopToday(i.invoiceDate, shopTimeZone()) : null,
  due_date: i.dueDate ? shopToday(i.dueDate, shopTimeZone()) : null,
  days_overdue: i.daysOverdue,
  amount_open: centsToDollars(i.amountCents),
});

/** What a company's statement prints: its name, its default location, its open invoices at `now`. */
export interface CompanyStatement {
  companyName: string;
  address: CompanyAddress | undefined;
  at: Date;
  invoices: OpenInvoiceRow[];
}

/** The company's statement as of `now`; undefined for an unknown company. */
export async function statementOf(db: Database, companyId: string, now: Date): Promise<CompanyStatement | undefined> {
  const company = await findCompany(db, companyId);
  if (!company) return undefined;
  const [invoices, addresses] = await Promise.all([openInvoicesOf(db, company.id, now), listAddresses(db, company.id)]);
  const address = addresses.find((a) => a.isDefault) ?? addresses[0];
  return { companyName: company.name || 'Unnamed company', address: address && addressView(address), at: now, invoices };
}
