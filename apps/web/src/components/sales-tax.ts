import type { CartCharges } from '@northbend/shared';

/** Sales tax as the storefront shows it (issue 30): the cart's, or a placed order's frozen one. */
export interface SalesTaxLine {
  /** null: not known yet (no address saved, or calculated when the order is placed). */
  amount: number | null;
  /** 'Sales tax (WA 10.25%)'; null: the shop charges no sales tax (no line at all). */
  label: string | null;
  /** Why the company pays none: 'Tax exempt: resale certificate … until …'. */
  note: string | null;
}

/** The cart answer's tax (cart_charges). */
export const cartTaxOf = (c: Partial<CartCharges>): SalesTaxLine => ({
  amount: c.tax ?? null,
  label: c.tax_label ?? null,
  note: c.tax_note ?? null,
});

/** A placed order's frozen tax: a line when it charged some, or when it says why it charged none. */
export const orderTaxOf = (charges: { tax?: number; tax_note?: string | null }): SalesTaxLine => ({
  amount: charges.tax ?? 0,
  label: charges.tax || charges.tax_note ? 'Sales tax' : null,
  note: charges.tax_note ?? null,
});
