import { earlyLoad, isEarlyLoad, settledLoad } from './early-load';

/**
 * Hands the routes' data from the server renderer to the browser (decision 019). The loaders return
 * EarlyLoads (early-load.ts) without waiting; on the server every one is awaited before the page is
 * drawn, so the HTML holds the data, and goes to the browser as its value. There it becomes a load
 * that has already arrived, so the hydrating screens draw exactly what the server drew.
 */

/** The id of the page's data block (<script type="application/json">, which CSP lets be), read by main.tsx. */
export const ROUTE_DATA_ID = 'nb-route-data';

/** How a settled load travels in JSON: its value, or that it failed (the screen shows its failure then). */
type Sent = { $load: 'ready'; value: unknown } | { $load: 'failed' };

const isSent = (value: unknown): value is Sent => typeof value === 'object' && value !== null && '$load' in value;

/** Waits for every load in the routes' data (nested in plain objects, as the loaders return them). */
export async function settleLoads(data: unknown): Promise<void> {
  if (isEarlyLoad(data)) {
    await data.promise.catch(() => undefined);
    return;
  }
  if (typeof data === 'object' && data !== null) await Promise.all(Object.values(data).map(settleLoads));
}

/** The routes' data as JSON, safe inside an HTML <script> data block. */
export function serializeLoaderData(data: unknown): string {
  const json = JSON.stringify(data, (_key, value: unknown) => {
    if (!isEarlyLoad(value)) return value;
    return value.result ? ({ $load: 'ready', value: value.result.value } satisfies Sent) : ({ $load: 'failed' } satisfies Sent);
  });
  // '<' could close the script element or open a comment inside it; \u003c is the same character to JSON.
  return json.replace(/</g, '\\u003c');
}

/** The routes' data back from serializeLoaderData, each load settled as it was on the server. */
export function reviveLoaderData(json: string): Record<string, unknown> {
  return revive(JSON.parse(json)) as Record<string, unknown>;
}

/**
 * Walks the objects above the loads only: a load's value (a page of products) is left as parsed.
 * A JSON.parse reviver would be called for every field of the page's data, on the phone's first task.
 */
function revive(value: unknown): unknown {
  if (isSent(value)) {
    return value.$load === 'ready' ? settledLoad(value.value) : earlyLoad(Promise.reject(new Error('Failed to load on the server')));
  }
  if (typeof value === 'object' && value !== null) {
    const fields = value as Record<string, unknown>;
    for (const key of Object.keys(fields)) fields[key] = revive(fields[key]);
  }
  return value;
}
