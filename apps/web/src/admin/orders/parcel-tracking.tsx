import { formatCalendarDay, type AdminOrderDetail } from '@northbend/shared';
import { formatDateTime } from '../ui/format';

type Tracking = NonNullable<AdminOrderDetail['shipments'][number]['tracking']>;

const EXCEPTION_TITLES: Record<'exception' | 'returned', string> = {
  exception: 'UPS delivery exception',
  returned: 'UPS is returning this parcel',
};

/**
 * What UPS last said of a parcel (issue 30, decision 032): delivered with its day, on its way, or an
 * exception or a return that staff must act on, shown as an alert under the parcel.
 */
export function ParcelTracking({ tracking }: { tracking: Tracking | null }) {
  if (!tracking) return null;
  const checked = tracking.checked_at ? ` · checked ${formatDateTime(tracking.checked_at)}` : '';
  if (tracking.state === 'exception' || tracking.state === 'returned') {
    return (
      <div className="alert alert-warning nb-parcel-alert" role="alert">
        <strong>{EXCEPTION_TITLES[tracking.state]}:</strong> {tracking.status.description || tracking.status.type}
        <span className="nb-cell-sub">Check it with UPS and tell the customer; the dashboard lists it until resolved{checked}.</span>
      </div>
    );
  }
  const said =
    tracking.state === 'delivered'
      ? `Delivered ${tracking.delivered_on ? formatCalendarDay(tracking.delivered_on) : ''}`.trim()
      : tracking.state === 'unknown'
        ? 'UPS has no record of this number yet'
        : tracking.status.description || 'On its way';
  return (
    <span className="nb-cell-sub nb-parcel-status">
      UPS: {said}
      {checked}
    </span>
  );
}
