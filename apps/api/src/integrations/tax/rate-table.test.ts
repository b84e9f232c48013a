import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { rateTable } from './rate-table.js';
import type { TaxDestination } from './tax-provider.js';
import { parseTaxRates } from './tax-rates.js';

const seattle: TaxDestination = { country: 'US', region: 'WA', postalCode: '98101', city: 'Seattle', line1: '1 Pike St' };
const table = rateTable(parseTaxRates('US-WA:10.25,US-TX:8.25,CA-ON:13'));
const env = (vars: Record<string, string>) => loadConfig({ NODE_ENV: 'test', ...vars });

describe('TAX_RATES', () => {
  it('reads country-region to percent', () => {
    expect(parseTaxRates(' us-wa:10.25 , US-TX:8.25,CA-ON:13')).toEqual([
      { country: 'US', region: 'WA', percent: 10.25 },
      { country: 'US', region: 'TX', percent: 8.25 },
      { country: 'CA', region: 'ON', percent: 13 },
    ]);
  });

  it('names the entry that is wrong and stops the start with it', () => {
    expect(() => parseTaxRates('US-WA=10.25')).toThrow('TAX_RATES: "US-WA=10.25" is not COUNTRY-REGION:PERCENT, e.g. US-WA:10.25');
    expect(() => parseTaxRates('DE-BY:19')).toThrow('the shop ships to US, CA and MX only');
    expect(() => parseTaxRates('US-ON:13')).toThrow('ON is not a state or province of United States');
    expect(() => parseTaxRates('US-WA:35')).toThrow('the percent must be more than 0 and less than 30');
    expect(() => parseTaxRates('US-WA:10,US-WA:9')).toThrow('US-WA is listed twice');
    expect(() => parseTaxRates(' , ')).toThrow('lists no rate');
    expect(() => env({ TAX_RATES: 'US-XX:5' })).toThrow(/Invalid configuration:\n {2}TAX_RATES: TAX_RATES: "US-XX:5"/);
  });

  it('is the provider when set, none when unset, and a half-set choice names what is missing', () => {
    expect(env({}).tax).toEqual({ provider: 'none' });
    expect(env({ TAX_RATES: 'US-WA:10.25' }).tax).toEqual({ provider: 'table', rates: [{ country: 'US', region: 'WA', percent: 10.25 }] });
    expect(() => env({ TAX: 'table' })).toThrow('TAX_RATES: required when TAX=table');
    expect(() => env({ TAX: 'stripe' })).toThrow('STRIPE_SECRET_KEY: required when TAX=stripe');
    expect(() => env({ TAX: 'avalara' })).toThrow('TAX must be table or stripe');
    const stripe = { TAX: 'stripe', STRIPE_SECRET_KEY: 'sk_test_1', STRIPE_WEBHOOK_SECRET: 'whsec_1' };
    expect(env(stripe).tax).toEqual({ provider: 'stripe', stripe: { secretKey: 'sk_test_1', apiUrl: undefined } });
    expect(() => env({ ...stripe, TAX_RATES: 'US-WA:10.25' })).toThrow('TAX_RATES: not used with TAX=stripe');
  });
});

describe('the rate table', () => {
  it('taxes a Washington address 10.25 % of the taxable lines, rounded to the cent once', async () => {
    const quote = await table.calculate(
      [
        { reference: 'a', amountCents: 12_345, taxable: true },
        { reference: 'b', amountCents: 1_001, taxable: true },
      ],
      seattle,
      'usd',
    );
    // 13 346 × 10.25 % = 1 367.965 cents
    expect(quote).toEqual({ taxCents: 1_368, calculationId: null, label: 'Sales tax (WA 10.25%)' });
  });

  it('leaves a line of an untaxed category out', async () => {
    const quote = await table.calculate(
      [
        { reference: 'punch', amountCents: 10_000, taxable: true },
        { reference: 'manual', amountCents: 5_000, taxable: false },
      ],
      seattle,
      'usd',
    );
    expect(quote.taxCents).toBe(1_025);
  });

  it('charges nothing to a place it does not list', async () => {
    const quote = await table.calculate([{ reference: 'a', amountCents: 10_000, taxable: true }], { ...seattle, region: 'OR' }, 'usd');
    expect(quote).toEqual({ taxCents: 0, calculationId: null, label: 'Sales tax' });
    const ontario = await table.calculate(
      [{ reference: 'a', amountCents: 10_000, taxable: true }],
      { ...seattle, country: 'CA', region: 'ON' },
      'usd',
    );
    expect(ontario.taxCents).toBe(1_300);
  });
});
