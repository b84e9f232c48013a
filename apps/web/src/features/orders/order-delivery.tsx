import { formatCalendarDay, type Order } from '@northbend/shared';
import { upsTrackingUrl } from './order-text';

/** Where the order goes and how to follow the parcel: a UPS link or 'Tracking ID not available'. */
export function OrderDelivery({ order }: { order: Order }) {
  const a = order.customer_shipping.shipment_address;
  const { parcel_number: parcel, tracking_url: trackingUrl, status, delivery_date: deliveredOn } = order.customer_shipping.shipment_details;
  const cityLine = [a.customer_city, [a.customer_state, a.customer_zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <div className="nb-order__block">
      <h3 className="nb-order__label">Shipping address</h3>
      <address className="nb-order__address">
        <strong>{a.customer_name}</strong>
        {a.customer_company && <span>{a.customer_company}</span>}
        <span>{a.customer_address}</span>
        {a.customer_secondary_address && <span>{a.customer_secondary_address}</span>}
        <span>{cityLine}</span>
        <span>{a.customer_country}</span>
        {a.customer_phone_number && <span>{a.customer_phone_number}</span>}
      </address>
      <h3 className="nb-order__label">Tracking</h3>
      <p className="nb-order__fact">
        Shipping status: <strong>{status}</strong>
      </p>
      {deliveredOn && (
        <p className="nb-order__fact">
          Delivered on <strong>{formatCalendarDay(deliveredOn)}</strong>
        </p>
      )}
      {parcel ? (
        <p className="nb-order__fact">
          UPS parcel{' '}
          <a href={trackingUrl ?? upsTrackingUrl(parcel)} target="_blank" rel="noopener noreferrer">
            {parcel}
            <span className="visually-hidden"> (opens in a new tab)</span>
          </a>
        </p>
      ) : (
        <p className="nb-order__fact nb-order__muted">Tracking ID not available</p>
      )}
    </div>
  );
}
