import { Link, useSearchParams } from 'react-router';
import { paths } from '../../lib/paths';
import { EmptyState } from '../../components/empty-state';
import { PageBanner } from '../../components/page-banner';
import { SkeletonBar } from '../../components/skeleton';
import { usePageTitle } from '../../components/use-page-title';
import { OrderCard } from './order-card';
import { useOrders } from './use-orders';
import './orders.scss';

/** An admin's count: every order of the company, or the newest of many. */
const companyCount = (shown: number, total: number) =>
  shown < total ? `The newest ${shown} of ${total} company orders` : total === 1 ? '1 company order' : `${total} company orders`;

/**
 * /user/order (auth, banner 'Your Order'): the customer's orders, newest first; ?focus= highlights
 * one. An admin of a company sees every member's orders, each saying who placed it (issue 26).
 */
export function OrdersPage() {
  usePageTitle('Your Order');
  const focus = useSearchParams()[0].get('focus');
  const { orders, company, failed, retry } = useOrders();

  return (
    <>
      <PageBanner title="Your Order" subtitle="Every order with its status, payment, tracking and documents." />
      <div className="container nb-orders">
        {failed ? (
          <div className="nb-orders__failed" role="alert">
            <p>Your orders could not be loaded.</p>
            <button type="button" className="btn btn-outline-primary" onClick={retry}>
              Try again
            </button>
          </div>
        ) : !orders ? (
          <div role="status" aria-label="Loading your orders">
            <SkeletonBar height={320} />
            <SkeletonBar height={320} className="mt-4" />
          </div>
        ) : orders.length === 0 ? (
          <EmptyState heading="No Order Found">
            <Link to={paths.home} className="btn btn-primary mt-2">
              Continue Shopping
            </Link>
          </EmptyState>
        ) : (
          <>
            <p className="nb-orders__count">
              {company ? companyCount(orders.length, company.totalCount) : orders.length === 1 ? '1 order' : `${orders.length} orders`}
            </p>
            <div className="nb-orders__list">
              {orders.map((o, i) => (
                // The newest order starts open: it is the one a buyer most often comes back for.
                <OrderCard
                  key={o._id}
                  order={o}
                  focused={o.order_id === focus}
                  open={i === 0 || o.order_id === focus}
                  placedBy={company && 'placed_by' in o ? o.placed_by.user_name : undefined}
                />
              ))}
            </div>
          </>
        )}
      </div>
    </>
  );
}
