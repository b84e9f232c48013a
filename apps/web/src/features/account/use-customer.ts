import { refreshSessionUser } from '../../lib/session';
import { useAppDispatch } from '../../app/store';
import { useCustomerRecord } from '../../state/use-customer-record';
import type { Customer } from './account-api';

/**
 * The logged-in customer with user_counts. The fresh record replaces the stored user so the
 * header greeting follows profile changes.
 */
export function useCustomer() {
  const dispatch = useAppDispatch();
  return useCustomerRecord<Customer>(({ user_counts: _counts, ...user }) => refreshSessionUser(dispatch, user));
}
