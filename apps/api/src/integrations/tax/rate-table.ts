import type { TaxDestination, TaxLine, TaxProvider, TaxQuote } from './tax-provider.js';
import type { TaxRate } from './tax-rates.js';

/** Thousandths of a percent: 10.25 % is 10 250, so every rate TAX_RATES accepts is a whole number. */
const milliPercent = (percent: number) => Math.round(percent * 1000);

/**
 * The offline provider (TAX_RATES): one percent per state or province, of the taxable lines'
 * total, rounded to the cent once for the whole cart. A place not in the table is not taxed (the
 * shop has no nexus there). Nothing is recorded anywhere: the order's own row is the record.
 */
export function rateTable(rates: readonly TaxRate[]): TaxProvider {
  return {
    name: 'table',
    async calculate(lines: TaxLine[], to: TaxDestination): Promise<TaxQuote> {
      const rate = rates.find((r) => r.country === to.country && r.region === to.region);
      const taxable = lines.filter((l) => l.taxable).reduce((sum, l) => sum + l.amountCents, 0);
      if (!rate || taxable === 0) return { taxCents: 0, calculationId: null, label: 'Sales tax' };
      return {
        taxCents: Math.round((taxable * milliPercent(rate.percent)) / 100_000),
        calculationId: null,
        label: `Sales tax (${rate.region} ${rate.percent}%)`,
      };
    },
    async recordTransaction() {
      throw new Error('The rate table records no tax transactions');
    },
    async reverseTransaction() {
      throw new Error('The rate table records no tax transactions');
    },
  };
}
