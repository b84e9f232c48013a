import type { TransferInstructions } from './payment-provider.js';

/**
 * The instructions as label and value rows, in the order a customer types them into their bank:
 * the one wording of the email, the order PDF and the order page. `money` formats the amount.
 */
export function transferRows(t: TransferInstructions, money: (cents: number) => string): [string, string][] {
  return [
    ['Amount', money(t.amountCents)],
    ['Reference', t.reference],
    ['Bank', t.bankName],
    ['Account holder', t.accountHolder],
    ...(t.routingNumber ? ([['Routing number', t.routingNumber]] as [string, string][]) : []),
    ['Account number', t.accountNumber],
    ...(t.swiftCode ? ([['SWIFT code', t.swiftCode]] as [string, string][]) : []),
  ];
}
