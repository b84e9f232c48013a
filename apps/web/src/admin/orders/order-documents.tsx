import { useState } from 'react';
import { net30InvoicePdfName, orderDetailsPdfName, type AdminOrderDetail } from '@northbend/shared';
import { BusyButton } from '../ui/fields';
import { useNotify } from '../ui/notices';
import { messageOf } from '../ui/use-load';
import { saveFile } from '../../lib/save-file';
import { ordersApi } from './orders-api';

type PdfKind = 'details' | 'invoice';

/**
 * The order's PDFs, as the customer gets them: fetched with the staff token (a plain link cannot
 * carry it) and saved under the server's file name. Every role that sees the order may download them.
 */
export function OrderDocuments({ order }: { order: AdminOrderDetail }) {
  const notify = useNotify();
  const [loading, setLoading] = useState<PdfKind | null>(null);
  const id = order.order_id;

  const download = async (which: PdfKind) => {
    setLoading(which);
    try {
      if (which === 'details') saveFile(await ordersApi.detailsPdf(id), orderDetailsPdfName(id));
      else saveFile(await ordersApi.net30InvoicePdf(id), net30InvoicePdfName(id));
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setLoading(null);
    }
  };

  return (
    <>
      <BusyButton busy={loading === 'details'} className="btn btn-sm btn-outline-primary" onClick={() => download('details')}>
        Order PDF
      </BusyButton>
      {order.has_net30_invoice && (
        <BusyButton busy={loading === 'invoice'} className="btn btn-sm btn-outline-primary" onClick={() => download('invoice')}>
          Net 30 invoice PDF
        </BusyButton>
      )}
    </>
  );
}
