/**
 * Every date a person reads, in the shop's time zone (SHOP_TIMEZONE, decision 030): pages, PDFs,
 * emails and the back office show one day for one instant. The zone is a parameter: the API passes
 * its configuration, the web app the zone the server gave it; America/Detroit when none is given.
 */

export const DEFAULT_SHOP_TIME_ZONE = 'America/Detroit';

let configuredZone = DEFAULT_SHOP_TIME_ZONE;

/**
 * The shop's zone for the rules that run with no caller to pass one: the shared schemas' "cannot
 * be in the past" checks of a day (quotes' valid_until, tax certificates' expiry), which the API
 * and the web forms both run. The API sets it at start from SHOP_TIMEZONE, the web app from the
 * page's zone; a zone Intl does not know is ignored.
 */
export function configureShopTimeZone(zone: string): void {
  if (isTimeZone(zone)) configuredZone = zone;
}

export const configuredShopTimeZone = (): string => configuredZone;

/** Whether Intl knows this IANA zone ('America/Detroit', 'Europe/Berlin', 'UTC'). */
export function isTimeZone(zone: string): boolean {
  if (!zone.trim()) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

// Made once per zone and kind: building a formatter costs far more than formatting (every cart read,
// order email and PDF prints a date), and only at first use, not when the module loads.
const formats = new Map<string, Intl.DateTimeFormat>();
function formatOf(kind: string, zone: string, locale: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${kind}|${zone}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...options, timeZone: zone });
    formats.set(key, format);
  }
  return format;
}

const toDate = (at: Date | string | number): Date => (at instanceof Date ? at : new Date(at));

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'YYYY-MM-DD' → 'Dec 30, 2026', en-US like the shop's order dates (a calendar day: no time zone to convert). */
export function formatCalendarDay(day: string): string {
  const [y, m, d] = day.split('-').map(Number);
  return `${MONTHS[(m ?? 1) - 1]} ${d}, ${y}`;
}

/** The shop's calendar day of an instant, 'YYYY-MM-DD' (en-CA writes it so). */
export function shopDayOf(at: Date | string | number, zone: string = DEFAULT_SHOP_TIME_ZONE): string {
  return formatOf('day', zone, 'en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(toDate(at));
}

/** An instant's day in the shop's zone, short: 'Dec 30, 2026'. */
export function formatShopDay(at: Date | string | number, zone: string = DEFAULT_SHOP_TIME_ZONE): string {
  return formatCalendarDay(shopDayOf(at, zone));
}

/** An instant's day in the shop's zone, long: 'December 30, 2026' (due dates in PDFs and emails). */
export function formatShopDayLong(at: Date | string | number, zone: string = DEFAULT_SHOP_TIME_ZONE): string {
  return formatOf('long', zone, 'en-US', { dateStyle: 'long' }).format(toDate(at));
}

/** The zone's short name at that instant: 'EST', 'EDT', 'GMT+1'. */
export function shopZoneName(at: Date | string | number, zone: string = DEFAULT_SHOP_TIME_ZONE): string {
  const parts = formatOf('zone', zone, 'en-US', { timeZoneName: 'short' }).formatToParts(toDate(at));
  return parts.find((p) => p.type === 'timeZoneName')?.value ?? '';
}

/**
 * Spec section 9: an order date en-US with 12-hour time, 'Dec 30, 2026, 3:04 PM', and the zone's
 * abbreviation after it where the reader may be elsewhere (PDFs, emails: 'Dec 30, 2026, 3:04 PM EST').
 */
export function formatShopDateTime(
  at: Date | string | number,
  zone: string = DEFAULT_SHOP_TIME_ZONE,
  { zoneName = true }: { zoneName?: boolean } = {},
): string {
  const date = toDate(at);
  const text = formatOf('datetime', zone, 'en-US', { dateStyle: 'medium', timeStyle: 'short', hour12: true }).format(date);
  return zoneName ? `${text} ${shopZoneName(date, zone)}` : text;
}

/** The time of day in the shop's zone, '3:04 PM'. */
export function formatShopTime(at: Date | string | number, zone: string = DEFAULT_SHOP_TIME_ZONE): string {
  return formatOf('time', zone, 'en-US', { timeStyle: 'short', hour12: true }).format(toDate(at));
}

// The zone's offset from UTC at an instant, in minutes (Detroit in winter: -300).
function offsetMinutes(at: Date, zone: string): number {
  const parts = formatOf('parts', zone, 'en-US', {
    hourCycle: 'h23',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
  }).formatToParts(at);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const wall = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return Math.round((wall - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

/**
 * A wall-clock time staff typed, 'YYYY-MM-DDTHH:mm' (an <input type="datetime-local">), read in the
 * shop's zone → the instant, ISO. Null for text that is not such a time. A time skipped by a clock
 * change reads as the hour after it.
 */
export function shopWallTimeToIso(wall: string, zone: string = DEFAULT_SHOP_TIME_ZONE): string | null {
  const m = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/.exec(wall);
  if (!m) return null;
  const asUtc = Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5]), Number(m[6] ?? 0));
  if (Number.isNaN(asUtc)) return null;
  // Twice: the offset at the guess may differ from the offset at the answer across a clock change.
  let at = asUtc - offsetMinutes(new Date(asUtc), zone) * 60_000;
  at = asUtc - offsetMinutes(new Date(at), zone) * 60_000;
  return new Date(at).toISOString();
}

/** An instant → the shop's wall-clock time 'YYYY-MM-DDTHH:mm', for an <input type="datetime-local">. */
export function isoToShopWallTime(at: Date | string | number, zone: string = DEFAULT_SHOP_TIME_ZONE): string {
  const date = toDate(at);
  if (Number.isNaN(date.getTime())) return '';
  const shifted = new Date(date.getTime() + offsetMinutes(date, zone) * 60_000);
  return shifted.toISOString().slice(0, 16);
}
