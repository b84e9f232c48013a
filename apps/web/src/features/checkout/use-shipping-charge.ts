import { useEffect, useState } from 'react';
import { checkoutApi } from './checkout-api';

/**
 * The UPS shipping charge for a sub total (POST ups/shipping/charge). A failure stays in the
 * console (spec section 8) and leaves it null. `known` skips the call (an order already has one).
 */
export function useShippingCharge(subTotal: number | undefined, known: number | null = null): number | null {
  const [charge, setCharge] = useState<number | null>(known);
  useEffect(() => {
    if (known !== null || subTotal === undefined) return;
    const ctrl = new AbortController();
    checkoutApi.shippingCharge(subTotal, ctrl.signal).then(
      (reply) => setCharge(reply.result.shippingCharges),
      () => setCharge(null),
    );
    return () => ctrl.abort();
  }, [subTotal, known]);
  return known ?? charge;
}
