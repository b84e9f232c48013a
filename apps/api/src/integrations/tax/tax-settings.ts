import { z } from 'zod';
import { parseTaxRates, type TaxRate } from './tax-rates.js';

/** Which sales tax the shop charges (decision 034): none, the TAX_RATES table, or Stripe Tax. */
export type TaxSettings =
  { provider: 'none' } | { provider: 'table'; rates: TaxRate[] } | { provider: 'stripe'; stripe: { secretKey: string; apiUrl?: string } };

/** The environment variables of sales tax, checked with the others in config.ts. */
export const TAX_ENV = {
  TAX: z.enum(['table', 'stripe'], 'TAX must be table or stripe (or unset: the TAX_RATES table when set, else no tax)').optional(),
  TAX_RATES: z
    .string()
    .optional()
    .superRefine((text, ctx) => {
      if (text === undefined) return;
      try {
        parseTaxRates(text);
      } catch (err) {
        ctx.addIssue({ code: 'custom', message: (err as Error).message });
      }
    }),
};

interface TaxEnv {
  TAX?: 'table' | 'stripe';
  TAX_RATES?: string;
  STRIPE_SECRET_KEY?: string;
  STRIPE_API_URL?: string;
}

/**
 * TAX unset: the rate table when TAX_RATES is set, else no tax (as before issue 30). A half-set
 * choice stops the start naming the variable that is missing.
 */
export function taxSettingsOf(e: TaxEnv): TaxSettings {
  const provider = e.TAX ?? (e.TAX_RATES ? 'table' : 'none');
  if (provider === 'stripe') {
    if (!e.STRIPE_SECRET_KEY)
      throw new Error('Invalid configuration:\n  STRIPE_SECRET_KEY: required when TAX=stripe (Stripe Tax uses the Stripe account)');
    if (e.TAX_RATES)
      throw new Error('Invalid configuration:\n  TAX_RATES: not used with TAX=stripe (Stripe Tax computes the rates); unset one of them');
    return { provider, stripe: { secretKey: e.STRIPE_SECRET_KEY, apiUrl: e.STRIPE_API_URL } };
  }
  if (provider === 'table') {
    if (!e.TAX_RATES) throw new Error('Invalid configuration:\n  TAX_RATES: required when TAX=table (e.g. US-WA:10.25,US-TX:8.25)');
    return { provider, rates: parseTaxRates(e.TAX_RATES) };
  }
  return { provider };
}
