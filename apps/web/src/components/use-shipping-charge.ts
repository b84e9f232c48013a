import type { ShippingChargeAnswer } from '@northbend/shared';
import { useEffect, useState } from 'react';
import { apiPost } from '../lib/api-client';
import { apiPaths } from '../lib/api-paths';

/**
 * The UPS shipping charge for a sub total (POST ups/shipping/charge): one rate source for the cart
 * page's summary and the checkout (issue 16). A failure stays in the console (spec section 8) and
 * leaves it null. `known` skips the call (an order already has one).
 */
export function useShippingCharge(subTotal: number | undefined, known: number | null = null): number | null {
  const [charge, setCharge] = useState<number | null>(known);
  useEffect(() => {
    if (known !== null || subTotal === undefined) return;
    const ctrl = new AbortController();
    apiPost<ShippingChargeAnswer>(apiPaths.shippingCharge, { orderSubTotal: subTotal }, { quiet: true, signal: ctrl.signal }).then(
      (reply) => setCharge(reply.result.shippingCharges),
      () => setCharge(null),
    );
    return () => ctrl.abort();
  }, [subTotal, known]);
  return known ?? charge;
}
