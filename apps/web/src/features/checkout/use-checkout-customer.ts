import type { ShippingAddress } from '@northbend/shared';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { ApiError } from '../../app/api-client';
import { paths } from '../../app/paths';
import { useAppSelector } from '../../app/store';
import { checkoutApi, type CheckoutCustomer } from './checkout-api';

// No such customer, no valid session, or another customer's token: the session is worthless (spec section 6).
const SESSION_GONE = new Set([401, 403, 404]);

/** The customer with the saved shipping address (GET customer/{id} → user_shipping.shipment_address). */
export function useCheckoutCustomer() {
  const userId = useAppSelector((s) => s.user.userData?._id);
  const navigate = useNavigate();
  const [customer, setCustomer] = useState<CheckoutCustomer | null>(null);
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (!userId) return;
    const ctrl = new AbortController();
    setFailed(false);
    checkoutApi.customer(userId, ctrl.signal).then(
      (reply) => {
        if (reply.result?._id) setCustomer(reply.result);
        else navigate(paths.logout, { replace: true });
      },
      (err: unknown) => {
        if (ctrl.signal.aborted) return;
        if (err instanceof ApiError && SESSION_GONE.has(err.status)) navigate(paths.logout, { replace: true });
        else setFailed(true);
      },
    );
    return () => ctrl.abort();
  }, [userId, attempt, navigate]);

  /** After a save: the address the server kept becomes the customer's saved one. */
  const setAddress = (address: ShippingAddress) =>
    setCustomer((c) => (c ? { ...c, user_shipping: { shipment_address: address } } : c));

  return { customer, failed, retry: () => setAttempt((n) => n + 1), setAddress };
}
