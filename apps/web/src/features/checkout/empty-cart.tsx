import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/empty-state';

/** Checkout with nothing to order (spec section 5). */
export function EmptyCart() {
  return (
    <EmptyState heading="Please add items to your cart before proceeding.">
      <Link to={paths.home} className="btn btn-primary mt-2">
        Continue Shopping
      </Link>
    </EmptyState>
  );
}
