import type { QuickBooksSettings } from './qbo-settings.js';

/** The scope the shop asks for: the accounting API only (no payments, no profile). */
export const QBO_SCOPE = 'com.intuit.quickbooks.accounting';

/** Tokens as Intuit's token endpoint answers them, with their expiry made absolute. */
export interface QboTokens {
  accessToken: string;
  accessExpiresAt: Date;
  /** Intuit rotates it: the answer's refresh token replaces the one used, every time. */
  refreshToken: string;
  refreshExpiresAt: Date | null;
}

/** Intuit refused the grant (400 invalid_grant: the refresh token expired or was revoked, a code used twice). */
export class QboAuthError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code: string | null,
  ) {
    super(message);
  }
}

/** Where Intuit sends the owner back: the API's callback route on PUBLIC_URL (it must be listed in the Intuit app). */
export const qboRedirectUri = (publicUrl: string) => `${publicUrl}/api/v1/quickbooks/callback`;

/** The consent page's address: Intuit's authorize URL with the app, scope, callback and state. */
export function authorizeUrl(qbo: QuickBooksSettings, redirectUri: string, state: string): string {
  const url = new URL(qbo.authorizeUrl);
  url.search = new URLSearchParams({
    client_id: qbo.clientId,
    response_type: 'code',
    scope: QBO_SCOPE,
    redirect_uri: redirectUri,
    state,
  }).toString();
  return url.toString();
}

/** The authorization code of the callback exchanged for tokens (HTTP Basic client authentication, as Intuit documents). */
export const exchangeCode = (qbo: QuickBooksSettings, code: string, redirectUri: string) =>
  tokenRequest(qbo, { grant_type: 'authorization_code', code, redirect_uri: redirectUri });

/** A new access token (1 hour) and the rotated refresh token. */
export const refreshTokens = (qbo: QuickBooksSettings, refreshToken: string) =>
  tokenRequest(qbo, { grant_type: 'refresh_token', refresh_token: refreshToken });

/** Tells Intuit the refresh token is no longer wanted (disconnect); a failure changes nothing here. */
export async function revokeToken(qbo: QuickBooksSettings, token: string): Promise<void> {
  await fetch(qbo.revokeUrl, {
    method: 'POST',
    headers: { authorization: basicAuth(qbo), accept: 'application/json', 'content-type': 'application/json' },
    body: JSON.stringify({ token }),
    signal: AbortSignal.timeout(10_000),
  });
}

const basicAuth = (qbo: QuickBooksSettings) => `Basic ${Buffer.from(`${qbo.clientId}:${qbo.clientSecret}`).toString('base64')}`;

async function tokenRequest(qbo: QuickBooksSettings, form: Record<string, string>): Promise<QboTokens> {
  const res = await fetch(qbo.tokenUrl, {
    method: 'POST',
    headers: { authorization: basicAuth(qbo), accept: 'application/json', 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(form).toString(),
    signal: AbortSignal.timeout(15_000),
  });
  const body = (await res.json().catch(() => ({}))) as Record<string, unknown>;
  if (!res.ok || typeof body.access_token !== 'string' || typeof body.refresh_token !== 'string') {
    const code = typeof body.error === 'string' ? body.error : null;
    throw new QboAuthError(`Intuit refused the token request (${res.status}${code ? ` ${code}` : ''})`, res.status, code);
  }
  const now = Date.now();
  const seconds = (v: unknown) => (typeof v === 'number' && v > 0 ? v : null);
  const refreshIn = seconds(body.x_refresh_token_expires_in);
  return {
    accessToken: body.access_token,
    accessExpiresAt: new Date(now + (seconds(body.expires_in) ?? 3600) * 1000),
    refreshToken: body.refresh_token,
    refreshExpiresAt: refreshIn ? new Date(now + refreshIn * 1000) : null,
  };
}
