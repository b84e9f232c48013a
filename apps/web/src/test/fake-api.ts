import { vi } from 'vitest';
import { API_BASE } from '../lib/config';

/** A request the storefront sent: method, path below /api/v1/ (with its query) and JSON body. */
export interface SentRequest {
  method: string;
  path: string;
  body: unknown;
}

/** An answer: a JSON body (status 200), or { status, body } for a refusal. */
export type Answer = unknown | { status: number; body: unknown };
type Route = Answer | ((request: SentRequest) => Answer);

const isStatusAnswer = (a: unknown): a is { status: number; body: unknown } =>
  typeof a === 'object' && a !== null && 'status' in a && typeof a.status === 'number' && 'body' in a;

/**
 * Stubs `fetch` with the API's answers, keyed 'METHOD path' (e.g. 'GET cart/customer-cart-list/c1');
 * anything else answers 404 as the API does. Returns the requests sent, in order.
 */
export function fakeApi(routes: Record<string, Route>): SentRequest[] {
  const sent: SentRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const request: SentRequest = {
        method: init.method ?? 'GET',
        path: String(input).replace(API_BASE, ''),
        body: typeof init.body === 'string' ? JSON.parse(init.body) : init.body,
      };
      sent.push(request);
      const route = routes[`${request.method} ${request.path}`];
      const answer = typeof route === 'function' ? route(request) : route;
      const { status, body } =
        route === undefined
          ? { status: 404, body: { message: 'Not found' } }
          : isStatusAnswer(answer)
            ? answer
            : { status: 200, body: answer };
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    }),
  );
  return sent;
}
