import { describe, expect, it } from 'vitest';
import {
  DEFAULT_SHOP_TIME_ZONE,
  formatShopDateTime,
  formatShopDay,
  formatShopDayLong,
  isoToShopWallTime,
  isTimeZone,
  shopDayOf,
  shopWallTimeToIso,
} from './shop-time.js';
import { shopToday } from './quotes.js';

// 04:30 UTC on Nov 28: still the evening of Nov 27 in Detroit, already Nov 28 in Berlin.
const NEAR_MIDNIGHT = '2026-11-28T04:30:00Z';

describe("the shop's time zone", () => {
  it('shows the day of an instant near midnight as the shop sees it, whatever zone runs the code', () => {
    expect(DEFAULT_SHOP_TIME_ZONE).toBe('America/Detroit');
    expect(shopDayOf(NEAR_MIDNIGHT)).toBe('2026-11-27');
    expect(formatShopDay(NEAR_MIDNIGHT)).toBe('Nov 27, 2026');
    expect(formatShopDay(NEAR_MIDNIGHT, 'Europe/Berlin')).toBe('Nov 28, 2026');
    expect(formatShopDayLong(new Date(NEAR_MIDNIGHT), 'America/Detroit')).toBe('November 27, 2026');
    expect(formatShopDayLong(Date.parse(NEAR_MIDNIGHT), 'Europe/Berlin')).toBe('November 28, 2026');
    expect(shopToday(new Date(NEAR_MIDNIGHT))).toBe('2026-11-27');
    expect(shopToday(new Date(NEAR_MIDNIGHT), 'Europe/Berlin')).toBe('2026-11-28');
  });

  it('writes a date and time with the zone, as spec section 9 writes order dates', () => {
    expect(formatShopDateTime(NEAR_MIDNIGHT)).toBe('Nov 27, 2026, 11:30 PM EST');
    expect(formatShopDateTime(NEAR_MIDNIGHT, 'Europe/Berlin')).toBe('Nov 28, 2026, 5:30 AM GMT+1');
    expect(formatShopDateTime('2026-07-04T16:00:00Z')).toBe('Jul 4, 2026, 12:00 PM EDT');
  });

  it("reads a time staff typed in the shop's zone, and shows an instant back as they typed it", () => {
    expect(shopWallTimeToIso('2026-11-27T23:30')).toBe(NEAR_MIDNIGHT.replace('Z', '.000Z'));
    expect(shopWallTimeToIso('2026-11-28T05:30', 'Europe/Berlin')).toBe('2026-11-28T04:30:00.000Z');
    expect(shopWallTimeToIso('2026-07-04T12:00')).toBe('2026-07-04T16:00:00.000Z');
    expect(isoToShopWallTime(NEAR_MIDNIGHT)).toBe('2026-11-27T23:30');
    expect(isoToShopWallTime(NEAR_MIDNIGHT, 'Europe/Berlin')).toBe('2026-11-28T05:30');
    // Either side of Detroit's spring clock change (2 AM → 3 AM on Mar 8, 2026).
    expect(shopWallTimeToIso('2026-03-08T01:30')).toBe('2026-03-08T06:30:00.000Z');
    expect(shopWallTimeToIso('2026-03-08T03:30')).toBe('2026-03-08T07:30:00.000Z');
    expect(shopWallTimeToIso('tomorrow')).toBeNull();
    expect(isoToShopWallTime('not a time')).toBe('');
  });

  it('knows the zones Intl knows', () => {
    expect(isTimeZone('America/Detroit')).toBe(true);
    expect(isTimeZone('UTC')).toBe(true);
    expect(isTimeZone('America/Grand_Rapids')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
