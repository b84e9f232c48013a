import { PAYMENT_METHODS, TIMINGS, type ApprovalSentAnswer, type PaymentMethodType, type OrderCreatedAnswer } from '@northbend/shared';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { session } from '../../lib/session';
import { useAppDispatch } from '../../app/store';
import { loadCart } from '../../state/cart-actions';
import { checkoutApi, sentForApproval, type OrderInput } from './checkout-api';
import { newIdempotencyKey } from './idempotency-key';
import { isOnline, orderCreateFailed, PAYMENT_FAILED, placedPath, type OnlineMethod } from './payment-texts';

/** choose: the form; processing: the loader; unpaid: the order exists, its payment failed; sent: it waits for an admin's approval (issue 26). */
export type PlacePhase = 'choose' | 'processing' | 'unpaid' | 'sent';

/** The toast of an order sent to the company's admins. */
export const SENT_FOR_APPROVAL = 'Sent for approval';

/** Creates the order; a lost answer (network error) is asked again once with the same key. */
async function createOnce(
  customerId: string,
  type: PaymentMethodType,
  references: OrderInput,
): Promise<OrderCreatedAnswer | ApprovalSentAnswer> {
  const key = newIdempotencyKey();
  try {
    return await checkoutApi.createOrder(customerId, type, key, references);
  } catch (err) {
    if (err instanceof ApiError && err.status === 0) return checkoutApi.createOrder(customerId, type, key, references);
    throw err;
  }
}

/**
 * The refusals of the company's payment terms (issue 27): Net 30 over the credit limit or on hold,
 * a method the company may not use. The buyer stays at the checkout to choose another method.
 */
// Issue 30: a shipping service no longer offered, or a cart that packs differently, keeps the buyer there too.
const TERMS_REFUSALS = new Set([
  'CREDIT_LIMIT',
  'NET30_OVERDUE_HOLD',
  'PAYMENT_METHOD_NOT_ALLOWED',
  'SHIPPING_SERVICE_NOT_OFFERED',
  'SHIPPING_CHANGED',
]);
const termsRefusal = (err: unknown): string | null =>
  err instanceof ApiError && TERMS_REFUSALS.has(String((err.body as { code?: unknown } | null)?.code)) ? err.message : null;

/** Card and bank transfer answer with the provider's page to go to. */
const PAYMENT_PAGE: Record<Exclude<OnlineMethod, 'NET_30'>, typeof checkoutApi.cardCheckout> = {
  CREDIT_CARD: checkoutApi.cardCheckout,
  BANK_TRANSFER: checkoutApi.bankTransfer,
};

/**
 * 'Process to order' (spec section 4): create the order once, keep its id, then pay by the chosen
 * method. `unpaid` is an order that exists but whose payment failed (back from the payment
 * failure page): the customer pays it again, by the same or another online method (the payment
 * API switches an order's method while its payment is Pending or Failed).
 */
export function usePlaceOrder(customerId: string, unpaid: { orderId: string; type: PaymentMethodType } | null) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [method, setMethod] = useState<PaymentMethodType>(unpaid?.type ?? PAYMENT_METHODS[0].type);
  const [orderId, setOrderId] = useState<string | null>(unpaid?.orderId ?? null);
  const [phase, setPhase] = useState<PlacePhase>(unpaid ? 'unpaid' : 'choose');
  const [approvalId, setApprovalId] = useState<string | null>(null);
  /** Why the terms refused the chosen method (issue 27); cleared when another is chosen. */
  const [refusal, setRefusal] = useState<string | null>(null);
  // A ref, not state: a second press in the same tick must already see the first one.
  const busy = useRef(false);
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  useEffect(() => () => timers.current.forEach(clearTimeout), []);

  const after = (ms: number, to: string) => timers.current.push(setTimeout(() => navigate(to), ms));

  /** The order left the cart: reload the (now empty) cart and forget the checkout step. */
  const orderPlaced = () => {
    session.setCheckoutStep(null);
    void dispatch(loadCart(customerId));
  };

  async function pay(id: string, type: PaymentMethodType) {
    if (!isOnline(type)) {
      after(TIMINGS.postPayment, placedPath(id));
      return;
    }
    try {
      if (type === 'NET_30') {
        const reply = await checkoutApi.net30Invoice(id);
        if (reply.message) toast.success(reply.message);
        after(TIMINGS.postPayment, placedPath(id));
        return;
      }
      const reply = await PAYMENT_PAGE[type](id);
      if (!reply.url) throw new Error('No payment page was returned.');
      // The provider's own page (Stripe Checkout or the demo page): a full navigation.
      window.location.assign(reply.url);
    } catch {
      toast.error(PAYMENT_FAILED[type]);
      setPhase('unpaid');
      busy.current = false;
    }
  }

  /** `references`: the buyer's PO number and note (tab 2), already checked by the form. */
  async function place(references: OrderInput) {
    if (busy.current) return;
    busy.current = true;
    setRefusal(null);
    setPhase('processing');
    let reply: OrderCreatedAnswer | ApprovalSentAnswer;
    try {
      reply = await createOnce(customerId, method, references);
    } catch (err) {
      busy.current = false;
      const refused = termsRefusal(err);
      if (refused) {
        setRefusal(refused);
        setPhase('choose');
        return;
      }
      toast.error(orderCreateFailed(err instanceof Error ? err.message : String(err)));
      navigate(paths.orderFailed);
      return;
    }
    if (sentForApproval(reply)) {
      // Over the buyer's limit: no order yet, the cart went into the request (issue 26).
      setApprovalId(reply.result.approval_id);
      setPhase('sent');
      toast.success(SENT_FOR_APPROVAL);
      orderPlaced();
      return;
    }
    setOrderId(reply.result.order_id);
    orderPlaced();
    await pay(reply.result.order_id, method);
  }

  /** Pays the kept order again, with the method now chosen. */
  async function retry() {
    if (busy.current || !orderId || !isOnline(method)) return;
    busy.current = true;
    setPhase('processing');
    await pay(orderId, method);
  }

  const chooseMethod = (type: PaymentMethodType) => {
    setRefusal(null);
    setMethod(type);
  };

  return { method, setMethod: chooseMethod, orderId, approvalId, phase, refusal, place, retry };
}
