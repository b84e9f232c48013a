import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { DEFAULT_SHIPPING_RATES, parseRateTable } from '@northbend/shared';
import { tableRates } from './rates.js';

describe('shipping rate table', () => {
  it('reads the default table', () => {
    expect(parseRateTable(DEFAULT_SHIPPING_RATES)).toEqual([
      { fromCents: 0, chargeCents: 1950 },
      { fromCents: 25_000, chargeCents: 2950 },
      { fromCents: 100_000, chargeCents: 4900 },
      { fromCents: 500_000, chargeCents: 0 },
    ]);
  });

  it('quotes the tier the sub total has reached, boundaries included', async () => {
    const rates = tableRates(parseRateTable('0:10, 100:5.25, 300:0'));
    expect(await rates.quote(0)).toBe(1000);
    expect(await rates.quote(9999)).toBe(1000);
    expect(await rates.quote(10_000)).toBe(525);
    expect(await rates.quote(29_999)).toBe(525);
    expect(await rates.quote(30_000)).toBe(0);
  });

  it.each([
    ['', /not "from:charge"/],
    ['0:10,abc', /"abc" is not "from:charge"/],
    ['0:10:5', /not "from:charge"/],
    ['0:-1', /not "from:charge"/],
    ['0:1.999', /not "from:charge"/],
    ['50:10', /first tier must start at 0/],
    ['0:10,100:5,100:0', /each tier must start above/],
  ])('refuses %j', (text, message) => {
    expect(() => parseRateTable(text)).toThrow(message);
  });

  it('comes from SHIPPING_RATES, and a bad value stops the start naming the variable', () => {
    expect(loadConfig({ SHIPPING_RATES: '0:12,500:0' }).shippingRates).toEqual([
      { fromCents: 0, chargeCents: 1200 },
      { fromCents: 50_000, chargeCents: 0 },
    ]);
    expect(loadConfig({}).shippingRates).toEqual(parseRateTable(DEFAULT_SHIPPING_RATES));
    expect(() => loadConfig({ SHIPPING_RATES: '10:5' })).toThrow(/SHIPPING_RATES: the first tier must start at 0/);
  });
});
