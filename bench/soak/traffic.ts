/**
 * The soak's mixed traffic: each virtual user is a customer who browses, searches, opens products,
 * logs in, fills the cart and checks out (COD, or card through the demo provider's payment page),
 * one request after another, until told to stop. Every request is recorded with its time, so the
 * report can cut the run into phases.
 */
import { randomUUID } from 'node:crypto';
import type { Balancer } from './balancer.js';

export type Scenario = 'browse' | 'search' | 'product' | 'login' | 'cart' | 'order' | 'pay';

export interface Sample {
  /** ms since the run started, when the request was sent */
  at: number;
  scenario: Scenario;
  /** HTTP status; 0 = no answer (connection refused, reset or timed out) */
  status: number;
  ms: number;
}

export interface PlacedOrder {
  customerId: string;
  key: string;
  orderId: string;
}

export interface TrafficInput {
  balancer: Balancer;
  shoppers: { id: string; token: string }[];
  logins: { email: string; password: string }[];
  productIds: string[];
  plainProductIds: string[];
  searches: string[];
}

export interface TrafficResult {
  samples: Sample[];
  placed: PlacedOrder[];
  /** Order requests that never got an answer, even after retrying with their key. */
  unanswered: { customerId: string; key: string }[];
}

// Out of 100 steps of a virtual user: mostly reading, as in a real shop.
const MIX: [Scenario, number][] = [
  ['browse', 30],
  ['search', 20],
  ['product', 22],
  ['login', 3],
  ['cart', 15],
  ['order', 10],
];

const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)];

function chooseScenario(): Scenario {
  let roll = Math.random() * 100;
  for (const [scenario, weight] of MIX) if ((roll -= weight) < 0) return scenario;
  return 'browse';
}

export async function runTraffic(input: TrafficInput, startedAt: number, shouldStop: () => boolean): Promise<TrafficResult> {
  const result: TrafficResult = { samples: [], placed: [], unanswered: [] };
  const { balancer } = input;

  /** One request, timed and recorded; the answer's JSON (or text) or undefined without an answer. */
  async function send(scenario: Scenario, path: string, init: RequestInit = {}): Promise<{ status: number; body: unknown }> {
    const sent = performance.now();
    let status = 0;
    let body: unknown;
    try {
      const res = await balancer.fetch(path, { ...init, signal: AbortSignal.timeout(10_000), redirect: 'manual' });
      status = res.status;
      const text = await res.text();
      body = res.headers.get('content-type')?.includes('json') ? JSON.parse(text) : text;
    } catch {
      // no answer: connection refused or reset, or timed out; status stays 0
    }
    result.samples.push({ at: sent - startedAt, scenario, status, ms: performance.now() - sent });
    return { status, body };
  }

  const json = (token: string | undefined, body: unknown, extra: Record<string, string> = {}): RequestInit => ({
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra },
    body: JSON.stringify(body),
  });

  async function addToCart(shopper: { id: string; token: string }) {
    await send(
      'cart',
      '/api/v1/cart/add-to-cart',
      json(shopper.token, { cart_customer_id: shopper.id, cart_product_id: pick(input.plainProductIds) }),
    );
  }

  /** Places an order, retrying with the same Idempotency-Key until an answer comes, as a careful client does. */
  async function order(shopper: { id: string; token: string }, card: boolean) {
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
  async function pay(shopper: { id: string; token: string }, orderId: string) {
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

  async function virtualUser(shopper: { id: string; token: string }, n: number) {
    let orders = 0;
    while (!shouldStop()) {
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
        case 'login': {
          const login = input.logins[n % input.logins.length];
          await send('login', '/api/v1/customer/login', json(undefined, { user_email: login.email, user_password: login.password }));
          break;
        }
        case 'cart':
          await addToCart(shopper);
          break;
        case 'order':
          await order(shopper, orders++ % 2 === 1);
          break;
      }
    }
  }

  await Promise.all(input.shoppers.map((s, n) => virtualUser(s, n)));
  return result;
}
