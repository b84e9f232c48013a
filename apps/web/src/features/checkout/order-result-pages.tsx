import { useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { OrderResult } from './order-result';

const HOME = { to: paths.home, name: 'the store' };

/** /order/process/success: placed (cash on delivery, Net 30). */
export function OrderPlacedPage() {
  return (
    <OrderResult
      title="Order Placed"
      outcome="success"
      message="Your order has been placed successfully!"
      note="A confirmation is on its way to your inbox. You can follow the order under Your Order."
      redirect={HOME}
    />
  );
}

/** /order/process/faild: the order could not be created. */
export function OrderFailedPage() {
  return (
    <OrderResult
      title="Order Failed"
      outcome="failure"
      message="Failed to place your order. Please try again later."
      note="Nothing was charged and your cart is unchanged."
      redirect={HOME}
    />
  );
}

/** /order/payment/success: the provider confirmed the payment (card or bank transfer). */
export function PaymentSucceededPage() {
  return (
    <OrderResult
      title="Payment Successful"
      outcome="success"
      message="Payment successful! Your order has been placed successfully."
      note="Your receipt is on its way to your inbox. You can follow the order under Your Order."
      redirect={HOME}
    />
  );
}

/** /order/payment/faild: back to the checkout, which offers to pay the same order again. */
export function PaymentFailedPage() {
  const orderId = useSearchParams()[0].get('order_id');
  return (
    <OrderResult
      title="Payment Failed"
      outcome="failure"
      message="Payment failed. Please try again later."
      note={orderId ? 'Your order is saved: you can pay it again from the checkout.' : 'No money was taken.'}
      redirect={{ to: orderId ? paths.payOrder(orderId) : paths.checkout, name: 'the checkout' }}
    />
  );
}
