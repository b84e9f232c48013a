import type { Order } from '@northbend/shared';
import { TransferFacts } from './transfer-facts';

type Net30Invoice = NonNullable<Order['customer_payment']['net_30_invoice']>;

/**
 * An open Net 30 invoice: the shop's account with the order number as the reference, as the
 * invoice PDF prints it (so accounts payable can pay from the order page), and the payment
 * provider's invoice page to pay online by card or bank. Past its due date the text asks for
 * payment now instead of 'by the due date'.
 */
export function OrderNet30Invoice({ orderId, invoice, overdue }: { orderId: string; invoice: Net30Invoice; overdue: boolean }) {
  const account = invoice.remittance;
  const titleId = `order-${orderId}-invoice`;
  const overdueNote = overdue ? 'This invoice is overdue. ' : '';
  const when = overdue ? 'now' : 'by the due date';
  return (
    <section className="nb-order-transfer" aria-labelledby={titleId}>
      <h3 id={titleId} className="nb-order__label">
        Pay this invoice
      </h3>
      {account ? (
        <>
          <p className="nb-order-transfer__hint">
            {overdueNote}Transfer the amount to this account {when}, quoting the reference exactly as shown
            {invoice.pay_url ? ', or pay online by card or bank.' : '.'}
          </p>
          <TransferFacts transfer={account} />
          {account.demo && (
            <p className="nb-order-transfer__hint">This is the demo shop: the account is not a real one and no money should be sent.</p>
          )}
        </>
      ) : (
        <p className="nb-order-transfer__hint">
          {overdueNote}Pay online by card or bank {when}; the invoice PDF has the details.
        </p>
      )}
      {invoice.pay_url && (
        <a className="btn btn-primary btn-sm" href={invoice.pay_url} aria-label={`Pay the invoice of order ${orderId} online`}>
          Pay online
        </a>
      )}
    </section>
  );
}
