import type { QuickBooksSettings } from './qbo-settings.js';

/** The Accounting API version the shop's requests are written for (Intuit's minorversion parameter). */
export const QBO_MINOR_VERSION = 75;

type Json = Record<string, unknown>;

/** An error answer of QuickBooks: its status and the Fault's first error, as staff read it on the jobs page. */
export class QboApiError extends Error {
  constructor(
    readonly status: number,
    readonly faultCode: string | null,
    message: string,
  ) {
    super(message);
  }
}

/** Who gives the client its access token: the stored one, or (`renew`) a fresh one after a 401. */
export interface QboAccess {
  realmId: string;
  accessToken(renew: boolean): Promise<string>;
}

export interface QboApiOptions {
  /** Waits between tries after a 429 or a 5xx (Intuit throttles at 500 requests a minute per company). */
  retryDelaysMs?: readonly number[];
  timeoutMs?: number;
}

const DEFAULT_RETRY_DELAYS_MS = [1_000, 5_000, 15_000];

/**
 * The few Accounting API calls the books need (developer.intuit.com, "Accounting API"): a query
 * and a create. Every create carries `requestid`, so Intuit answers a repeated one with the first
 * result instead of booking twice. A 429 or 5xx is tried again after a wait (Retry-After when
 * given); a 401 renews the access token once; any other error is thrown with Intuit's Fault.
 */
export function qboApi(qbo: QuickBooksSettings, access: QboAccess, opts: QboApiOptions = {}) {
  const delays = opts.retryDelaysMs ?? DEFAULT_RETRY_DELAYS_MS;
  const base = `${qbo.apiUrl}/v3/company/${encodeURIComponent(access.realmId)}`;

  async function call(method: 'GET' | 'POST', path: string, params: Record<string, string>, body?: Json): Promise<Json> {
    const url = `${base}/${path}?${new URLSearchParams({ ...params, minorversion: String(QBO_MINOR_VERSION) })}`;
    let renewed = false;
    for (let attempt = 0; ; attempt++) {
      const token = await access.accessToken(renewed);
      const res = await fetch(url, {
        method,
        headers: {
          authorization: `Bearer ${token}`,
          accept: 'application/json',
          ...(body ? { 'content-type': 'application/json' } : {}),
        },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(opts.timeoutMs ?? 20_000),
      });
      const answer = (await res.json().catch(() => ({}))) as Json;
      if (res.ok) return answer;
      if (res.status === 401 && !renewed) {
        renewed = true;
        attempt--;
        continue;
      }
      const error = apiError(res.status, answer);
      if ((res.status === 429 || res.status >= 500) && attempt < delays.length) {
        await sleep(retryAfterMs(res.headers.get('retry-after')) ?? delays[attempt]);
        continue;
      }
      throw error;
    }
  }

  return {
    realmId: access.realmId,
    /** `select … from Entity where …`: the entities found (an empty list when none). */
    async query<T = Json>(entity: string, statement: string): Promise<T[]> {
      const answer = await call('GET', 'query', { query: statement });
      const found = (answer.QueryResponse as Json | undefined)?.[entity];
      return Array.isArray(found) ? (found as T[]) : [];
    },
    /** Creates an entity ('invoice', 'payment', 'salesreceipt', 'customer', 'item'); `requestid` makes a repeat answer the first result. */
    async create<T = Json>(entity: string, resource: string, body: Json, requestId: string): Promise<T> {
      const answer = await call('POST', resource, { requestid: requestId }, body);
      const created = answer[entity];
      if (!created || typeof created !== 'object')
        throw new QboApiError(200, null, `QuickBooks answered a ${resource} create without the ${entity}`);
      return created as T;
    },
  };
}

export type QboApi = ReturnType<typeof qboApi>;

/** A value inside a QBO query's single quotes (Intuit escapes a quote with a backslash). */
export const qboQuoted = (value: string) => `'${value.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;

function apiError(status: number, answer: Json): QboApiError {
  // Accounting errors come as {Fault: {Error: [{Message, Detail, code}]}}; Intuit's gateway writes a
  // 401 in lower case ({fault: {error: [{message, detail, code}]}}).
  type FaultError = { Message?: string; Detail?: string; message?: string; detail?: string; code?: string };
  const fault = (answer.Fault ?? answer.fault) as { Error?: FaultError[]; error?: FaultError[] } | undefined;
  const first = (fault?.Error ?? fault?.error)?.[0];
  const what = first ? [first.Message ?? first.message, first.Detail ?? first.detail].filter(Boolean).join(': ') : 'no details';
  return new QboApiError(
    status,
    first?.code ?? null,
    `QuickBooks answered ${status}${first?.code ? ` (code ${first.code})` : ''}: ${what}`,
  );
}

/** Retry-After in seconds (Intuit sends seconds), capped at a minute; null when absent. */
function retryAfterMs(header: string | null): number | null {
  const seconds = header ? Number(header) : NaN;
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 60) * 1000 : null;
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
