import { resolve } from 'node:path';
import { z } from 'zod';
import { persistedSecret } from '../../lib/persisted-secret.js';

/** Intuit's production addresses (developer.intuit.com, "OAuth 2.0" and "Accounting API"). */
export const QBO_DEFAULTS = {
  apiUrl: 'https://quickbooks.api.intuit.com',
  tokenUrl: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
  authorizeUrl: 'https://appcenter.intuit.com/connect/oauth2',
  revokeUrl: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
} as const;

const url = (name: string) => z.url({ protocol: /^https?$/, message: `${name} must be an http:// or https:// URL` }).optional();

/**
 * The QuickBooks Online variables of config.ts (issue 30 item 3, decision 033). QBO_TOKEN_KEY is
 * 32 random bytes written as 64 hex digits or 44 base64 characters (`openssl rand -base64 32`).
 */
export const QBO_ENV = {
  QBO_CLIENT_ID: z.string().trim().min(8, 'QBO_CLIENT_ID must be the Client ID of the Intuit app').optional(),
  QBO_CLIENT_SECRET: z.string().trim().min(8, 'QBO_CLIENT_SECRET must be the Client Secret of the Intuit app').optional(),
  QBO_TOKEN_KEY: z
    .string()
    .trim()
    .refine(
      (text) => tokenKeyBytes(text) !== null,
      'QBO_TOKEN_KEY must be 32 bytes as 64 hex digits or 44 base64 characters (openssl rand -base64 32)',
    )
    .optional(),
  QBO_API_URL: url('QBO_API_URL'),
  QBO_TOKEN_URL: url('QBO_TOKEN_URL'),
  QBO_AUTHORIZE_URL: url('QBO_AUTHORIZE_URL'),
  QBO_REVOKE_URL: url('QBO_REVOKE_URL'),
  QBO_REALM_ID: z
    .string()
    .trim()
    .regex(/^\d{1,30}$/, 'QBO_REALM_ID must be the company id (realmId) QuickBooks gave, digits only')
    .optional(),
  QBO_REFRESH_TOKEN: z.string().trim().min(10, 'QBO_REFRESH_TOKEN must be a refresh token of the Intuit app').optional(),
  /** The income account new Items post to, by name; unset: the company's first Income account. */
  QBO_INCOME_ACCOUNT: z.string().trim().min(1).max(100).optional(),
};

type QboEnv = { [K in keyof typeof QBO_ENV]?: z.output<(typeof QBO_ENV)[K]> } & { NODE_ENV: string };

export interface QuickBooksSettings {
  clientId: string;
  clientSecret: string;
  /** AES-256-GCM key of the stored tokens: QBO_TOKEN_KEY, else (outside production) one kept in DATA_DIR. */
  tokenKey: () => Buffer;
  apiUrl: string;
  tokenUrl: string;
  authorizeUrl: string;
  revokeUrl: string;
  incomeAccount?: string;
  /** QBO_REALM_ID and QBO_REFRESH_TOKEN: connected at start without the browser flow. */
  envConnection?: { realmId: string; refreshToken: string };
}

/** 32 bytes from hex or base64, or null. */
export function tokenKeyBytes(text: string): Buffer | null {
  if (/^[0-9a-f]{64}$/i.test(text)) return Buffer.from(text, 'hex');
  if (/^[A-Za-z0-9+/]{43}=$/.test(text)) return Buffer.from(text, 'base64');
  return null;
}

const refuse = (line: string): never => {
  throw new Error(`Invalid configuration:\n  ${line}`);
};

/**
 * QuickBooks when its app's keys are set, else undefined (no books kept, as before). A half set
 * stops the start naming the variable that is missing.
 */
export function quickBooksSettingsOf(e: QboEnv, dataDir: string): QuickBooksSettings | undefined {
  if (!e.QBO_CLIENT_ID !== !e.QBO_CLIENT_SECRET)
    refuse(
      `${e.QBO_CLIENT_ID ? 'QBO_CLIENT_SECRET' : 'QBO_CLIENT_ID'}: QBO_CLIENT_ID and QBO_CLIENT_SECRET go together (the Intuit app's keys)`,
    );
  if (!e.QBO_REALM_ID !== !e.QBO_REFRESH_TOKEN)
    refuse(
      `${e.QBO_REALM_ID ? 'QBO_REFRESH_TOKEN' : 'QBO_REALM_ID'}: QBO_REALM_ID and QBO_REFRESH_TOKEN go together (a connection made without the browser)`,
    );
  if (!e.QBO_CLIENT_ID) {
    const stray = (['QBO_REALM_ID', 'QBO_TOKEN_KEY', 'QBO_INCOME_ACCOUNT'] as const).find((name) => e[name]);
    if (stray) refuse(`QBO_CLIENT_ID: required when ${stray} is set (with QBO_CLIENT_SECRET, the Intuit app's keys)`);
    return undefined;
  }
  // The refresh token stays valid for 100 days: production keeps it under a key the operator holds.
  if (e.NODE_ENV === 'production' && !e.QBO_TOKEN_KEY)
    refuse('QBO_TOKEN_KEY: required in production with QBO_CLIENT_ID (32 bytes, e.g. openssl rand -base64 32)');
  let key: Buffer | undefined;
  return {
    clientId: e.QBO_CLIENT_ID,
    clientSecret: e.QBO_CLIENT_SECRET!,
    // Read on first use, like JWT_SECRET's kept secret: loading the config alone writes nothing.
    tokenKey: () =>
      (key ??= e.QBO_TOKEN_KEY
        ? tokenKeyBytes(e.QBO_TOKEN_KEY)!
        : Buffer.from(persistedSecret(resolve(dataDir, 'secrets', 'qbo-token-key')), 'base64url').subarray(0, 32)),
    apiUrl: (e.QBO_API_URL ?? QBO_DEFAULTS.apiUrl).replace(/\/$/, ''),
    tokenUrl: e.QBO_TOKEN_URL ?? QBO_DEFAULTS.tokenUrl,
    authorizeUrl: e.QBO_AUTHORIZE_URL ?? QBO_DEFAULTS.authorizeUrl,
    revokeUrl: e.QBO_REVOKE_URL ?? QBO_DEFAULTS.revokeUrl,
    incomeAccount: e.QBO_INCOME_ACCOUNT,
    envConnection: e.QBO_REALM_ID && e.QBO_REFRESH_TOKEN ? { realmId: e.QBO_REALM_ID, refreshToken: e.QBO_REFRESH_TOKEN } : undefined,
  };
}
