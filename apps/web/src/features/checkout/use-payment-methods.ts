import { PAYMENT_METHOD_TYPES, type PaymentMethodType } from '@northbend/shared';
import { useEffect, useState } from 'react';
import { checkoutApi } from './checkout-api';

export interface OfferedMethods {
  types: readonly PaymentMethodType[];
  /** Payments run on the demo provider: the checkout says no money moves. */
  demo: boolean;
}

/**
 * What the shop offers now (GET payment/methods): without a payment provider only cash on
 * delivery. Undefined while asking. Should the call fail, every method is shown: the server
 * still refuses one it does not offer, with its own message.
 */
export function usePaymentMethods(): OfferedMethods | undefined {
  const [offered, setOffered] = useState<OfferedMethods>();
  useEffect(() => {
    const ctrl = new AbortController();
    checkoutApi.paymentMethods(ctrl.signal).then(
      (reply) => setOffered({ types: reply.result.map((m) => m.type), demo: reply.demo }),
      () => {
        if (!ctrl.signal.aborted) setOffered({ types: PAYMENT_METHOD_TYPES, demo: false });
      },
    );
    return () => ctrl.abort();
  }, []);
  return offered;
}
