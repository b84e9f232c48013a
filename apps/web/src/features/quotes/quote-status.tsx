import type { QuoteStatus } from '@northbend/shared';
import { STATUS_TONE } from './quote-text';

/** A quote's status as a small label ('In your cart' when its lines wait there). */
export function QuoteStatusBadge({ status, inCart = false }: { status: QuoteStatus; inCart?: boolean }) {
  return (
    <span className={`nb-quote-status nb-quote-status--${inCart && status === 'Quoted' ? 'cart' : STATUS_TONE[status]}`}>
      {inCart && status === 'Quoted' ? 'In your cart' : status}
    </span>
  );
}
