import { z } from 'zod';

/** The shop's own address, where parcels leave from (UPS's Shipper and ShipFrom). */
export interface ShipFrom {
  name: string;
  address: string;
  city: string;
  /** Two-letter state or province code, e.g. MI. */
  state: string;
  postalCode: string;
  /** Two-letter ISO country code, e.g. US. */
  country: string;
}

/** UPS rating, when configured (decision 031). */
export interface UpsSettings {
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  accountNumber: string;
  /** UPS service codes offered at checkout, in this order ('03' Ground, '12' 3 Day Select, '02' 2nd Day Air, '01' Next Day Air). */
  services: string[];
  shipFrom: ShipFrom;
  /** How long the checkout waits for UPS before it falls back to the rate table. */
  timeoutMs: number;
}

export const UPS_PRODUCTION_URL = 'https://onlinetools.ups.com';
export const DEFAULT_UPS_SERVICES = '03,12,02,01';

/** The environment variables of UPS rating, checked with the others in config.ts. */
export const UPS_ENV = {
  UPS_CLIENT_ID: z.string().trim().min(1, 'UPS_CLIENT_ID must not be empty').optional(),
  UPS_CLIENT_SECRET: z.string().trim().min(1, 'UPS_CLIENT_SECRET must not be empty').optional(),
  UPS_ACCOUNT_NUMBER: z
    .string()
    .trim()
    .regex(/^[A-Z0-9]{6}$/i, 'UPS_ACCOUNT_NUMBER must be the 6-character UPS shipper number')
    .optional(),
  UPS_API_URL: z.url({ protocol: /^https?$/, message: 'UPS_API_URL must be an http:// or https:// URL' }).default(UPS_PRODUCTION_URL),
  UPS_SERVICES: z
    .string()
    .default(DEFAULT_UPS_SERVICES)
    .transform((text) =>
      text
        .split(',')
        .map((code) => code.trim())
        .filter(Boolean),
    )
    .pipe(
      z
        .array(z.string().regex(/^\d{2}$/, 'UPS_SERVICES lists two-digit UPS service codes, e.g. 03,12,02,01'))
        .min(1, 'UPS_SERVICES lists at least one service'),
    ),
  UPS_TIMEOUT_MS: z.coerce
    .number({ message: 'UPS_TIMEOUT_MS must be a number of milliseconds' })
    .int()
    .min(100, 'UPS_TIMEOUT_MS must be at least 100')
    .max(30_000, 'UPS_TIMEOUT_MS must be at most 30000')
    .default(5000),
  SHIP_FROM_NAME: z.string().trim().min(1).optional(),
  SHIP_FROM_ADDRESS: z.string().trim().min(1).optional(),
  SHIP_FROM_CITY: z.string().trim().min(1).optional(),
  SHIP_FROM_STATE: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/i, 'SHIP_FROM_STATE must be a two-letter state or province code, e.g. MI')
    .optional(),
  SHIP_FROM_POSTAL_CODE: z.string().trim().min(3, 'SHIP_FROM_POSTAL_CODE must be a ZIP or postal code').optional(),
  SHIP_FROM_COUNTRY: z
    .string()
    .trim()
    .regex(/^[A-Z]{2}$/i, 'SHIP_FROM_COUNTRY must be a two-letter country code, e.g. US')
    .optional(),
};

interface UpsEnv {
  UPS_CLIENT_ID?: string;
  UPS_CLIENT_SECRET?: string;
  UPS_ACCOUNT_NUMBER?: string;
  UPS_API_URL: string;
  UPS_SERVICES: string[];
  UPS_TIMEOUT_MS: number;
  SHIP_FROM_NAME?: string;
  SHIP_FROM_ADDRESS?: string;
  SHIP_FROM_CITY?: string;
  SHIP_FROM_STATE?: string;
  SHIP_FROM_POSTAL_CODE?: string;
  SHIP_FROM_COUNTRY?: string;
}

const CREDENTIALS = ['UPS_CLIENT_ID', 'UPS_CLIENT_SECRET', 'UPS_ACCOUNT_NUMBER'] as const;
const SHIP_FROM = [
  'SHIP_FROM_NAME',
  'SHIP_FROM_ADDRESS',
  'SHIP_FROM_CITY',
  'SHIP_FROM_STATE',
  'SHIP_FROM_POSTAL_CODE',
  'SHIP_FROM_COUNTRY',
] as const;

/**
 * None of the three UPS credentials: no UPS, the rate table prices shipping (as before issue 30).
 * Some but not all, or UPS without the ship-from address: the start stops naming what is missing.
 */
export function upsSettingsOf(e: UpsEnv): UpsSettings | undefined {
  const missing = CREDENTIALS.filter((name) => !e[name]);
  if (missing.length === CREDENTIALS.length) return undefined;
  if (missing.length)
    throw new Error(
      `Invalid configuration:\n  ${missing[0]}: UPS_CLIENT_ID, UPS_CLIENT_SECRET and UPS_ACCOUNT_NUMBER go together (UPS rating)`,
    );
  const noAddress = SHIP_FROM.find((name) => !e[name]);
  if (noAddress) throw new Error(`Invalid configuration:\n  ${noAddress}: required with UPS (where parcels ship from)`);
  return {
    apiUrl: e.UPS_API_URL.replace(/\/$/, ''),
    clientId: e.UPS_CLIENT_ID!,
    clientSecret: e.UPS_CLIENT_SECRET!,
    accountNumber: e.UPS_ACCOUNT_NUMBER!.toUpperCase(),
    services: e.UPS_SERVICES,
    timeoutMs: e.UPS_TIMEOUT_MS,
    shipFrom: {
      name: e.SHIP_FROM_NAME!,
      address: e.SHIP_FROM_ADDRESS!,
      city: e.SHIP_FROM_CITY!,
      state: e.SHIP_FROM_STATE!.toUpperCase(),
      postalCode: e.SHIP_FROM_POSTAL_CODE!,
      country: e.SHIP_FROM_COUNTRY!.toUpperCase(),
    },
  };
}
