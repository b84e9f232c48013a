/**
 * UPS OAuth 2.0 client credentials (developer.ups.com, "OAuth Client Credentials"):
 * `POST {UPS_API_URL}/security/v1/oauth/token` with HTTP Basic client id:secret and the form body
 * `grant_type=client_credentials`. UPS answers
 * `{token_type, issued_at, client_id, access_token, expires_in, status}` where `expires_in` is a
 * number of seconds written as a string (about 4 hours). Rating and tracking share one keeper so
 * the shop asks for a token once per lifetime, not once per checkout.
 */
export interface UpsCredentials {
  /** UPS_API_URL without a trailing slash, e.g. https://onlinetools.ups.com */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
}

/** A UPS answer that was not a success, with UPS's own error code and message when it sent them. */
export class UpsError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly code?: string,
  ) {
    super(message);
    this.name = 'UpsError';
  }
}

/**
 * Reads a UPS error answer: `{response: {errors: [{code, message}]}}` as UPS documents for every
 * API (token, rating, tracking); anything else becomes a plain status message.
 */
export async function upsErrorOf(res: Response, what: string): Promise<UpsError> {
  const text = await res.text().catch(() => '');
  try {
    const first = (JSON.parse(text) as { response?: { errors?: { code?: string; message?: string }[] } }).response?.errors?.[0];
    if (first?.message) return new UpsError(`UPS ${what}: ${first.message} (${first.code ?? res.status})`, res.status, first.code);
  } catch {
    // not JSON: a proxy or gateway page
  }
  return new UpsError(`UPS ${what}: HTTP ${res.status}`, res.status);
}

interface TokenAnswer {
  access_token?: string;
  token_type?: string;
  expires_in?: string | number;
  issued_at?: string;
  status?: string;
}

export interface UpsTokenOptions {
  /** How long one token request may take; the caller's own deadline usually ends it first. */
  timeoutMs?: number;
  /** A token is renewed this long before UPS says it expires, so a request never carries a dying one. */
  renewBeforeMs?: number;
  /** The clock, in ms; tests move it instead of waiting. */
  now?: () => number;
}

export interface UpsToken {
  /** A valid bearer token: the kept one, or a new one when it is about to expire. */
  get(signal?: AbortSignal): Promise<string>;
  /** Drops the kept token, e.g. after UPS answered 401 to it: the next get asks for a new one. */
  forget(): void;
}

export function upsToken(credentials: UpsCredentials, options: UpsTokenOptions = {}): UpsToken {
  const now = options.now ?? Date.now;
  const renewBeforeMs = options.renewBeforeMs ?? 60_000;
  let kept: { token: string; renewAt: number } | null = null;
  // One refresh at a time: concurrent checkouts wait on the same request.
  let pending: Promise<string> | null = null;

  async function request(signal?: AbortSignal): Promise<string> {
    const basic = Buffer.from(`${credentials.clientId}:${credentials.clientSecret}`).toString('base64');
    const timeout = AbortSignal.timeout(options.timeoutMs ?? 10_000);
    const res = await fetch(`${credentials.apiUrl}/security/v1/oauth/token`, {
      method: 'POST',
      headers: {
        authorization: `Basic ${basic}`,
        'content-type': 'application/x-www-form-urlencoded',
        accept: 'application/json',
      },
      body: new URLSearchParams({ grant_type: 'client_credentials' }).toString(),
      signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
    });
    if (!res.ok) throw await upsErrorOf(res, 'token');
    const answer = (await res.json()) as TokenAnswer;
    const seconds = Number(answer.expires_in);
    if (!answer.access_token || !Number.isFinite(seconds) || seconds <= 0)
      throw new UpsError('UPS token: the answer has no access_token or expires_in', res.status);
    kept = { token: answer.access_token, renewAt: now() + seconds * 1000 - renewBeforeMs };
    return answer.access_token;
  }

  return {
    async get(signal) {
      if (kept && now() < kept.renewAt) return kept.token;
      pending ??= request(signal).finally(() => {
        pending = null;
      });
      return pending;
    },
    forget() {
      kept = null;
    },
  };
}
