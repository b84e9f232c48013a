import { z } from 'zod';

/**
 * Returns and partial refunds (issue 28, decision 025): staff take back some pieces of an order,
 * give money back up to what is left of what was paid, and the customer gets an RMA.
 */

export const RETURN_REASON_MAX_LENGTH = 500;
/** The most pieces of one line a return names; an order line never holds more. */
const RETURN_QUANTITY_MAX = 100_000;

const Dollars = z.number().describe('Dollars with 2 decimals');

/** 'RMA-NB-100001-2': the order's number and the return's place among its returns. */
export const rmaNumberOf = (orderNumber: string, n: number): string => `RMA-${orderNumber}-${n}`;

/**
 * How the money of a return goes back: a refund through the payment provider, a refund staff give by
 * hand (money booked by hand), a credit that lowers an unpaid Net 30 invoice, or none (nothing to give back).
 */
export const RETURN_MONEY_KINDS = ['refund', 'refund_by_hand', 'invoice_credit', 'none'] as const;
export type ReturnMoneyKind = (typeof RETURN_MONEY_KINDS)[number];

export const RETURN_MONEY_TEXTS: Record<ReturnMoneyKind, string> = {
  refund: 'Refunded to the original payment method',
  refund_by_hand: 'Refunded by our sales team',
  invoice_credit: 'Credited on the Net 30 invoice',
  none: 'No refund',
};

/** POST /admin/orders/{order_id}/returns. */
export const OrderReturnBody = z.object({
  lines: z
    .array(
      z.object({
        line_id: z
          .string({ message: 'Each returned line needs its line_id.' })
          .trim()
          .min(1, 'Each returned line needs its line_id.')
          .describe("The line's _id in the order (lines[]._id), or a variant's _id (lines[].cart_selected_product_variants[]._id)"),
        quantity: z
          .number({ message: 'Enter the quantity to return as a whole number.' })
          .int('Enter the quantity to return as a whole number.')
          .min(0, 'A quantity to return cannot be negative.')
          .max(RETURN_QUANTITY_MAX, 'That quantity is more than was ordered.'),
      }),
      { message: 'Choose the lines to return.' },
    )
    .max(500, 'Too many lines.'),
  refund_amount: z
    .number({ message: 'Enter the amount to refund (0 for none).' })
    .min(0, 'The amount to refund cannot be negative.')
    .max(10_000_000, 'The amount to refund is more than was paid.')
    .refine((v) => Math.abs(Math.round(v * 100) - v * 100) < 1e-6, 'Enter the amount to refund in dollars and cents.')
    .describe('Dollars; at most what was paid minus what was refunded before (an unpaid Net 30 invoice: what is still owed)'),
  reason: z
    .string({ message: 'Enter the reason for the return.' })
    .trim()
    .min(1, 'Enter the reason for the return.')
    .max(RETURN_REASON_MAX_LENGTH, `The reason is too long (${RETURN_REASON_MAX_LENGTH} characters at most).`),
  restock: z
    .boolean({ message: 'Say whether the pieces go back into stock.' })
    .describe("True: the pieces go back into the product's stock"),
});
export type OrderReturnBody = z.infer<typeof OrderReturnBody>;

export const OrderReturnCreated = z.object({
  message: z.string(),
  result: z.object({ rma_number: z.string().describe("'RMA-NB-100001-1'") }),
});
export type OrderReturnCreated = z.infer<typeof OrderReturnCreated>;

/** A returned line as the return, its PDF and its email name it. */
export const ReturnedLine = z.object({
  line_id: z.string(),
  name: z.string().describe("The product's name, with the variant's after a dash"),
  sku: z.string(),
  quantity: z.number(),
  unit_price: Dollars,
  total: Dollars,
});
export type ReturnedLine = z.infer<typeof ReturnedLine>;

/** A return as the customer sees it on their order. */
export const OrderReturnView = z.object({
  rma_number: z.string(),
  createdAt: z.string(),
  reason: z.string(),
  lines: z.array(ReturnedLine),
  refund_amount: Dollars,
  money: z.enum(RETURN_MONEY_KINDS),
  money_text: z.string().describe("'Refunded to the original payment method', 'Credited on the Net 30 invoice', …"),
  download_return_pdf_url: z.string(),
});
export type OrderReturnView = z.infer<typeof OrderReturnView>;

/** A return as staff see it: who took it, whether the pieces went back into stock, the provider's refund. */
export const AdminOrderReturn = OrderReturnView.extend({
  restock: z.boolean(),
  staff_email: z.string(),
  refund_reference: z.string().nullable().describe("The provider's refund or credit note id"),
});
export type AdminOrderReturn = z.infer<typeof AdminOrderReturn>;

/** What can still be returned of a line (or of one variant of a variant line), for the return form. */
export const ReturnableLine = z.object({
  line_id: z.string(),
  name: z.string(),
  sku: z.string(),
  ordered: z.number(),
  returned: z.number(),
  returnable: z.number(),
  unit_price: Dollars,
});
export type ReturnableLine = z.infer<typeof ReturnableLine>;

/** The order's money after its returns (and a cancellation's refund): what was refunded or credited, what can still go back. */
export const ReturnMoney = z.object({
  refunded: Dollars.describe('Given back through the provider or by hand'),
  credited: Dollars.describe('Taken off an unpaid Net 30 invoice'),
  refundable: Dollars.describe('The most a new return may give back now'),
  money: z.enum(RETURN_MONEY_KINDS).describe('How a new return gives money back'),
});
export type ReturnMoney = z.infer<typeof ReturnMoney>;
