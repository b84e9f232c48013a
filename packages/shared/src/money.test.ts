import { describe, expect, it } from 'vitest';
import { centsToDollars, dollarsToCents, formatPrice } from './money.js';

describe('money', () => {
  it('converts between cents and dollars without float drift', () => {
    expect(centsToDollars(123456)).toBe(1234.56);
    expect(dollarsToCents(19.99)).toBe(1999);
    expect(dollarsToCents(0.1 + 0.2)).toBe(30);
  });
  it('formats en-US with 2 decimals and the currency symbol', () => {
    expect(formatPrice(1450)).toBe('$1,450.00');
    expect(formatPrice(38.5)).toBe('$38.50');
  });
});
