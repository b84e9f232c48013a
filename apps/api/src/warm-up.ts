import type { FastifyInstance } from 'fastify';
import { productPath } from '@northbend/shared';

/**
 * The storefront's everyday requests, sent by the process to itself (app.inject: no socket) before
 * it listens. A new process compiles each code path the first time it runs it: measured in the soak
 * (bench/README.md), a process that took traffic straight after starting spent about 40 ms of CPU
 * per request for its first second instead of about 8, and slowed the other processes on the same
 * cores with it. Here that cost is paid while the load balancer still sends elsewhere (the process
 * is not listening yet). Customer routes are called without a session: they answer 401 or 400, which
 * still runs routing, validation, error answers and compression. Nothing is written.
 */
const ROUNDS = 2;

type Request = { method: 'GET' | 'POST'; url: string; body?: object };

const FIRST_PAGE: Request = { method: 'GET', url: '/api/v1/product/public/lists?page=1' };

const catalogRequests: Request[] = [
  { method: 'GET', url: '/api/v1/health' },
  FIRST_PAGE,
  { method: 'GET', url: '/api/v1/product/public/lists?page=2' },
  { method: 'POST', url: '/api/v1/product/public/search', body: { search: 'round punch' } },
  // A misspelling takes the search's typo-correction path too.
  { method: 'POST', url: '/api/v1/product/public/search', body: { search: 'gooseneek' } },
  { method: 'GET', url: '/api/v1/product/public/tree' },
  { method: 'GET', url: '/api/v1/product/category/public/dropdown' },
  { method: 'POST', url: '/api/v1/customer/login', body: { user_email: 'warm-up@northbend.invalid', user_password: 'not-a-password' } },
  { method: 'POST', url: '/api/v1/cart/add-to-cart', body: {} },
  { method: 'POST', url: '/api/v1/order/create', body: {} },
  { method: 'GET', url: '/' },
];

export async function warmUp(app: FastifyInstance): Promise<void> {
  const started = performance.now();
  const send = (r: Request, encodings = 'gzip, deflate, br') =>
    app.inject({
      method: r.method,
      url: r.url,
      headers: { 'accept-encoding': encodings, ...(r.body ? { 'content-type': 'application/json' } : {}) },
      ...(r.body ? { payload: JSON.stringify(r.body) } : {}),
    });
  // A product of the catalog, for its API answer and its page (an empty shop has none).
  const list = await send(FIRST_PAGE, 'identity');
  const products = list.statusCode === 200 ? (list.json() as { result?: { _id: string; product_slug: string }[] }).result : undefined;
  const first = products?.[0];
  const requests: Request[] = [
    ...catalogRequests,
    ...(first
      ? [
          { method: 'GET', url: `/api/v1/product/public/${first._id}` } as const,
          { method: 'GET', url: productPath(first.product_slug, first._id) } as const,
        ]
      : []),
  ];
  // In parallel, as traffic comes: the database pool opens several connections on the way.
  for (let round = 0; round < ROUNDS; round++) await Promise.all(requests.map((r) => send(r)));
  app.log.info({ requests: requests.length * ROUNDS, ms: Math.round(performance.now() - started) }, 'warmed up before listening');
}
