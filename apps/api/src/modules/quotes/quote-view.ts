import { centsToDollars, shopToday, type AdminQuoteSummary, type QuoteStatus, type QuoteSummary, type QuoteView } from '@northbend/shared';
import { formatQuoteNumber, type AdminQuoteListRow, type QuoteLineRow, type QuoteListRow, type QuoteMessageRow } from './quote-queries.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';

/** 'Expired' is computed: a 'Quoted' quote whose valid_until day has ended in the shop's time zone. */
export function statusOf(
  q: { status: QuoteListRow['status']; validUntil: string | null },
  today = shopToday(new Date(), shopTimeZone()),
): QuoteStatus {
  return q.status === 'Quoted' && q.validUntil !== null && q.validUntil < today ? 'Expired' : q.status;
}

const after = (a: Date | null, b: Date | null) => !!a && (!b || a > b);

export function quoteSummary(q: QuoteListRow, side: 'customer' | 'staff'): QuoteSummary {
  return {
    quote_number: formatQuoteNumber(q.number),
    status: statusOf(q),
    machine: q.machine,
    tool_type: q.toolType,
    quantity: q.quantity,
    needed_by: q.neededBy,
    created_at: q.createdAt.toISOString(),
    updated_at: q.updatedAt.toISOString(),
    valid_until: q.validUntil,
    total: q.totalCents === null ? null : centsToDollars(q.totalCents),
    in_cart: q.inCart,
    order_number: q.orderNumber,
    // The customer: sales wrote or changed it since they last opened it. Sales: the customer is waiting for them.
    unread:
      side === 'customer'
        ? after(q.staffActivityAt, q.customerSeenAt)
        : q.status !== 'Ordered' && q.status !== 'Declined' && after(q.customerActivityAt, q.staffActivityAt),
  };
}

export const adminQuoteSummary = (q: AdminQuoteListRow): AdminQuoteSummary => ({
  ...quoteSummary(q, 'staff'),
  customer: { _id: q.customer.id, name: q.customer.name, email: q.customer.email, company: q.customer.company },
});

export function quoteView(
  q: QuoteListRow,
  side: 'customer' | 'staff',
  lines: QuoteLineRow[],
  messages: QuoteMessageRow[],
  names: { customer: string; staff: Map<string, string> },
): QuoteView {
  return {
    ...quoteSummary(q, side),
    notes: q.notes,
    drawing:
      q.drawingFile && q.drawingName && q.drawingType && q.drawingSize
        ? { file_name: q.drawingName, content_type: q.drawingType, size_bytes: q.drawingSize }
        : null,
    lines: lines.map((l) => ({
      _id: l.id,
      position: l.position,
      description: l.description,
      quantity: l.quantity,
      unit_price: centsToDollars(l.unitPriceCents),
      line_total: centsToDollars(l.unitPriceCents * l.quantity),
    })),
    messages: messages.map((m) => ({
      _id: m.id,
      author: m.author,
      // Customers read "Sales" beside a name; a staff member who left keeps the thread readable.
      author_name: m.author === 'customer' ? names.customer : ((m.staffId && names.staff.get(m.staffId)) ?? 'Sales'),
      body: m.body,
      created_at: m.createdAt.toISOString(),
    })),
  };
}
