import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../lib/api-client';
import { paths } from '../lib/paths';
import { getCustomer } from './customer-api';
import { useCustomerLoad } from './use-customer-load';

// No such customer (404), no valid session (401), or a token of another customer (403): the stored
// session is worthless, so the customer is logged out (spec section 6).
const SESSION_GONE = new Set([401, 403, 404]);

/**
 * The logged-in customer's record from GET customer/{id}, for the screens that show or edit it
 * (profile, checkout). An empty answer or a dead session logs out; other failures set `failed`
 * (the spec keeps them to the console) and `retry` asks again. `onLoaded` sees each fresh record;
 * `setCustomer` keeps what a save returned without asking again.
 */
export function useCustomerRecord<T extends { _id: string }>(onLoaded?: (customer: T) => void) {
  const navigate = useNavigate();
  const { data, error, retry } = useCustomerLoad('record', (customerId, signal) => getCustomer<T>(customerId, signal));
  const [saved, setSaved] = useState<T | null>(null);
  // A ref: a new callback on each render must not run again for the same record.
  const loaded = useRef(onLoaded);
  loaded.current = onLoaded;

  const gone = data === null || (error instanceof ApiError && SESSION_GONE.has(error.status));
  useEffect(() => {
    if (gone) navigate(paths.logout, { replace: true });
  }, [gone, navigate]);
  useEffect(() => {
    if (data) loaded.current?.(data);
  }, [data]);

  const customer = saved ?? data ?? null;
  const setCustomer = (next: T | ((current: T | null) => T | null)) =>
    setSaved((prev) => (typeof next === 'function' ? next(prev ?? data ?? null) : next));

  return { customer, setCustomer, failed: Boolean(error) && !gone, retry };
}
