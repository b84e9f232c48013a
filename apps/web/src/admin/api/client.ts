import type { StaffLoginAnswer } from '@northbend/shared';
import { adminSession } from './session';

/** Every back-office call goes under this prefix (the API's admin scope, decision 010). */
export const ADMIN_API = '/api/v1/admin/';

/** A refused or failed call: the server's message (shown as it is) and its code, if any. */
export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly code?: string,
  ) {
    super(message);
  }
}

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface CallOptions {
  method?: Method;
  body?: unknown;
  signal?: AbortSignal;
}

let onSessionEnded: (() => void) | null = null;

/** The app says where to go when the session cannot be renewed (the sign-in page). */
export function whenSessionEnds(handler: () => void): void {
  onSessionEnded = handler;
}

function send(path: string, opts: CallOptions): Promise<Response> {
  const token = adminSession.token();
  const hasBody = opts.body !== undefined;
  return fetch(ADMIN_API + path, {
    method: opts.method ?? (hasBody ? 'POST' : 'GET'),
    headers: {
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: hasBody ? JSON.stringify(opts.body) : undefined,
    signal: opts.signal,
    credentials: 'same-origin',
  });
}

async function errorOf(res: Response): Promise<AdminApiError> {
  const body = (await res.json().catch(() => null)) as { message?: string; code?: string } | null;
  return new AdminApiError(res.status, body?.message ?? `The request failed (${res.status}).`, body?.code);
}

// Parallel calls that meet an expired token share one refresh: the server rotates the refresh
// cookie on each use and ends the whole session when an old cookie is used again.
let refreshing: Promise<boolean> | null = null;

/** POST auth/refresh once; true when a new token was stored. */
export function refreshSession(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const res = await fetch(`${ADMIN_API}auth/refresh`, { method: 'POST', credentials: 'same-origin' });
      if (!res.ok) return false;
      adminSession.start((await res.json()) as StaffLoginAnswer);
      return true;
    } catch {
      return false;
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** 403 TOKEN_EXPIRED, or a 401 for a token whose time is up: worth one refresh. */
async function needsRefresh(res: Response): Promise<boolean> {
  if (res.status === 401) return adminSession.token() !== null && adminSession.expired();
  if (res.status !== 403) return false;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  return body?.code === 'TOKEN_EXPIRED';
}

function endSession(): void {
  adminSession.end();
  onSessionEnded?.();
}

/**
 * Sends a call with the staff token. An expired token is refreshed once and the call resent; when
 * that fails, or the server says there is no session (401), the session ends and the app goes to
 * the sign-in page. Other failures are thrown as AdminApiErrors with the server's message.
 */
async function call(path: string, opts: CallOptions = {}): Promise<Response> {
  let res = await send(path, opts);
  if (await needsRefresh(res)) {
    if (!(await refreshSession())) {
      endSession();
      throw await errorOf(res);
    }
    res = await send(path, opts);
  }
  if (res.status === 401 && adminSession.token()) endSession();
  if (!res.ok) throw await errorOf(res);
  return res;
}

export async function adminRequest<T>(path: string, opts: CallOptions = {}): Promise<T> {
  const res = await call(path, opts);
  return (await res.json().catch(() => null)) as T;
}

export const adminGet = <T>(path: string, signal?: AbortSignal) => adminRequest<T>(path, { signal });
export const adminPost = <T>(path: string, body: unknown = {}) => adminRequest<T>(path, { method: 'POST', body });
export const adminPatch = <T>(path: string, body: unknown) => adminRequest<T>(path, { method: 'PATCH', body });
export const adminPut = <T>(path: string, body: unknown) => adminRequest<T>(path, { method: 'PUT', body });

/** A protected file (CSV export, PDFs) as a Blob: a plain link cannot carry the bearer token. */
export async function adminDownload(path: string): Promise<Blob> {
  return (await call(path)).blob();
}

/** A query string of the non-empty values, in the given order ('' when none). */
export function queryString(params: Record<string, string | number | undefined | null>): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params))
    if (value !== undefined && value !== null && value !== '') search.set(key, String(value));
  const text = search.toString();
  return text ? `?${text}` : '';
}
