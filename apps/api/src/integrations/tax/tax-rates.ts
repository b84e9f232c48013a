import { COUNTRIES, findRegion, type Country } from '@northbend/shared';

/** One rate of TAX_RATES: a country's state or province and its percent. */
export interface TaxRate {
  country: string;
  region: string;
  /** The percent as typed, e.g. 10.25. */
  percent: number;
}

/** ISO codes of the countries the shop ships to (regions.ts names them in full). */
export const COUNTRY_CODES: Readonly<Record<Country, string>> = { 'United States': 'US', Canada: 'CA', Mexico: 'MX' };
const COUNTRY_OF_CODE = new Map(COUNTRIES.map((name) => [COUNTRY_CODES[name], name]));

const ENTRY = /^([A-Z]{2})-([A-Z]{2,3}):(\d{1,2}(?:\.\d{1,3})?)$/;

/**
 * Reads TAX_RATES ('US-WA:10.25,US-TX:8.25,CA-ON:13'): country-region to percent. Throws a message
 * naming the entry that is wrong, so the start stops with it (config.ts).
 */
export function parseTaxRates(text: string): TaxRate[] {
  const rates: TaxRate[] = [];
  for (const raw of text.split(',').map((e) => e.trim())) {
    if (!raw) continue;
    const entry = ENTRY.exec(raw.toUpperCase());
    if (!entry) throw new Error(`TAX_RATES: "${raw}" is not COUNTRY-REGION:PERCENT, e.g. US-WA:10.25`);
    const [, countryCode, regionCode, percentText] = entry;
    const country = COUNTRY_OF_CODE.get(countryCode);
    if (!country) throw new Error(`TAX_RATES: "${raw}": the shop ships to US, CA and MX only`);
    const region = findRegion(country, regionCode);
    if (!region || region.code !== regionCode)
      throw new Error(`TAX_RATES: "${raw}": ${regionCode} is not a state or province of ${country}`);
    const percent = Number(percentText);
    if (percent <= 0 || percent >= 30) throw new Error(`TAX_RATES: "${raw}": the percent must be more than 0 and less than 30`);
    if (rates.some((r) => r.country === countryCode && r.region === regionCode))
      throw new Error(`TAX_RATES: ${countryCode}-${regionCode} is listed twice`);
    rates.push({ country: countryCode, region: regionCode, percent });
  }
  if (!rates.length) throw new Error('TAX_RATES: lists no rate (unset it to charge no tax)');
  return rates;
}
