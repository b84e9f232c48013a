/**
 * The buyer's purchase order number and note on an order (issue 14): both optional, the PO number
 * required for a customer staff have marked 'PO required'. One rule for the checkout form and the
 * server; zod-free so the storefront can check before it sends.
 */
export const PURCHASE_ORDER_LIMITS = { poNumber: 35, orderNote: 500 } as const;

export const PURCHASE_ORDER_MESSAGES = {
  poRequired: 'PO number is required for your account. Please enter your purchase order number.',
  poTooLong: `The PO number can have at most ${PURCHASE_ORDER_LIMITS.poNumber} characters.`,
  poPrintable: 'The PO number can only hold letters, digits, spaces and punctuation.',
  noteTooLong: `The order note can have at most ${PURCHASE_ORDER_LIMITS.orderNote} characters.`,
  notePrintable: 'The order note can only hold text and line breaks.',
} as const;

export type ReferenceCheck = { ok: true; value: string | null } | { ok: false; message: string };

// Control, format, unassigned and private-use characters would print as boxes or hide text on
// an invoice; a PO number is one line, a note may have line breaks and tabs.
const UNPRINTABLE = /\p{C}/u;
const UNPRINTABLE_BUT_LINE_BREAKS = /(?![\n\t])\p{C}/u;

/** Characters as a person counts them (an emoji is one), so the limit matches the form's counter. */
const lengthOf = (s: string) => [...s].length;

/** A PO number as it is stored: trimmed, null when empty; refused when missing but required, too long or unprintable. */
export function checkPoNumber(raw: string | null | undefined, required: boolean): ReferenceCheck {
  const value = (raw ?? '').trim();
  if (!value) return required ? { ok: false, message: PURCHASE_ORDER_MESSAGES.poRequired } : { ok: true, value: null };
  if (lengthOf(value) > PURCHASE_ORDER_LIMITS.poNumber) return { ok: false, message: PURCHASE_ORDER_MESSAGES.poTooLong };
  if (UNPRINTABLE.test(value)) return { ok: false, message: PURCHASE_ORDER_MESSAGES.poPrintable };
  return { ok: true, value };
}

/** An order note as it is stored: trimmed, Windows line breaks made plain, null when empty. */
export function checkOrderNote(raw: string | null | undefined): ReferenceCheck {
  const value = (raw ?? '').replace(/\r\n?/g, '\n').trim();
  if (!value) return { ok: true, value: null };
  if (lengthOf(value) > PURCHASE_ORDER_LIMITS.orderNote) return { ok: false, message: PURCHASE_ORDER_MESSAGES.noteTooLong };
  if (UNPRINTABLE_BUT_LINE_BREAKS.test(value)) return { ok: false, message: PURCHASE_ORDER_MESSAGES.notePrintable };
  return { ok: true, value };
}
