import { afterEach, describe, expect, it, vi } from 'vitest';
import { configureShopTimeZone, DEFAULT_SHOP_TIME_ZONE } from './shop-time.js';
import { formatQuoteDay, isCalendarDay, quoteExpiredText, shopToday } from './quotes.js';
import { QuoteOfferBody, QuoteRequestFields } from './schemas/quotes.js';

describe('quote days', () => {
  it('counts days in the shop’s time zone (America/Detroit), not UTC', () => {
    // 03:30 UTC on 1 Dec is still 30 Nov in Detroit (UTC−5).
    expect(shopToday(new Date('2026-12-01T03:30:00Z'))).toBe('2026-11-30');
    expect(shopToday(new Date('2026-12-01T05:30:00Z'))).toBe('2026-12-01');
    // Summer time (UTC−4).
    expect(shopToday(new Date('2026-07-01T03:59:00Z'))).toBe('2026-06-30');
    expect(shopToday(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07-01');
  });

  it('accepts only real calendar days written YYYY-MM-DD', () => {
    expect(['2026-12-30', '2028-02-29'].map(isCalendarDay)).toEqual([true, true]);
    expect(['2026-02-30', '2027-02-29', '2026-13-01', '30/12/2026', '2026-1-5', ''].map(isCalendarDay)).toEqual(Array(6).fill(false));
  });

  it('writes a day as the shop does', () => {
    expect(formatQuoteDay('2026-12-30')).toBe('Dec 30, 2026');
    expect(quoteExpiredText('2027-01-05')).toBe('This quote expired on Jan 5, 2027.');
  });
});

describe('QuoteRequestFields', () => {
  it('reads the multipart text fields: quantity coerced, an empty needed_by is none', () => {
    expect(QuoteRequestFields.parse({ machine: ' Amada ', tool_type: 'Die', quantity: '12', needed_by: '' })).toEqual({
      machine: 'Amada',
      tool_type: 'Die',
      quantity: 12,
      notes: '',
    });
  });

  it('refuses a quantity that is not a whole number from 1 to 9999', () => {
    for (const quantity of ['0', '-1', '1.5', '10000', 'abc', '', 'Infinity'])
      expect(QuoteRequestFields.safeParse({ machine: 'M', tool_type: 'T', quantity }).success, quantity).toBe(false);
  });
});

describe('QuoteOfferBody', () => {
  it('takes dollar prices with at most 2 decimals', () => {
    const line = { description: 'Punch', quantity: 1 };
    const offer = (unit_price: number) => ({ lines: [{ ...line, unit_price }], valid_until: shopToday() });
    expect(QuoteOfferBody.safeParse(offer(612.4)).success).toBe(true);
    expect(QuoteOfferBody.safeParse(offer(0.07)).success).toBe(true);
    expect(QuoteOfferBody.safeParse(offer(1.005)).success).toBe(false);
    expect(QuoteOfferBody.safeParse(offer(0)).success).toBe(false);
  });
});

describe("a day 'cannot be in the past' in the configured shop's zone", () => {
  afterEach(() => {
    vi.useRealTimers();
    configureShopTimeZone(DEFAULT_SHOP_TIME_ZONE);
  });

  // 10 pm on Nov 28 in Los Angeles is already Nov 29 in Detroit.
  const lateEveningInLosAngeles = new Date('2026-11-29T06:00:00Z');
  const offer = { lines: [{ description: 'Punch', quantity: 1, unit_price: 10 }], valid_until: '2026-11-28' };

  it("takes the Los Angeles shop's today, which Detroit has left behind", () => {
    vi.useFakeTimers({ now: lateEveningInLosAngeles, toFake: ['Date'] });
    configureShopTimeZone('America/Los_Angeles');
    expect(QuoteOfferBody.safeParse(offer).success).toBe(true);
  });

  it('refuses the same day for a shop in Detroit', () => {
    vi.useFakeTimers({ now: lateEveningInLosAngeles, toFake: ['Date'] });
    const answer = QuoteOfferBody.safeParse(offer);
    expect(answer.success).toBe(false);
    expect(answer.error?.issues[0]?.message).toBe('Valid until cannot be in the past');
  });

  it('ignores a zone Intl does not know', () => {
    configureShopTimeZone('Mars/Olympus_Mons');
    expect(shopToday(lateEveningInLosAngeles)).toBe('2026-11-29');
  });
});
