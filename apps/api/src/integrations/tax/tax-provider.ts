/**
 * What the shop asks of a sales-tax provider (issue 30 item 4, decision 034). The rate table
 * (rate-table.ts, TAX_RATES) is the offline one; Stripe Tax (stripe-tax.ts, TAX=stripe) the real
 * partner. Both answer in the shop's words: cents, the order number, the place an order ships to.
 */

/** Where the goods go, as a tax authority reads it: ISO country, the state or province's code. */
export interface TaxDestination {
  /** 'US', 'CA', 'MX'. */
  country: string;
  /** The state or province code: 'WA', 'ON'. */
  region: string;
  postalCode: string;
  city: string;
  line1: string;
}

/** One line of the cart or order as the tax sees it: what it costs, and whether its categories are taxed. */
export interface TaxLine {
  /** The cart line's id: unique within one calculation. */
  reference: string;
  amountCents: number;
  taxable: boolean;
}

/** The tax of a cart to one destination. */
export interface TaxQuote {
  taxCents: number;
  /** Stripe Tax: the calculation an order placed now records as its transaction; null for the table. */
  calculationId: string | null;
  /** What the tax line says: 'Sales tax (WA 10.25%)', or 'Sales tax' when the provider gives no single rate. */
  label: string;
}

export interface TaxProvider {
  readonly name: 'table' | 'stripe';
  /** The tax of the lines shipped to `destination` (shipping is not taxed: decision 034). */
  calculate(lines: TaxLine[], destination: TaxDestination, currency: string): Promise<TaxQuote>;
  /**
   * Records the tax of a placed order with the provider (Stripe: a tax transaction from its
   * calculation, `reference` the order number); the same key answers the same transaction.
   */
  recordTransaction(calculationId: string, reference: string, idempotencyKey: string): Promise<{ transactionId: string }>;
  /**
   * Reverses a recorded transaction: all of it (`amountCents` null: a cancellation), or part of it
   * (a return's refund: the amount given back, tax included). `reference` names the reversal.
   */
  reverseTransaction(
    transactionId: string,
    reference: string,
    amountCents: number | null,
    idempotencyKey: string,
  ): Promise<{ reversalId: string }>;
}
