import type { ReactNode } from 'react';
import { SkeletonBar } from '../../components/skeleton';
import type { Customer } from './account-api';

interface CustomerGateProps {
  customer: Customer | null;
  failed: boolean;
  retry: () => void;
  /** Heights of the skeleton bars shown while the customer loads. */
  skeleton: number[];
  children: (customer: Customer) => ReactNode;
}

/** Skeleton while the customer loads, a retry when the load failed, else the screen. */
export function CustomerGate({ customer, failed, retry, skeleton, children }: CustomerGateProps) {
  if (failed) {
    return (
      <div className="nb-profile__failed" role="alert">
        <p>Your profile could not be loaded.</p>
        <button type="button" className="btn btn-outline-primary" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (!customer) {
    return (
      <div role="status" aria-label="Loading your profile">
        {skeleton.map((height, i) => (
          <SkeletonBar key={i} height={height} className={i ? 'mt-4' : ''} />
        ))}
      </div>
    );
  }
  return <>{children(customer)}</>;
}
