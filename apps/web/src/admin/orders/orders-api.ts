import type {
  AdminOrderActionAnswer,
  AdminOrderAnswer,
  AdminOrderPage,
  OrderReturnBody,
  OrderReturnCreated,
  SavedOrderView,
  SavedOrderViewList,
} from '@northbend/shared';
import { adminDownload, adminGet, adminPost, adminRequest } from '../api/client';

const order = (orderId: string) => `orders/${encodeURIComponent(orderId)}`;

/** The back office's order calls (/api/v1/admin/orders…); `query` is a '?…' string or ''. */
export const ordersApi = {
  list: (query: string, signal?: AbortSignal) => adminGet<AdminOrderPage>(`orders${query}`, signal),
  exportCsv: (query: string) => adminDownload(`orders/export.csv${query}`),
  get: (orderId: string, signal?: AbortSignal) => adminGet<AdminOrderAnswer>(order(orderId), signal),
  ship: (orderId: string, trackingNumber: string) =>
    adminPost<AdminOrderActionAnswer>(`${order(orderId)}/shipments`, { carrier: 'UPS', tracking_number: trackingNumber }),
  deliver: (orderId: string) => adminPost<AdminOrderActionAnswer>(`${order(orderId)}/deliver`),
  recordPayment: (orderId: string, reference: string) =>
    adminPost<AdminOrderActionAnswer>(`${order(orderId)}/payment`, { status: 'Paid', reference }),
  refundExtraPayment: (orderId: string, reference: string) =>
    adminPost<AdminOrderActionAnswer>(`${order(orderId)}/extra-payments/refund`, { reference }),
  cancel: (orderId: string, reason: string) => adminPost<AdminOrderActionAnswer>(`${order(orderId)}/cancel`, { reason }),
  /** A return of some pieces with its refund or credit (issue 28); answers the RMA number, not the order. */
  recordReturn: (orderId: string, body: OrderReturnBody) => adminPost<OrderReturnCreated>(`${order(orderId)}/returns`, body),
  returnPdf: (orderId: string, rmaNumber: string) => adminDownload(`${order(orderId)}/returns/${encodeURIComponent(rmaNumber)}/pdf`),
  addNote: (orderId: string, body: string) => adminPost<AdminOrderActionAnswer>(`${order(orderId)}/notes`, { body }),
  resend: (orderId: string, kind: 'confirmation' | 'invoice') => adminPost<AdminOrderActionAnswer>(`${order(orderId)}/resend`, { kind }),
  /** The customer's PDFs of the order (decision 009), as Blobs: the staff token goes in the header. */
  detailsPdf: (orderId: string) => adminDownload(`${order(orderId)}/pdf/details`),
  net30InvoicePdf: (orderId: string) => adminDownload(`${order(orderId)}/pdf/net-30-invoice`),
  /** The signed-in staff user's saved views of the list (issue 28). */
  views: (signal?: AbortSignal) => adminGet<SavedOrderViewList>('order-views', signal),
  saveView: (name: string, filters: Record<string, string>) =>
    adminPost<{ message: string; result: SavedOrderView }>('order-views', { name, filters }),
  deleteView: (viewId: string) => adminRequest<{ message: string }>(`order-views/${encodeURIComponent(viewId)}`, { method: 'DELETE' }),
};
