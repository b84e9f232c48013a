import { z } from 'zod';
import { checkOrderNote, checkPoNumber, PURCHASE_ORDER_MESSAGES, type ReferenceCheck } from '../purchase-orders.js';

/**
 * A text field checked by one of the purchase order rules: trimmed, null when empty, or a 400 with
 * the rule's message. The raw cap only keeps a huge body from being scanned; the rule's limit is the one that counts.
 */
const checkedText = (check: (raw: string | null | undefined) => ReferenceCheck, rawMax: number, tooLong: string) =>
  z
    .string({ error: tooLong })
    .max(rawMax, tooLong)
    .nullish()
    .transform((raw, ctx) => {
      const checked = check(raw);
      if (checked.ok) return checked.value;
      ctx.addIssue({ code: 'custom', message: checked.message });
      return z.NEVER;
    });

/**
 * The buyer's own references sent with POST /order/create (issue 14). Whether the PO number is
 * required depends on the customer, so the server checks that against their account.
 */
export const OrderReferenceFields = {
  po_number: checkedText((raw) => checkPoNumber(raw, false), 200, PURCHASE_ORDER_MESSAGES.poTooLong).describe(
    "The buyer's purchase order number: trimmed, at most 35 characters; required when staff marked the customer 'PO required'",
  ),
  order_note: checkedText(checkOrderNote, 4000, PURCHASE_ORDER_MESSAGES.noteTooLong).describe(
    "The buyer's note to the shop: at most 500 characters",
  ),
};
