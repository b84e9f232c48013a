import type { ShippingOptionView } from '@northbend/shared';
import { useEffect, useState } from 'react';
import { checkoutApi } from './checkout-api';

export interface ShippingChoice {
  /** The services offered for the cart to the saved address, cheapest first; null while loading or when the call failed. */
  options: ShippingOptionView[] | null;
  /** Set when UPS did not answer and the rate table stands in (issue 30). */
  notice: string | null;
  chosen: ShippingOptionView | null;
  choose: (serviceCode: string) => void;
}

/**
 * The shipping services of GET shipping/options (issue 30, decision 031), asked again when the
 * address or the cart's sub total changes; `enabled` false (no address yet, or an order being paid)
 * asks nothing. The cheapest is chosen until the buyer picks another; a pick that is no longer
 * offered falls back to the cheapest.
 */
export function useShippingOptions(enabled: boolean, addressKey: string, subTotal: number): ShippingChoice {
  const [answer, setAnswer] = useState<{ options: ShippingOptionView[]; notice: string | null } | null>(null);
  const [picked, setPicked] = useState<string | null>(null);
  useEffect(() => {
    if (!enabled) return;
    const ctrl = new AbortController();
    setAnswer(null);
    checkoutApi.shippingOptions(ctrl.signal).then(
      (reply) => setAnswer({ options: reply.result, notice: reply.notice }),
      // Not answered (offline, a server error): no services to pick; the order gets the cheapest.
      () => {
        if (!ctrl.signal.aborted) setAnswer({ options: [], notice: null });
      },
    );
    return () => ctrl.abort();
  }, [enabled, addressKey, subTotal]);
  const options = answer?.options ?? null;
  const chosen = options?.find((o) => o.service_code === picked) ?? options?.[0] ?? null;
  return { options, notice: answer?.notice ?? null, chosen, choose: setPicked };
}
