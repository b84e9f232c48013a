import { formatPrice, type TransferInstructions } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../lib/config';

/**
 * The account to pay into and the reference to quote, as a list of facts: an unpaid bank transfer's
 * (from the payment provider) and an open Net 30 invoice's (the shop's own account).
 */
export function TransferFacts({ transfer: t }: { transfer: TransferInstructions }) {
  const rows: [string, string][] = [
    ['Amount', formatPrice(t.amount, CURRENCY_SYMBOL)],
    ['Reference', t.reference],
    ['Bank', t.bank_name],
    ['Account holder', t.account_holder],
    ...(t.routing_number ? ([['Routing number', t.routing_number]] as [string, string][]) : []),
    ['Account number', t.account_number],
    ...(t.swift_code ? ([['SWIFT code', t.swift_code]] as [string, string][]) : []),
  ];
  return (
    <dl className="nb-order-transfer__facts">
      {rows.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
