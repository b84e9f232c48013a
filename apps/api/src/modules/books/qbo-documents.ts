import { shopDayOf } from '@northbend/shared';
import type { OrderLineSnapshot } from '../../db/schema/index.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';

type Json = Record<string, unknown>;

/** What the books need of an order (read by books-queries.ts). */
export interface OrderToBook {
  id: string;
  orderNumber: string;
  status: string;
  paymentType: string;
  paymentStatus: string;
  lines: OrderLineSnapshot[];
  subTotalCents: number;
  shippingCents: number;
  taxCents: number;
  totalCents: number;
  poNumber: string | null;
  createdAt: Date;
  /** Net 30: the invoice's due date (epoch seconds), when the provider gave one. */
  dueDate: number | null;
  /** The payment's reference (cheque number, provider id) and when it arrived, when it did. */
  paidReference: string | null;
  paidAt: Date | null;
  customerEmail: string;
  /** The QBO Customer's DisplayName: the company's name, else the buyer's business or own name. */
  customerName: string;
  /** Who the QBO Customer stands for: the company (one Customer per company). */
  companyId: string;
}

/** A line of the shop's order before its Item is known: the product's name (the Item's Name), quantity and money. */
export interface BookLine {
  itemName: string;
  sku: string;
  description: string;
  quantity: number;
  unitPriceCents: number;
  amountCents: number;
}

/** Item names the shop books its charges to, besides its products. */
export const SHIPPING_ITEM = 'Shipping';
export const SALES_TAX_ITEM = 'Sales tax';

/** QBO names: at most 100 characters, no colon (a colon makes a sub-item). */
export const qboName = (name: string) => name.replace(/:/g, ' -').replace(/\s+/g, ' ').trim().slice(0, 100) || 'Item';

/**
 * The order's lines as they are printed on its invoice PDF (a plain product one line, a product
 * bought through variants one line per variant), then shipping and tax as their own lines, so the
 * QuickBooks total is the order's total whatever the company's own tax settings.
 */
export function bookLines(order: OrderToBook): BookLine[] {
  const lines = order.lines.flatMap((line): BookLine[] => {
    const itemName = qboName(line.product.name);
    const sku = line.product.sku;
    const about = line.quote ? `Quote ${line.quote.quoteNumber}, line ${line.quote.position}` : sku ? `SKU: ${sku}` : '';
    if (line.variants.length === 0)
      return [
        {
          itemName,
          sku,
          description: [line.product.name, about].filter(Boolean).join(' · '),
          quantity: line.quantity,
          unitPriceCents: line.productPriceCents,
          amountCents: line.itemTotalCents,
        },
      ];
    const own =
      line.productTotalCents > 0
        ? [
            {
              itemName,
              sku,
              description: line.product.name,
              quantity: line.quantity,
              unitPriceCents: line.productPriceCents,
              amountCents: line.productTotalCents,
            },
          ]
        : [];
    return [
      ...own,
      ...line.variants.map((v) => ({
        itemName,
        sku,
        description: `${line.product.name}: ${v.name} · SKU: ${v.sku}`,
        quantity: v.quantity,
        unitPriceCents: v.unitPriceCents,
        amountCents: v.totalCents,
      })),
    ];
  });
  if (order.shippingCents > 0)
    lines.push({
      itemName: SHIPPING_ITEM,
      sku: '',
      description: 'Shipping',
      quantity: 1,
      unitPriceCents: order.shippingCents,
      amountCents: order.shippingCents,
    });
  if (order.taxCents > 0)
    lines.push({
      itemName: SALES_TAX_ITEM,
      sku: '',
      description: 'Sales tax',
      quantity: 1,
      unitPriceCents: order.taxCents,
      amountCents: order.taxCents,
    });
  const sum = lines.reduce((total, l) => total + l.amountCents, 0);
  // A booking that does not add up to the order would mislead the accountant: the job fails and staff see why.
  if (sum !== order.totalCents)
    throw new Error(
      `The lines of ${order.orderNumber} add up to ${dollars(sum)}, not its total ${dollars(order.totalCents)}: nothing booked`,
    );
  return lines;
}

const dollars = (cents: number) => Math.round(cents) / 100;

/** SalesItemLineDetail lines; Qty × UnitPrice must equal Amount in QBO, else the line is 1 × its amount. */
function salesLines(lines: BookLine[], itemIds: Map<string, string>): Json[] {
  return lines.map((l) => {
    const exact = l.quantity * l.unitPriceCents === l.amountCents;
    return {
      DetailType: 'SalesItemLineDetail',
      Amount: dollars(l.amountCents),
      Description: l.description.slice(0, 4000),
      SalesItemLineDetail: {
        ItemRef: { value: itemIds.get(l.itemName), name: l.itemName },
        Qty: exact ? l.quantity : 1,
        UnitPrice: dollars(exact ? l.unitPriceCents : l.amountCents),
      },
    };
  });
}

const day = (at: Date) => shopDayOf(at, shopTimeZone());

/** The Net 30 order's Invoice ('QBO - Invoice'): DocNumber is the order number, the PO number its customer memo. */
export function invoiceOf(order: OrderToBook, customerId: string, lines: BookLine[], itemIds: Map<string, string>): Json {
  const due = order.dueDate ? new Date(order.dueDate * 1000) : new Date(order.createdAt.getTime() + 30 * 86_400_000);
  return {
    DocNumber: order.orderNumber,
    TxnDate: day(order.createdAt),
    DueDate: day(due),
    CustomerRef: { value: customerId },
    BillEmail: { Address: order.customerEmail },
    ...(order.poNumber ? { CustomerMemo: { value: `PO ${order.poNumber}` } } : {}),
    PrivateNote: `Shop order ${order.orderNumber}${order.poNumber ? `, PO ${order.poNumber}` : ''}`,
    Line: salesLines(lines, itemIds),
  };
}

/** The payment of an invoiced order: a Payment linked to its Invoice. */
export function paymentOf(order: OrderToBook, customerId: string, invoiceId: string, amountCents: number): Json {
  return {
    CustomerRef: { value: customerId },
    TotalAmt: dollars(amountCents),
    TxnDate: day(order.paidAt ?? new Date()),
    ...(order.paidReference ? { PaymentRefNum: order.paidReference.slice(0, 21) } : {}),
    PrivateNote: `Payment of shop order ${order.orderNumber} (${order.paymentType})`,
    Line: [{ Amount: dollars(amountCents), LinkedTxn: [{ TxnId: invoiceId, TxnType: 'Invoice' }] }],
  };
}

/** The payment of an order that had no invoice (card, transfer, COD, cheque): a Sales Receipt ('QBO - Payment'). */
export function salesReceiptOf(order: OrderToBook, customerId: string, lines: BookLine[], itemIds: Map<string, string>): Json {
  return {
    DocNumber: order.orderNumber,
    TxnDate: day(order.paidAt ?? order.createdAt),
    CustomerRef: { value: customerId },
    BillEmail: { Address: order.customerEmail },
    ...(order.poNumber ? { CustomerMemo: { value: `PO ${order.poNumber}` } } : {}),
    ...(order.paidReference ? { PaymentRefNum: order.paidReference.slice(0, 21) } : {}),
    PrivateNote: `Shop order ${order.orderNumber} paid by ${order.paymentType}`,
    Line: salesLines(lines, itemIds),
  };
}
