import { net30InvoicePdfName, orderDetailsPdfName, type Order } from '@northbend/shared';
import { useState } from 'react';
import { downloadFile } from './download-file';
import { Icon } from '../../ui/icon';

/** A PDF of the order fetched with the customer's token (the order's, an invoice's or a return's). */
export function DocumentButton({ label, url, fileName }: { label: string; url: string | null; fileName: string }) {
  const [busy, setBusy] = useState(false);
  if (!url) {
    return (
      <p className="nb-order-docs__missing">
        {label}: <span>not available</span>
      </p>
    );
  }
  const download = async () => {
    setBusy(true);
    // A refusal has been toasted by the API client.
    await downloadFile(url, fileName).catch(() => undefined);
    setBusy(false);
  };
  return (
    <button
      type="button"
      className="btn btn-outline-primary btn-sm nb-order-docs__button"
      onClick={() => void download()}
      disabled={busy}
      aria-busy={busy || undefined}
    >
      {busy ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : <PdfIcon />}
      {label}
    </button>
  );
}

const PdfIcon = () => <Icon className="me-2" size={16} d="M14 3H6v18h12V7l-4-4zM14 3v4h4M12 11v6M9 14l3 3 3-3" />;

/**
 * 'Order details PDF', and on a Net 30 order 'Net 30 invoice PDF' or 'not available' until it has
 * one (spec section 8): other orders never have an invoice, so saying it is missing only confused.
 */
export function OrderDocuments({ order }: { order: Order }) {
  return (
    <div className="nb-order-docs">
      <DocumentButton label="Order details PDF" url={order.download_order_details_pdf_url} fileName={orderDetailsPdfName(order.order_id)} />
      {order.customer_payment.type === 'NET_30' && (
        <DocumentButton
          label="Net 30 invoice PDF"
          url={order.download_order_net_30_invoice_pdf_url}
          fileName={net30InvoicePdfName(order.order_id)}
        />
      )}
    </div>
  );
}
