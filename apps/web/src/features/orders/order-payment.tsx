import { formatPrice, type Order } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { OrderBankTransfer } from './order-bank-transfer';
import { OrderNet30Invoice } from './order-net-30-invoice';
import { dueDate, paymentLabel } from './order-text';

const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

/** Paid reads as settled; money given back (issue 28) as its own tone, never as paid. */
const STATUS_TONE: Partial<Record<Order['customer_payment']['status'], string>> = {
  Paid: 'ok',
  'Partially refunded': 'refund',
  Refunded: 'refund',
};

/** Totals, how the order is paid, its payment status (raw), a Net 30 due date, and how to pay an unpaid transfer or invoice. */
export function OrderPayment({ order }: { order: Order }) {
  const { sub_total, shipping_charges, total, tax = 0, tax_note: taxNote } = order.order_charges;
  const { type, status, response, refunded_amount: refunded = 0, credited_amount: credited = 0 } = order.customer_payment;
  return (
    <div className="nb-order__block">
      <h3 className="nb-order__label">Totals</h3>
      <dl className="nb-order__totals">
        <div>
          <dt>Sub Total</dt>
          <dd>{money(sub_total)}</dd>
        </div>
        <div>
          <dt>
            Shipping
            {order.shipping_service && <small className="d-block">{order.shipping_service.service_name}</small>}
          </dt>
          <dd>{money(shipping_charges)}</dd>
        </div>
        {/* Sales tax frozen on the order (issue 30): charged, or why an exempt company paid none. */}
        {(tax > 0 || taxNote) && (
          <div>
            <dt>
              Sales tax
              {taxNote && <small className="d-block">{taxNote}</small>}
            </dt>
            <dd>{money(tax)}</dd>
          </div>
        )}
        {credited > 0 && (
          <div>
            <dt>Credited for returns</dt>
            <dd>−{money(credited)}</dd>
          </div>
        )}
        <div className="nb-order__grand">
          <dt>{credited > 0 ? 'Total due' : 'Total'}</dt>
          <dd>{money(total)}</dd>
        </div>
      </dl>
      <h3 className="nb-order__label">Payment</h3>
      <dl className="nb-order__payment">
        <div>
          <dt>Method</dt>
          <dd>{paymentLabel(type)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>
            <span className={`nb-order__status nb-order__status--${STATUS_TONE[status] ?? 'open'}`}>{status}</span>
          </dd>
        </div>
        {refunded > 0 && (
          <div>
            <dt>Refunded</dt>
            <dd>{money(refunded)}</dd>
          </div>
        )}
        {type === 'NET_30' && typeof response.due_date === 'number' && (
          <div>
            <dt>Due date</dt>
            <dd>{dueDate(response.due_date)}</dd>
          </div>
        )}
      </dl>
      {order.customer_payment.bank_transfer && (
        <OrderBankTransfer orderId={order.order_id} transfer={order.customer_payment.bank_transfer} />
      )}
      {order.customer_payment.net_30_invoice && (
        <OrderNet30Invoice orderId={order.order_id} invoice={order.customer_payment.net_30_invoice} overdue={status === 'Overdue'} />
      )}
    </div>
  );
}
