import {
  centsToDollars,
  RETURN_MONEY_TEXTS,
  type AdminOrderReturn,
  type OrderReturnView,
  type ReturnableLine,
  type ReturnMoney as ReturnMoneyView,
} from '@northbend/shared';
import type { OrderRow } from './queries.js';
import type { OrderReturnRow } from './return-queries.js';
import { returnableUnits, returnedPieces, returnMoney } from './return-rules.js';

const API = '/api/v1';

/** Where the customer fetches a return's PDF (with their bearer token), and where staff do. */
export const returnPdfPath = (rmaNumber: string) => `${API}/order/pdf/return/${encodeURIComponent(rmaNumber)}`;
export const adminReturnPdfPath = (orderNumber: string, rmaNumber: string) =>
  `${API}/admin/orders/${encodeURIComponent(orderNumber)}/returns/${encodeURIComponent(rmaNumber)}/pdf`;

/** A return as the customer's order view shows it. */
export function returnView(r: OrderReturnRow): OrderReturnView {
  return {
    rma_number: r.rmaNumber,
    createdAt: r.createdAt.toISOString(),
    reason: r.reason,
    lines: r.lines.map((l) => ({
      line_id: l.lineId,
      name: l.name,
      sku: l.sku,
      quantity: l.quantity,
      unit_price: centsToDollars(l.unitPriceCents),
      total: centsToDollars(l.quantity * l.unitPriceCents),
    })),
    refund_amount: centsToDollars(r.amountCents),
    money: r.money,
    money_text: RETURN_MONEY_TEXTS[r.money],
    download_return_pdf_url: returnPdfPath(r.rmaNumber),
  };
}

/** A return as staff see it: with who took it, the restock and the provider's reference. */
export const adminReturnView = (o: OrderRow, r: OrderReturnRow): AdminOrderReturn => ({
  ...returnView(r),
  download_return_pdf_url: adminReturnPdfPath(o.orderNumber, r.rmaNumber),
  restock: r.restock,
  staff_email: r.staffEmail,
  refund_reference: r.refund?.reference ?? null,
});

/** What the return form offers per line: ordered, returned so far, still returnable. */
export function returnableLinesView(o: OrderRow, returns: OrderReturnRow[]): ReturnableLine[] {
  const returned = returnedPieces(returns);
  return returnableUnits(o).map((u) => {
    const back = returned.get(u.lineId) ?? 0;
    return {
      line_id: u.lineId,
      name: u.name,
      sku: u.sku,
      ordered: u.ordered,
      returned: back,
      returnable: Math.max(0, u.ordered - back),
      unit_price: centsToDollars(u.unitPriceCents),
    };
  });
}

export function returnMoneyView(o: OrderRow, returns: OrderReturnRow[]): ReturnMoneyView {
  const m = returnMoney(o, returns);
  return {
    refunded: centsToDollars(m.refundedCents),
    credited: centsToDollars(m.creditedCents),
    refundable: centsToDollars(o.status === 'Cancelled' ? 0 : m.refundableCents),
    money: m.kind,
  };
}
