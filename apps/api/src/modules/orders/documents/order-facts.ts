import { transferRows } from '../../../integrations/payments/transfer-rows.js';
import {
  centsToDollars,
  formatPrice,
  formatShopDateTime,
  formatShopDayLong,
  measurementText,
  moneyReceived,
  optionChoiceText,
  PAYMENT_METHODS,
  type PaymentMethodType,
} from '@northbend/shared';
import type { RemittanceAccount } from '../../../config.js';
import type { PricedCartLine, PricedVariant } from '../../cart/index.js';
import type { OrderRow } from '../queries.js';
import { shopTimeZone } from '../../../lib/shop-time-zone.js';

/**
 * What an order's PDFs and emails print, worked out once from the order row so that the details
 * PDF, the Net 30 invoice and both order emails show the same words and figures.
 */

export const money = (cents: number): string => formatPrice(centsToDollars(cents));

/**
 * Spec section 9: order dates en-US with 12-hour time, in the shop's time zone (SHOP_TIMEZONE) with
 * its abbreviation, so a PDF or an email reads as the order page does wherever the server runs.
 */
export const formatOrderDate = (date: Date): string => formatShopDateTime(date, shopTimeZone());

/** A calendar day such as a due date, in the shop's time zone: 'December 21, 2025'. */
export const formatDay = (date: Date): string => formatShopDayLong(date, shopTimeZone());

export const paymentMethodLabel = (type: PaymentMethodType): string => PAYMENT_METHODS.find((m) => m.type === type)?.label ?? type;

/**
 * One row of the lines table. A plain product is one 'item'; a product bought through variants
 * is a 'group' row (its name and SKU, no figures) followed by one indented 'item' per variant.
 */
export interface DocumentLine {
  kind: 'item' | 'group';
  indent: boolean;
  name: string;
  /** 'SKU: …', 'Measurement: 1.25 IN (0.5–3 IN)', 'Coating: TiN (+$12.00)'. */
  details: string[];
  quantity?: number;
  unitPrice?: string;
  total?: string;
}

// The configuration in the storefront's words (packages/shared), with the unit's limits, and a
// choice's price only when it costs something.
function variantLine(v: PricedVariant): DocumentLine {
  const options = v.options.map((o) =>
    optionChoiceText(o.optionName, o.childName, o.childPriceCents ? centsToDollars(o.childPriceCents) : undefined),
  );
  return {
    kind: 'item',
    indent: true,
    name: v.name,
    details: [`SKU: ${v.sku}`, ...(v.measurement ? [measurementText(v.measurement, true)] : []), ...options],
    quantity: v.quantity,
    unitPrice: money(v.unitPriceCents),
    total: money(v.totalCents),
  };
}

export function documentLines(lines: readonly PricedCartLine[]): DocumentLine[] {
  return lines.flatMap((line): DocumentLine[] => {
    // A quote's line is its description; the quote number says where its price comes from.
    const sku = line.quote
      ? [`Quote ${line.quote.quoteNumber}, line ${line.quote.position}`]
      : line.product.sku
        ? [`SKU: ${line.product.sku}`]
        : [];
    if (line.variants.length === 0) {
      return [
        {
          kind: 'item',
          indent: false,
          name: line.product.name,
          details: sku,
          quantity: line.quantity,
          unitPrice: money(line.productPriceCents),
          total: money(line.itemTotalCents),
        },
      ];
    }
    return [{ kind: 'group', indent: false, name: line.product.name, details: sku }, ...line.variants.map(variantLine)];
  });
}

