import { apiGet } from '../lib/api-client';
import { apiPaths } from '../lib/api-paths';

/** The customer's record (GET customer/{id}), or null for an empty answer; quiet (spec section 8). */
export const getCustomer = <T>(customerId: string, signal?: AbortSignal): Promise<T | null> =>
  apiGet<{ result?: T | null }>(apiPaths.customer(customerId), { quiet: true, signal }).then((b) => b.result ?? null);
