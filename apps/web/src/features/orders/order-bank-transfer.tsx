import type { Order } from '@northbend/shared';
import { TransferFacts } from './transfer-facts';

type BankTransfer = NonNullable<Order['customer_payment']['bank_transfer']>;

/**
 * An unpaid bank transfer (issue 16): the account and reference to pay into, kept from the payment
 * provider, and the way back to its payment page, so a buyer who left that page can still pay.
 */
export function OrderBankTransfer({ orderId, transfer }: { orderId: string; transfer: BankTransfer }) {
  const t = transfer.instructions;
  const titleId = `order-${orderId}-transfer`;
  return (
    <section className="nb-order-transfer" aria-labelledby={titleId}>
      <h3 id={titleId} className="nb-order__label">
        Pay by bank transfer
      </h3>
      {t ? (
        <>
          <p className="nb-order-transfer__hint">Transfer the amount to this account, quoting the reference exactly as shown.</p>
          <TransferFacts transfer={t} />
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
