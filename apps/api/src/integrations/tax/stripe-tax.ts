import Stripe from 'stripe';
import type { TaxDestination, TaxLine, TaxProvider, TaxQuote } from './tax-provider.js';

export interface StripeTaxSettings {
  secretKey: string;
  /** Another API address instead of api.stripe.com (a test server). */
  apiUrl?: string;
  maxNetworkRetries?: number;
  timeoutMs?: number;
}

/** Stripe's tax code for goods that are not taxed ("Nontaxable"): a line of an untaxed category. */
export const NONTAXABLE_TAX_CODE = 'txcd_00000000';

/**
 * Stripe Tax through the official SDK (TAX=stripe): a calculation of the cart's lines to the saved
 * address, then, once the order is placed, a tax transaction made from that calculation (what
 * Stripe files), and a reversal when the money goes back. Prices are tax exclusive: the shop's
 * prices never include tax. Taxable lines take the account's default tax code; untaxed ones
 * Stripe's nontaxable code, so the calculation still lists them.
 */
export class StripeTax implements TaxProvider {
  readonly name = 'stripe';
  private readonly stripe: Stripe;

  constructor(settings: StripeTaxSettings) {
    const api = settings.apiUrl ? new URL(settings.apiUrl) : undefined;
    this.stripe = new Stripe(settings.secretKey, {
      maxNetworkRetries: settings.maxNetworkRetries ?? 2,
      // The checkout waits for the calculation: a slow answer must not hold it long.
      timeout: settings.timeoutMs ?? 5_000,
      telemetry: false,
      ...(api && {
        host: api.hostname,
        port: api.port || (api.protocol === 'https:' ? 443 : 80),
        protocol: api.protocol === 'http:' ? 'http' : 'https',
      }),
    });
  }

  async calculate(lines: TaxLine[], to: TaxDestination, currency: string): Promise<TaxQuote> {
    const priced = lines.filter((l) => l.amountCents > 0);
    if (!priced.length) return { taxCents: 0, calculationId: null, label: 'Sales tax' };
    const calculation = await this.stripe.tax.calculations.create({
      currency,
      line_items: priced.map((l) => ({
        amount: l.amountCents,
        reference: l.reference,
        tax_behavior: 'exclusive' as const,
        ...(!l.taxable && { tax_code: NONTAXABLE_TAX_CODE }),
      })),
      customer_details: {
        address: { country: to.country, state: to.region, postal_code: to.postalCode, city: to.city, line1: to.line1 },
        address_source: 'shipping',
      },
    });
    if (!calculation.id) throw new Error('Stripe Tax answered a calculation without an id');
    return { taxCents: calculation.tax_amount_exclusive, calculationId: calculation.id, label: labelOf(calculation) };
  }

  async recordTransaction(calculationId: string, reference: string, idempotencyKey: string) {
    const transaction = await this.stripe.tax.transactions.createFromCalculation(
      { calculation: calculationId, reference, metadata: { order_id: reference } },
      { idempotencyKey },
    );
    return { transactionId: transaction.id };
  }

  async reverseTransaction(transactionId: string, reference: string, amountCents: number | null, idempotencyKey: string) {
    const reversal = await this.stripe.tax.transactions.createReversal(
      amountCents === null
        ? { mode: 'full', original_transaction: transactionId, reference }
        : // Stripe reads a partial reversal's flat amount as negative and tax included.
          { mode: 'partial', original_transaction: transactionId, reference, flat_amount: -amountCents },
      { idempotencyKey },
    );
    return { reversalId: reversal.id };
  }
}

/** 'Sales tax (WA 10.25%)' when one rate applies, else 'Sales tax'. */
function labelOf(calculation: Stripe.Tax.Calculation): string {
  const taxed = (calculation.tax_breakdown ?? []).filter((b) => b.amount > 0);
  const details = taxed.length === 1 ? taxed[0].tax_rate_details : null;
  return details?.percentage_decimal && details.state ? `Sales tax (${details.state} ${Number(details.percentage_decimal)}%)` : 'Sales tax';
}
