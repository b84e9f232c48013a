/**
 * The soak's mixed traffic: each virtual user is a customer who browses, searches, opens products,
 * fills the cart and checks out (COD, or card through the demo provider's payment page), one
 * request after another with a pause between them (a person reading the page), until told to stop.
 * A customer logs in once per visit, as in the browser: the first visit is under way when the run
 * starts (a token from before), each later one begins with a login and uses the token it gave.
 * Every request is recorded with its time, so the report can cut the run into phases.
 */
import { randomUUID } from 'node:crypto';
import type { Balancer } from './balancer.js';
import type { SoakRequest } from './http-client.js';

export type Scenario = 'browse' | 'search' | 'product' | 'login' | 'cart' | 'order' | 'pay';

export interface Sample {
  /** ms since the run started, when the request was sent */
  at: number;
  scenario: Scenario;
  /** HTTP status; 0 = no answer (connection refused, reset or timed out) */
  status: number;
  ms: number;
  /** Size of the answer's body as received (after decompression) */
  bytes: number;
}

export interface PlacedOrder {
  customerId: string;
  key: string;
  orderId: string;
}

export interface TrafficInput {
  balancer: Balancer;
  /** One per virtual user: a customer with a password and a token from a login before the run. */
  shoppers: { id: string; email: string; password: string; token: string }[];
  /** Mean pause between a user's requests (exponential, at most 5×); 0 = none, for a capacity run. */
  thinkMs: number;
  productIds: string[];
  plainProductIds: string[];
  searches: string[];
}

type Shopper = { id: string; token: string };

export interface TrafficResult {
  samples: Sample[];
  placed: PlacedOrder[];
  /** Order requests that never got an answer, even after retrying with their key. */
  unanswered: { customerId: string; key: string }[];
}

// Out of 100 steps of a virtual user: mostly reading, as in a real shop. Logging in is not a step:
// it opens a visit (below).
const MIX: [Scenario, number][] = [
  ['browse', 31],
  ['search', 21],
  ['product', 23],
  ['cart', 15],
  ['order', 10],
];

/**
 * Mean steps of one visit. A buyer logs in once and then browses: about one login per 30 requests
 * (a visit of ten pages, each a few API calls), as many as the old mix's 3 % but each with its own
 * account and token, never a login that the next request ignores.
 */
const VISIT_STEPS = 30;

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** An exponential draw of mean `mean`, at most 5× it: pauses and visit lengths of independent people. */
const draw = (mean: number) => Math.min(5 * mean, -mean * Math.log(1 - Math.random()));

function chooseScenario(): Scenario {
  let roll = Math.random() * 100;
  for (const [scenario, weight] of MIX) if ((roll -= weight) < 0) return scenario;
  return 'browse';
}

export async function runTraffic(input: TrafficInput, startedAt: number, shouldStop: () => boolean): Promise<TrafficResult> {
  const result: TrafficResult = { samples: [], placed: [], unanswered: [] };
  const { balancer } = input;

  /** One request, timed and recorded; the answer's JSON (or text) or undefined without an answer. */
  async function send(scenario: Scenario, path: string, init: SoakRequest = {}): Promise<{ status: number; body: unknown }> {
    const sent = performance.now();
    let status = 0;
    let bytes = 0;
    let body: unknown;
    try {
      const res = await balancer.send(path, { ...init, signal: AbortSignal.timeout(10_000) });
      status = res.status;
      bytes = res.text.length;
      body = res.headers['content-type']?.includes('json') ? JSON.parse(res.text) : res.text;
    } catch {
      // no answer: connection refused or reset, or timed out; status stays 0
    }
    result.samples.push({ at: sent - startedAt, scenario, status, ms: performance.now() - sent, bytes });
    return { status, body };
  }

  const json = (token: string | undefined, body: unknown, extra: Record<string, string> = {}): SoakRequest => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    body: JSON.stringify(body),
  });

  async function addToCart(shopper: Shopper) {
    await send(
      'cart',
      '/api/v1/cart/add-to-cart',
      json(shopper.token, { cart_customer_id: shopper.id, cart_product_id: pick(input.plainProductIds) }),
    );
  }

  /** Places an order, retrying with the same Idempotency-Key until an answer comes, as a careful client does. */
  async function order(shopper: Shopper, card: boolean) {
    await addToCart(shopper);
    const key = randomUUID();
    const body = { customer_id: shopper.id, customer_payment: { type: card ? 'CREDIT_CARD' : 'COD' } };
    for (let attempt = 0; attempt < 30; attempt++) {
      const res = await send('order', '/api/v1/order/create', json(shopper.token, body, { 'idempotency-key': key }));
      const orderId = (res.body as { result?: { order_id?: string } } | undefined)?.result?.order_id;
      if (res.status === 200 && orderId) {
        result.placed.push({ customerId: shopper.id, key, orderId });
        if (card) await pay(shopper, orderId);
        return;
      }
      if (res.status !== 0 && res.status < 500) return; // refused for a reason of its own (e.g. an empty cart)
      await new Promise((r) => setTimeout(r, 250));
    }
    result.unanswered.push({ customerId: shopper.id, key });
  }

  /** Card through the demo provider: start the checkout, open its page, press Pay. */
  async function pay(shopper: Shopper, orderId: string) {
    const started = await send('pay', `/api/v1/payment/checkout/${encodeURIComponent(orderId)}`, json(shopper.token, {}));
    const url = (started.body as { url?: string } | undefined)?.url;
    if (started.status !== 200 || !url) return;
    const path = new URL(url).pathname;
    const page = await send('pay', path);
    const token = typeof page.body === 'string' ? /name="token" value="([^"]+)"/.exec(page.body)?.[1] : undefined;
    if (!token) return;
    await send('pay', path, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ token, action: 'pay' }).toString(),
    });
  }

  /** A pause that ends early when the run stops. */
  async function pause(ms: number) {
    for (const until = performance.now() + ms; !shouldStop() && performance.now() < until;) {
      await sleep(Math.min(250, until - performance.now()));
    }
  }

  async function virtualUser(customer: TrafficInput['shoppers'][number]) {
    const shopper: Shopper = { id: customer.id, token: customer.token };
    let orders = 0;
    // Users start spread over a pause and part-way through their first visit, as in a shop that was already open.
    let stepsLeft = Math.round(Math.random() * 2 * VISIT_STEPS);
    await pause(Math.random() * input.thinkMs);
    while (!shouldStop()) {
      if (stepsLeft-- <= 0) {
        const res = await send(
          'login',
          '/api/v1/customer/login',
          json(undefined, { user_email: customer.email, user_password: customer.password }),
        );
        const token = (res.body as { authToken?: string } | undefined)?.authToken;
        if (token) shopper.token = token;
        stepsLeft = Math.max(1, Math.round(draw(VISIT_STEPS)));
      } else {
        switch (chooseScenario()) {
          case 'browse':
            await send('browse', `/api/v1/product/public/lists?page=${1 + Math.floor(Math.random() * 20)}`);
            break;
          case 'search':
            await send('search', '/api/v1/product/public/search', json(undefined, { search: pick(input.searches) }));
            break;
          case 'product':
            await send('product', `/api/v1/product/public/${pick(input.productIds)}`, {
              headers: { authorization: `Bearer ${shopper.token}` },
            });
            break;
          case 'cart':
            await addToCart(shopper);
            break;
          case 'order':
            await order(shopper, orders++ % 2 === 1);
            break;
        }
      }
      await pause(draw(input.thinkMs));
    }
  }

  await Promise.all(input.shoppers.map((s) => virtualUser(s)));
  return result;
}
