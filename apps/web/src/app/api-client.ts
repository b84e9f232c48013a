import { API_BASE } from './config';
import { apiPaths } from './api-paths';
import { session } from './session';

export class ApiError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body: unknown,
  ) {
    super(message);
  }
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  signal?: AbortSignal;
  /** Loads whose failure the spec keeps to the console (section 8) pass quiet. */
  quiet?: boolean;
  /** Extra request headers (e.g. the order's Idempotency-Key). */
  headers?: Record<string, string>;
}

function headers(jsonBody: boolean): Record<string, string> {
  const user = session.user();
  const token = session.token();
  return {
    ...(jsonBody ? { 'content-type': 'application/json' } : {}),
    ...(token ? { authorization: token } : {}),
    ...(user ? { Requestby: encodeURIComponent(`${user.user_name ?? ''} <${user.user_email ?? ''}>`) } : {}),
    Requesturl: encodeURIComponent(window.location.pathname),
  };
}

async function send(path: string, opts: RequestOptions): Promise<Response> {
  // A FormData body goes as it is: the browser writes the multipart content-type with its boundary.
  const isForm = opts.body instanceof FormData;
  return fetch(API_BASE + path, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers: { ...headers(opts.body !== undefined && !isForm), ...opts.headers },
    body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    signal: opts.signal,
    credentials: 'same-origin',
  });
}

/** Only an expired access token is worth a refresh; any other 403 is a real refusal. */
async function isExpiredToken(res: Response): Promise<boolean> {
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  return body?.code === 'TOKEN_EXPIRED';
}

/** The toast library loads with the first message, so it stays out of the first page's script. */
const toastError = (message: string) => void import('react-toastify').then(({ toast }) => toast.error(message, { icon: () => '⚠' }));
const toastWarning = (message: string) => void import('react-toastify').then(({ toast }) => toast.warning(message));

// Parallel requests that meet an expired token share one refresh: the server rotates the refresh
// cookie on each use and treats a second use of the same cookie as theft.
let refreshing: Promise<boolean> | null = null;

function refreshToken(): Promise<boolean> {
  refreshing ??= refreshOnce().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

/** One refresh for a logged-in customer whose token was refused; false when it fails. */
async function refreshOnce(): Promise<boolean> {
  const user = session.user();
  if (!user?._id) return false;
  try {
    const res = await send(apiPaths.refreshToken(user._id), { method: 'GET' });
    const body = (await res.json()) as { success?: boolean; user?: { token?: string } };
    if (!res.ok || !body.success || !body.user?.token) return false;
    session.setToken(body.user.token);
    return true;
  } catch {
    return false;
  }
}

/**
 * Calls the API. A 403 for a logged-in customer is answered with exactly one token refresh and
 * retry (spec section 7). Errors toast as spec section 8 says: a network error with its message,
 * otherwise the server's `message` as a warning.
 */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  let res: Response;
  try {
    res = await send(path, opts);
    if (res.status === 403 && session.isLoggedIn() && (await isExpiredToken(res)) && (await refreshToken())) res = await send(path, opts);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    const message = (err as Error).message || 'Network Error';
    if (opts.quiet) console.error(message);
    else toastError(message);
    throw new ApiError(0, message, null);
  }
  const body: unknown = await res.json().catch(() => null);
  if (!res.ok) {
    const message = (body as { message?: string } | null)?.message ?? `Request failed (${res.status})`;
    if (opts.quiet || !body) console.error(message);
    else toastWarning(message);
    throw new ApiError(res.status, message, body);
  }
  return body as T;
}

export const apiGet = <T>(path: string, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...opts, method: 'GET' });
export const apiPost = <T>(path: string, body: unknown, opts: Omit<RequestOptions, 'method' | 'body'> = {}) =>
  apiRequest<T>(path, { ...opts, method: 'POST', body });
/** Sends a multipart form (file uploads) with the same headers, refresh-and-retry and toasts; PUT unless told. */
export const apiUpload = <T>(path: string, form: FormData, opts: Omit<RequestOptions, 'body'> = {}) =>
  apiRequest<T>(path, { method: 'PUT', ...opts, body: form });

/**
 * Downloads a protected file (order PDFs) as a Blob: a plain link cannot carry the bearer token.
 * Takes an API path with or without the '/api/v1/' prefix; same refresh-and-retry and toasts.
 */
export async function apiDownload(path: string): Promise<Blob> {
  const relative = path.startsWith(API_BASE) ? path.slice(API_BASE.length) : path.replace(/^\//, '');
  let res: Response;
  try {
    res = await send(relative, { method: 'GET' });
    if (res.status === 403 && session.isLoggedIn() && (await isExpiredToken(res)) && (await refreshToken()))
      res = await send(relative, { method: 'GET' });
  } catch (err) {
    const message = (err as Error).message || 'Network Error';
    toastError(message);
    throw new ApiError(0, message, null);
  }
  if (!res.ok) {
    const body: unknown = await res.json().catch(() => null);
    const message = (body as { message?: string } | null)?.message ?? `Request failed (${res.status})`;
    toastWarning(message);
    throw new ApiError(res.status, message, body);
  }
  return res.blob();
}
