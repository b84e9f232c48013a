import { formatPrice, type Order } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../app/config';

type BankTransfer = NonNullable<Order['customer_payment']['bank_transfer']>;

/**
 * An unpaid bank transfer (issue 16): the account and reference to pay into, kept from the payment
 * provider, and the way back to its payment page, so a buyer who left that page can still pay.
 */
export function OrderBankTransfer({ orderId, transfer }: { orderId: string; transfer: BankTransfer }) {
  const t = transfer.instructions;
  const rows: [string, string][] = t
    ? [
        ['Amount', formatPrice(t.amount, CURRENCY_SYMBOL)],
        ['Reference', t.reference],
        ['Bank', t.bank_name],
        ['Account holder', t.account_holder],
        ...(t.routing_number ? ([['Routing number', t.routing_number]] as [string, string][]) : []),
        ['Account number', t.account_number],
        ...(t.swift_code ? ([['SWIFT code', t.swift_code]] as [string, string][]) : []),
      ]
    : [];
  const titleId = `order-${orderId}-transfer`;
  return (
    <section className="nb-order-transfer" aria-labelledby={titleId}>
      <h3 id={titleId} className="nb-order__label">
        Pay by bank transfer
      </h3>
      {t ? (
        <>
          <p className="nb-order-transfer__hint">Transfer the amount to this account, quoting the reference exactly as shown.</p>
          <dl className="nb-order-transfer__facts">
            {rows.map(([label, value]) => (
              <div key={label}>
                <dt>{label}</dt>
                <dd>{value}</dd>
              </div>
            ))}
          </dl>
        </>
      ) : (
        <p className="nb-order-transfer__hint">Open the payment page to choose the transfer and see the account to pay into.</p>
      )}
      {transfer.pay_url && (
        <a className="btn btn-primary btn-sm" href={transfer.pay_url} aria-label={`Open the payment page of order ${orderId}`}>
          Open the payment page
        </a>
      )}
    </section>
  );
}