/** The shipping_address snapshot as printed lines (empty fields left out). */
export function shipToLines(a: Record<string, string>): string[] {
  const place = [a.customer_city, [a.customer_state, a.customer_zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [a.customer_name, a.customer_company, a.customer_address, a.customer_secondary_address, place, a.customer_country].filter(
    (s): s is string => !!s?.trim(),
  );
}

/** Who is billed: the business from the same snapshot, with the contact who ordered. */
export function billToLines(a: Record<string, string>): string[] {
  return [a.customer_company, a.customer_name && `Attn: ${a.customer_name}`, a.customer_email, a.customer_phone_number].filter(
    (s): s is string => !!s?.trim(),
  );
}

export interface TotalsRow {
  label: string;
  value: string;
  emphasis?: boolean;
}

/**
 * A credit of a return on the unpaid Net 30 invoice lowers the order's total (what is owed, issue 28),
 * so what the lines and shipping came to, less the total, is what was credited.
 */
export const creditedCents = (o: Pick<OrderRow, 'subTotalCents' | 'shippingCents' | 'taxCents' | 'totalCents'>): number =>
  Math.max(0, o.subTotalCents + o.shippingCents + o.taxCents - o.totalCents);

/**
 * The order's sales tax as a totals row (decision 034): the tax charged; for an exempt company $0.00
 * under `exemptLabel` (the PDFs say why in a note below, an email in the label itself); nothing when
 * the shop charged no tax, as before issue 30.
 */
export const taxRows = (o: Pick<OrderRow, 'taxCents' | 'taxNote'>, exemptLabel = 'Sales tax (exempt)'): TotalsRow[] =>
  o.taxCents > 0 ? [{ label: 'Sales tax', value: money(o.taxCents) }] : o.taxNote ? [{ label: exemptLabel, value: money(0) }] : [];

/**
 * The shipping row's label: the UPS service the buyer chose (decision 031), e.g. 'Shipping (UPS 2nd
 * Day Air)'; the rate table's charge and orders placed before services existed read as before.
 */
export const shippingLabel = (o: Partial<Pick<OrderRow, 'shippingSource' | 'shippingServiceName'>>): string =>
  o.shippingSource === 'ups' && o.shippingServiceName ? `Shipping (${o.shippingServiceName})` : 'Shipping (UPS)';

export const orderTotals = (
  o: Pick<OrderRow, 'subTotalCents' | 'shippingCents' | 'taxCents' | 'taxNote' | 'totalCents'> &
    Partial<Pick<OrderRow, 'shippingSource' | 'shippingServiceName'>>,
  exemptLabel?: string,
): TotalsRow[] => [
  { label: 'Sub Total', value: money(o.subTotalCents) },
  { label: shippingLabel(o), value: money(o.shippingCents) },
  ...taxRows(o, exemptLabel),
  ...(creditedCents(o) > 0 ? [{ label: 'Credited for returns', value: `−${money(creditedCents(o))}` }] : []),
  { label: 'Total', value: money(o.totalCents), emphasis: true },
];

/** The Net 30 invoice's due date, once the invoice exists (payment_response.due_date, epoch seconds). */
export const net30DueDate = (o: Pick<OrderRow, 'paymentType' | 'paymentResponse'>): Date | null => {
  const due = o.paymentResponse?.due_date;
  return o.paymentType === 'NET_30' && typeof due === 'number' && Number.isFinite(due) ? new Date(due * 1000) : null;
};

/**
 * Where and how a Net 30 invoice is paid by bank transfer, in the order a buyer's accounts payable
 * types it: the shop's account, the order number as the reference, the amount and the due date.
 * The invoice PDF and its email print the same rows.
 */
export function remittanceRows(
  account: RemittanceAccount,
  invoice: { orderNumber: string; amountDue: string; dueDate: string },
): [string, string][] {
  return [
    ['Bank', account.bankName],
    ['Account holder', account.accountHolder],
    ...(account.routingNumber ? ([['Routing number', account.routingNumber]] as [string, string][]) : []),
    ['Account number', account.accountNumber],
    ...(account.swiftCode ? ([['SWIFT code', account.swiftCode]] as [string, string][]) : []),
    ['Reference', invoice.orderNumber],
    ['Amount', invoice.amountDue],
    ['Due date', invoice.dueDate],
  ];
}

/**
 * How an open Net 30 invoice is paid, as its email and the overdue notice say: the provider's page
 * online, and the shop's account (when it has one) with the order number as the reference.
 * Nothing once it is paid.
 */
export function net30WaysToPay(
  order: Pick<OrderRow, 'orderNumber' | 'totalCents' | 'paymentType' | 'paymentStatus' | 'paymentResponse'>,
  account: RemittanceAccount | undefined,
): { payUrl?: string; remittance?: [string, string][]; demoAccount?: boolean } {
  if (moneyReceived(order.paymentStatus)) return {};
  const due = net30DueDate(order);
  const hosted = order.paymentResponse.hosted_url;
  return {
    ...(typeof hosted === 'string' && { payUrl: hosted }),
    ...(account &&
      due && {
        remittance: remittanceRows(account, {
          orderNumber: order.orderNumber,
          amountDue: money(order.totalCents),
          dueDate: formatDay(due),
        }),
        demoAccount: account.demo,
      }),
  };
}

/**
 * The order has a Net 30 invoice: the Net 30 payment call created it and set its due date. The
 * order list links the invoice PDF and the PDF route serves it on this one rule.
 */
export const hasNet30Invoice = (o: Pick<OrderRow, 'paymentType' | 'paymentResponse'>): boolean => net30DueDate(o) !== null;

/** The buyer's PO number as a labelled fact, when they gave one (issue 14): documents and emails print it beside the order number. */
export const poNumberFacts = (order: Pick<OrderRow, 'poNumber'>): [string, string][] =>
  order.poNumber ? [['PO number', order.poNumber]] : [];

/** The buyer's note to the shop, one paragraph per line they typed; empty when there is none. */
export const orderNoteParagraphs = (order: Pick<OrderRow, 'customerNote'>): string[] =>
  order.customerNote ? order.customerNote.split('\n').filter((line) => line.trim()) : [];

/**
 * The bank transfer instructions of an unpaid transfer, as on the order page and in its email: the
 * order PDF is what a buyer forwards to accounts payable.
 */
export function transferNote(
  o: Pick<OrderRow, 'paymentType' | 'paymentStatus' | 'paymentResponse' | 'status'>,
): (string | [string, string])[] {
  const t = o.paymentResponse.transfer;
  if (!t || o.paymentType !== 'BANK_TRANSFER' || o.paymentStatus !== 'Awaiting Payment') return [];
  if (o.status !== 'Pending' && o.status !== 'Draft') return [];
  return [
    'Transfer the amount to this account, quoting the reference exactly as shown. We process the order once the money arrives.',
    ...transferRows(t, money),
  ];
}
