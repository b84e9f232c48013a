import type { FastifyBaseLogger } from 'fastify';
import type { ShippingAddress } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import type { TaxDestination, TaxLine, TaxProvider, TaxQuote } from '../../integrations/tax/tax-provider.js';
import { HttpError } from '../../lib/http-errors.js';
import { untaxedProductIds } from '../catalog/index.js';
import { taxExemptionOf } from '../company/index.js';
import { exemptionNote } from './exemption-note.js';
import { taxDestinationOf } from './tax-destination.js';

export const TAX_MESSAGES = {
  unavailable: 'Sales tax could not be calculated just now. Please try again in a moment.',
  atCheckout: 'Sales tax is calculated at checkout',
} as const;

/** The lines as the tax module needs them: the cart's or an approval's priced lines. */
export interface TaxedLine {
  cartItemId: string;
  /** '' for a quote's line: quoted tooling is taxed as goods. */
  productId: string;
  itemTotalCents: number;
}

/** The sales tax of a cart or an order being placed. */
export interface SalesTax {
  taxCents: number;
  /** 'Sales tax (WA 10.25%)' or 'Sales tax'. */
  label: string;
  /** Why an exempt company pays none ('Tax exempt: resale certificate WA-123 until 2027-06-30'), else null. */
  note: string | null;
  /** Stripe Tax: the calculation to record as the order's tax transaction; null otherwise. */
  calculationId: string | null;
}

export interface TaxInput {
  companyId: string;
  address: ShippingAddress;
  lines: TaxedLine[];
  currency?: string;
  at?: Date;
}

/**
 * How long a Stripe Tax answer is reused for the same question (the same taxable amounts to the
 * same destination): a cart is read on every change, and the order placed from it asks again.
 */
const QUOTE_MS = 10 * 60_000;
const QUOTES_KEPT = 1_000;

/**
 * Sales tax (issue 30 item 4, decision 034): of the saved address and the lines whose categories
 * are taxed, from the configured provider; none for a company with an approved certificate in
 * force, which the answer names. `provider` null: the shop charges no tax (TAX/TAX_RATES unset).
 */
export function taxService({ db, provider }: { db: Database; provider: TaxProvider | null }) {
  // Stripe Tax's answers by the question asked, so placing an order from a cart the checkout just
  // showed asks Stripe nothing inside the order's transaction (which holds the customer's lock, and
  // on PGlite the one connection) and records the very calculation the buyer saw.
  const kept = new Map<string, { at: number; tax: TaxQuote }>();

  async function ask(lines: TaxLine[], destination: TaxDestination, currency: string): Promise<TaxQuote> {
    if (provider!.name !== 'stripe') return provider!.calculate(lines, destination, currency);
    const key = JSON.stringify([destination, currency, lines]);
    const hit = kept.get(key);
    if (hit && Date.now() - hit.at < QUOTE_MS) return hit.tax;
    const tax = await provider!.calculate(lines, destination, currency);
    kept.set(key, { at: Date.now(), tax });
    if (kept.size > QUOTES_KEPT) kept.delete(kept.keys().next().value!);
    return tax;
  }

  async function compute(tx: Database, input: TaxInput): Promise<SalesTax | null> {
    if (!provider) return null;
    // Read every time, never from the kept answers: a certificate approved a minute ago counts.
    const exemption = await taxExemptionOf(tx, input.companyId, input.at ?? new Date());
    if (exemption) return { taxCents: 0, label: 'Sales tax', note: exemptionNote(exemption), calculationId: null };
    const destination = taxDestinationOf(input.address);
    if (!destination) return { taxCents: 0, label: 'Sales tax', note: null, calculationId: null };
    const untaxed = await untaxedProductIds(tx, [...new Set(input.lines.map((l) => l.productId).filter(Boolean))]);
    const lines: TaxLine[] = input.lines
      .filter((l) => l.itemTotalCents > 0)
      .map((l) => ({ reference: l.cartItemId, amountCents: l.itemTotalCents, taxable: !untaxed.has(l.productId) }));
    if (!lines.length) return { taxCents: 0, label: 'Sales tax', note: null, calculationId: null };
    return { ...(await ask(lines, destination, input.currency ?? 'usd')), note: null };
  }

  return {
    /** Whether the shop charges sales tax at all. */
    charged: provider !== null,

    /**
     * The tax of an order being placed, inside its transaction (`tx`): Stripe's answer for the cart
     * the checkout showed when it is still the same question, else asked now; a provider that does
     * not answer refuses the order (503) rather than placing it without tax.
     */
    async forOrder(tx: Database, input: TaxInput): Promise<SalesTax | null> {
      try {
        return await compute(tx, input);
      } catch (err) {
        if (err instanceof HttpError) throw err;
        throw new HttpError(503, TAX_MESSAGES.unavailable, 'TAX_UNAVAILABLE');
      }
    },

    /**
     * The tax a cart shows: the same rules as the order; null when the provider fails, so the cart
     * still opens and says tax is calculated at checkout.
     */
    async forCart(input: TaxInput, log: FastifyBaseLogger): Promise<SalesTax | null> {
      try {
        return await compute(db, input);
      } catch (err) {
        log.warn({ err }, 'sales tax of a cart could not be calculated');
        return null;
      }
    },
  };
}

export type TaxService = ReturnType<typeof taxService>;
