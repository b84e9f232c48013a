import { describe, expect, it } from 'vitest';
import { formatMoney } from './money';

describe('formatMoney', () => {
  it('writes dollars with the sign and two decimals, whatever the case of the currency code', () => {
    expect(formatMoney(1234.5)).toBe('$1,234.50');
    expect(formatMoney(42, 'usd')).toBe('$42.00');
  });

  it("names another currency by its code instead of a wrong '$'", () => {
    expect(formatMoney(10, 'eur')).toBe('EUR 10.00');
  });
});
