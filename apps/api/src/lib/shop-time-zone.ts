import { configureShopTimeZone, DEFAULT_SHOP_TIME_ZONE } from '@northbend/shared';

/**
 * The shop's time zone (SHOP_TIMEZONE, decision 030), for the code that prints or compares days:
 * PDFs, emails, quotes' validity, the dashboard, the orders filter, tax certificates. One shop per
 * process: buildApp sets it from its configuration before any route or job runs; America/Detroit
 * until then (a script or test that builds no app).
 */
let zone = DEFAULT_SHOP_TIME_ZONE;

export const shopTimeZone = (): string => zone;

export function setShopTimeZone(timeZone: string): void {
  zone = timeZone;
  // The shared schemas' past-day rules compare with the same today.
  configureShopTimeZone(timeZone);
}
