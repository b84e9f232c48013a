import { z } from 'zod';
import { ORDER_STATUSES, PAYMENT_METHOD_TYPES, PAYMENT_STATUSES, SHIPPING_STATUSES } from '../orders.js';
import { OrderReturnView } from '../returns.js';
import { CartData, CartItem } from './cart.js';
import { ShippingServiceChosen } from './shipping.js';

const Dollars = z.number().describe('Dollars with 2 decimals');

/** A line of an order: the cart's CartItem as it was when the order was placed (without the cart's notices). */
export const OrderLine = CartItem.omit({ cart_item_problem: true, cart_product_price_was: true, cart_item_unavailable: true });
export type OrderLine = z.infer<typeof OrderLine>;

/** The account and reference of a bank transfer, as the payment provider gave them (not secret). */
export const TransferInstructions = z.object({
  amount: Dollars,
  currency: z.string(),
  reference: z.string().describe('What the customer quotes with the transfer'),
  bank_name: z.string(),
  account_holder: z.string(),
  routing_number: z.string().nullable(),
  account_number: z.string(),
  swift_code: z.string().nullable(),
});
export type TransferInstructions = z.infer<typeof TransferInstructions>;

const BankTransfer = z.object({
  pay_url: z.string().nullable().describe("The provider's payment page of this transfer, to reopen while it is unpaid"),
  instructions: TransferInstructions.nullable().describe(
    'Null until the provider has them (Stripe: once the transfer was chosen on its page)',
  ),
});

/** An open Net 30 invoice: where to pay it online, and the shop's account to transfer to. */
const Net30Invoice = z.object({
  pay_url: z.string().nullable().describe("The payment provider's page of the invoice, to pay it online by card or bank"),
  remittance: TransferInstructions.extend({ demo: z.boolean().describe('The demo shop: not a real account, send no money') })
    .nullable()
    .describe("The shop's bank account with the order number as the reference; null when the shop has none configured"),
});

/** An order's money, frozen when it was placed: the customer's and the back office's order answers. */
export const OrderCharges = z.object({
  sub_total: Dollars,
  shipping_charges: Dollars,
  shipping: Dollars.optional().describe('The same as shipping_charges (issue 30): the frozen charge of the chosen service'),
  // Sales tax (issue 30 item 4, decision 034), frozen when the order was placed and part of total.
  // Optional in the contract: the storefront's older test data has none; the API always sends them.
  tax: Dollars.optional().describe('Sales tax charged, part of total (0: none)'),
  tax_note: z
    .string()
    .nullable()
    .optional()
    .describe("Why the order pays no tax: 'Tax exempt: resale certificate WA-123 until 2027-06-30'"),
  total: Dollars,
});

/** An order as GET /order/user/{id} returns it (commerce contract, Order view). */
export const Order = z.object({
  _id: z.string(),
  order_id: z.string().describe("The human order id, 'NB-100001'"),
  createdAt: z.string(),
  status: z.enum(ORDER_STATUSES),
  shipping_service: ShippingServiceChosen.nullable()
    .optional()
    .describe(
      'The shipping service chosen at checkout and where its charge came from (decision 031); null: placed before services existed',
    ),
  order_charges: OrderCharges,
  customer_order_list: z.array(OrderLine),
  customer_shipping: z.object({
    shipment_address: z.record(z.string(), z.string()),
    shipment_details: z.object({
      parcel_number: z.string().nullable(),
      status: z.enum(SHIPPING_STATUSES),
      tracking_url: z.string().nullable(),
      // Optional in the contract: answers of before issue 30 (and the storefront's test data) have none.
      delivery_date: z
        .string()
        .nullable()
        .optional()
        .describe("The day UPS delivered the order's last parcel, YYYY-MM-DD (the destination's day); null until then"),
    }),
  }),
  customer_payment: z.object({
    type: z.enum(PAYMENT_METHOD_TYPES),
    status: z.enum(PAYMENT_STATUSES),
    response: z.object({ due_date: z.number().optional().describe('Net 30: when the invoice is due, epoch seconds') }),
    bank_transfer: BankTransfer.nullable().describe(
      'An unpaid bank transfer: where to pay and the way back to the payment page; null otherwise',
    ),
    net_30_invoice: Net30Invoice.nullable().describe('An unpaid or overdue Net 30 invoice of an open order: how to pay it; null otherwise'),
    // Optional in the contract: answers of before issue 28 (and the storefront's test data) have none.
    refunded_amount: Dollars.optional().describe("Given back so far: a cancellation's refund and the refunds of returns"),
    credited_amount: Dollars.optional().describe(
      'Taken off the unpaid Net 30 invoice by returns (order_charges.total is what is owed after it)',
    ),
  }),
  returns: z.array(OrderReturnView).optional().describe('Pieces sent back (issue 28), oldest first, each with its RMA and its PDF'),
  download_order_net_30_invoice_pdf_url: z.string().nullable(),
  download_order_details_pdf_url: z.string(),
  po_number: z.string().nullable().describe("The buyer's purchase order number, as given at checkout"),
  order_note: z.string().nullable().describe("The buyer's note to the shop, as given at checkout"),
});
export type Order = z.infer<typeof Order>;

export const OrderListAnswer = z.object({ success: z.boolean(), data: z.object({ result: z.array(Order) }) });
export type OrderListAnswer = z.infer<typeof OrderListAnswer>;

/** POST /order/create. */
export const OrderCreatedAnswer = z.object({
  success: z.boolean(),
  message: z.string(),
  result: z.object({ order_id: z.string(), payment_method_type: z.enum(PAYMENT_METHOD_TYPES) }),
});
export type OrderCreatedAnswer = z.infer<typeof OrderCreatedAnswer>;

/** A line of an order that Buy again left out, and why ('This product is no longer available.'). */
export const BuyAgainRefusal = z.object({
  part_number: z.string().describe('The SKU of the variant, or of the product when it has no variants'),
  name: z.string().describe("The product's name, with the variant's in brackets"),
  message: z.string(),
});
export type BuyAgainRefusal = z.infer<typeof BuyAgainRefusal>;

/** POST /order/{order_id}/buy-again: the cart as every cart call answers it, what was added and what was left out. */
export const BuyAgainAnswer = z.object({
  status: z.boolean(),
  message: z.string().describe("What was added ('3 items of order NB-100001 added to your cart.')"),
  result: CartData.describe('The priced cart, as every cart call answers it'),
  added: z.array(z.object({ part_number: z.string(), name: z.string(), quantity: z.number() })),
  refused: z.array(BuyAgainRefusal),
});
export type BuyAgainAnswer = z.infer<typeof BuyAgainAnswer>;
