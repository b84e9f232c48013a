import {
  configureShopTimeZone,
  DEFAULT_SHOP_TIME_ZONE,
  formatShopDateTime,
  formatShopDay,
  formatShopTime,
  isoToShopWallTime,
  isTimeZone,
  shopToday,
  shopWallTimeToIso,
} from '@northbend/shared';

/**
 * The shop's time zone (SHOP_TIMEZONE, decision 030) in the storefront and the back office: every
 * date a person reads is shown in it, not in the browser's zone, so the order page, the PDF, the
 * email and the back office name the same day. The server writes it into each page it serves
 * (<meta name="shop-time-zone">); the server's own rendering sets it (entry-server.tsx).
 */
export const SHOP_TIME_ZONE_META = 'shop-time-zone';

let zone: string | undefined;

export function shopTimeZone(): string {
  if (zone) return zone;
  if (typeof document === 'undefined') return DEFAULT_SHOP_TIME_ZONE;
  const given = document.querySelector(`meta[name="${SHOP_TIME_ZONE_META}"]`)?.getAttribute('content') ?? '';
  zone = isTimeZone(given) ? given : DEFAULT_SHOP_TIME_ZONE;
  configureShopTimeZone(zone);
  return zone;
}

/** Set by the server's rendering and by tests; a zone Intl does not know leaves the default. */
export function setShopTimeZone(timeZone: string | undefined): void {
  zone = timeZone && isTimeZone(timeZone) ? timeZone : undefined;
  configureShopTimeZone(zone ?? DEFAULT_SHOP_TIME_ZONE);
}

/** An instant's day in the shop: 'Nov 26, 2026'. */
export const shopDate = (at: string | number | Date): string => formatShopDay(at, shopTimeZone());
/** An instant in the shop, en-US with 12-hour time (spec section 9): 'Nov 26, 2026, 3:04 PM'. */
export const shopDateTime = (at: string | number | Date): string => formatShopDateTime(at, shopTimeZone(), { zoneName: false });
/** The time of day in the shop: '3:04 PM'. */
export const shopClock = (at: string | number | Date): string => formatShopTime(at, shopTimeZone());
/** Today in the shop, 'YYYY-MM-DD' (the least day a date field of the shop's calendar offers). */
export const shopTodayHere = (now: Date = new Date()): string => shopToday(now, shopTimeZone());
/** A datetime-local field's value, read in the shop's zone → ISO (null for none). */
export const fromShopWallTime = (wall: string): string | null => shopWallTimeToIso(wall, shopTimeZone());
/** An instant → a datetime-local field's value in the shop's zone. */
export const toShopWallTime = (iso: string): string => isoToShopWallTime(iso, shopTimeZone());
