import { TIMINGS } from '@northbend/shared';
import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../components/use-page-title';
import { useCountdown } from './use-countdown';
import './order-result.scss';

interface OrderResultProps {
  title: string;
  outcome: 'success' | 'failure';
  /** The spec's message (section 2), shown as the heading. */
  message: string;
  note: string;
  /** Where the page goes after 6.5 s, and how the countdown names it. */
  redirect: { to: string; name: string };
}

/** An order or payment result: its message, a countdown to the next page, and links to go now. */
export function OrderResult({ title, outcome, message, note, redirect }: OrderResultProps) {
  usePageTitle(title);
  const orderId = useSearchParams()[0].get('order_id');
  const left = useCountdown(redirect.to, TIMINGS.orderResultRedirect);
  const retryTo = orderId ? paths.payOrder(orderId) : paths.checkout;

  return (
    <div className="nb-result">
      <section className={`nb-result__card nb-result__card--${outcome}`} aria-labelledby="order-result-title">
        <svg className="nb-result__icon" width="72" height="72" viewBox="0 0 24 24" aria-hidden="true">
          <circle cx="12" cy="12" r="10.5" />
          {outcome === 'success' ? <path d="M7 12.5l3.2 3.2L17 9" /> : <path d="M8.5 8.5l7 7M15.5 8.5l-7 7" />}
        </svg>
        <h1 id="order-result-title" className="nb-result__message">
          {message}
        </h1>
        {orderId && (
          <p className="nb-result__order">
            Order number <strong>{orderId}</strong>
          </p>
        )}
        <p className="nb-result__note">{note}</p>
        <p className="nb-result__countdown" aria-live="off">
          Taking you to {redirect.name} in <span className="nb-result__seconds">{left}</span> {left === 1 ? 'second' : 'seconds'}.
        </p>
        <div className="nb-result__actions">
          {orderId && (
            <Link to={paths.orderFocus(orderId)} className="btn btn-primary">
              View your order
            </Link>
          )}
          {redirect.to.startsWith(paths.checkout) ? (
            <Link to={retryTo} className={`btn ${orderId ? 'btn-outline-primary' : 'btn-primary'}`}>
              Back to checkout
            </Link>
          ) : (
            <Link to={paths.home} className={`btn ${orderId ? 'btn-outline-primary' : 'btn-primary'}`}>
              Continue Shopping
            </Link>
          )}
        </div>
      </section>
    </div>
  );
}
