import { API_BASE } from './config';
import { apiPaths } from './api-paths';
import { session } from './session-storage';

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
    ...(import.meta.env.SSR ? {} : { Requesturl: encodeURIComponent(window.location.pathname) }),
  };
}

/** How a request reaches the API: the browser's fetch, or the server renderer's in-process call (setApiTransport). */
type Transport = (url: string, init: RequestInit) => Promise<Response>;
let transport: Transport = (url, init) => fetch(url, init);

/** The server renderer (entry-server.tsx) answers the loaders' calls from the API in its own process. */
export function setApiTransport(next: Transport): void {
  transport = next;
}

async function send(path: string, opts: RequestOptions): Promise<Response> {
  // A FormData body goes as it is: the browser writes the multipart content-type with its boundary.
  const isForm = typeof FormData !== 'undefined' && opts.body instanceof FormData;
  return transport(API_BASE + path, {
    method: opts.method ?? (opts.body === undefined ? 'GET' : 'POST'),
    headers: { ...headers(opts.body !== undefined && !isForm), ...opts.headers },
    body: opts.body === undefined ? undefined : isForm ? (opts.body as FormData) : JSON.stringify(opts.body),
    signal: opts.signal,
    credentials: 'same-origin',
  });
}

/** The `message` of an API answer, read without using up its body. */
async function messageOf(res: Response): Promise<string> {
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { message?: string } | null;
  return body?.message ?? `Request failed (${res.status})`;
}

/** Only an expired access token is worth a refresh; any other 403 is a real refusal. */
async function isExpiredToken(res: Response): Promise<boolean> {
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  return body?.code === 'TOKEN_EXPIRED';
}

/**
 * How a failure is told to the person (spec section 8): toasts, which main.tsx sets for the client
 * application (lib/toast-notices.ts) and islands-entry.ts for an island document (decision 035,
 * islands/toasts). Without them, on the server, the console.
 */
export interface ApiNotices {
  error(message: string): void;
  warning(message: string): void;
}
let notices: ApiNotices = { error: (message) => console.error(message), warning: (message) => console.warn(message) };

export function setApiNotices(next: ApiNotices): void {
  notices = next;
}
const toastError = (message: string) => notices.error(message);
const toastWarning = (message: string) => notices.warning(message);

/** `ended`: the server says the session is over (logged out elsewhere, password changed or reset). */
type Refresh = 'refreshed' | 'ended' | 'failed';

// Parallel requests that meet an expired token share one refresh: the server rotates the refresh
// cookie on each use and treats a second use of the same cookie as theft.
let refreshing: Promise<Refresh> | null = null;

/**
 * Renews the customer's access token (and with it the page cookie, decision 035). Parallel callers
 * share one refresh. Exported for the islands' session store, which renews before asking the
 * server for a page drawn for the customer.
 */
export function refreshToken(): Promise<Refresh> {
  refreshing ??= refreshOnce().finally(() => {
    refreshing = null;
  });
  return refreshing;
}

let sessionEnded: (() => void) | null = null;

/** Called when the server has ended this device's session (main.tsx logs the tab out: the login page follows). */
export function onSessionEnded(handler: () => void): void {
  sessionEnded = handler;
}

/** One refresh for a logged-in customer whose token was refused. */
async function refreshOnce(): Promise<Refresh> {
  const user = session.user();
  if (!user?._id) return 'failed';
  try {
    const res = await send(apiPaths.refreshToken(user._id), { method: 'GET' });
    if (res.status === 401) return 'ended';
    const body = (await res.json()) as { success?: boolean; user?: { token?: string } };
    if (!res.ok || !body.success || !body.user?.token) return 'failed';
    session.setToken(body.user.token);
    return 'refreshed';
  } catch {
    return 'failed';
  }
}

/** Reports a failure as spec section 8 says: to the console when quiet, else as a toast. */
function report(message: string, quiet: boolean | undefined, toast: (message: string) => void): void {
  if (quiet) console.error(message);
  else toast(message);
}

/**
 * Sends a request; a 403 TOKEN_EXPIRED for a logged-in customer is answered with exactly one token
 * refresh and one resend (spec section 7). When the refresh says the session has ended, this tab
 * is logged out and the request goes once more as a visitor's, so it never loops. A network failure
 * becomes an ApiError of status 0, toasted with its message; an abort is passed on as it is.
 */
async function sendWithRefresh(path: string, opts: RequestOptions): Promise<Response> {
  try {
    const res = await send(path, opts);
    if (res.status !== 403 || !session.isLoggedIn() || !(await isExpiredToken(res))) return res;
    const refresh = await refreshToken();
    if (refresh === 'ended' && session.isLoggedIn()) {
      // Once for all the requests that shared this refresh: the tab says why it is logged out.
      session.clear();
      sessionEnded?.();
      toastWarning(await messageOf(res));
    }
    return refresh === 'failed' ? res : await send(path, opts);
  } catch (err) {
    if ((err as Error).name === 'AbortError') throw err;
    const message = (err as Error).message || 'Network Error';
    report(message, opts.quiet, toastError);
    throw new ApiError(0, message, null);
  }
}

/** A refused request: the server's `message` as a warning toast (or the console), as an ApiError. */
async function refusal(res: Response, quiet: boolean | undefined): Promise<ApiError> {
  const body: unknown = await res.json().catch(() => null);
  const message = (body as { message?: string } | null)?.message ?? `Request failed (${res.status})`;
  report(message, quiet || !body, toastWarning);
  return new ApiError(res.status, message, body);
}

/** Calls the API and reads its JSON answer; failures are reported and thrown as ApiErrors. */
export async function apiRequest<T>(path: string, opts: RequestOptions = {}): Promise<T> {
  const res = await sendWithRefresh(path, opts);
  if (!res.ok) throw await refusal(res, opts.quiet);
  return (await res.json().catch(() => null)) as T;
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
  const res = await sendWithRefresh(relative, { method: 'GET' });
  if (!res.ok) throw await refusal(res, false);
  return res.blob();
}
