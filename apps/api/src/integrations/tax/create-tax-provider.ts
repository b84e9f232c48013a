import { rateTable } from './rate-table.js';
import { StripeTax } from './stripe-tax.js';
import type { TaxProvider } from './tax-provider.js';
import type { TaxSettings } from './tax-settings.js';

/** The provider TAX and TAX_RATES name (config.ts), or null: the shop charges no sales tax (as before issue 30). */
export function createTaxProvider(settings: TaxSettings): TaxProvider | null {
  if (settings.provider === 'table') return rateTable(settings.rates);
  if (settings.provider === 'stripe') return new StripeTax(settings.stripe);
  return null;
}
