import { useAppSelector } from '../app/store';
import { useLoad, type Loaded } from '../components/use-load';

/**
 * Session data (orders, wishlist, profile): what no URL tells, so the screen asks once mounted, for
 * the logged-in customer, and again when another customer logs in. `key` names what else the load
 * depends on; a null `load` loads nothing.
 */
export function useCustomerLoad<T>(key: string, load: ((customerId: string, signal: AbortSignal) => Promise<T>) | null): Loaded<T> {
  const customerId = useAppSelector((s) => s.user.userData?._id);
  return useLoad(customerId && load ? `${customerId}:${key}` : null, (signal) => load!(customerId!, signal));
}

/** A dispatched thunk as a load: aborted with the signal, rejected when the thunk is. */
export function thunkLoad<T>(run: { abort: () => void; unwrap: () => Promise<T> }, signal: AbortSignal): Promise<T> {
  signal.addEventListener('abort', () => run.abort());
  return run.unwrap();
}
