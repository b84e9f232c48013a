import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminOrderDetail } from '@northbend/shared';
import { ShipmentsPanel } from './order-panels';

// Issue 30 item 2: what UPS said of each parcel, on the back office's order page.

type Shipment = AdminOrderDetail['shipments'][number];
const shipment = (tracking_number: string, tracking: Shipment['tracking']): Shipment => ({
  carrier: 'UPS',
  tracking_number,
  tracking_url: `https://www.ups.com/track?tracknum=${tracking_number}`,
  createdAt: '2026-11-25T15:00:00.000Z',
  staff_name: 'Warehouse Tester',
  tracking,
});

const orderWith = (shipments: Shipment[], over: Partial<AdminOrderDetail> = {}) =>
  ({ shipments, delivered_at: null, delivery_date: null, ...over }) as unknown as AdminOrderDetail;

describe('Shipments panel: UPS tracking', () => {
  it('shows a delivery exception as an alert under its parcel, and the other parcel as on its way', () => {
    render(
      <ShipmentsPanel
        order={orderWith([
          shipment('1Z999AA10100000004', {
            state: 'exception',
            status: { type: 'X', code: '48', description: 'The receiver was not available for delivery.' },
            delivered_on: null,
            checked_at: '2026-11-27T18:00:00.000Z',
          }),
          shipment('1Z999AA10100000005', {
            state: 'moving',
            status: { type: 'I', code: 'DP', description: 'Departed from Facility' },
            delivered_on: null,
            checked_at: '2026-11-27T18:00:00.000Z',
          }),
        ])}
      />,
    );
    const [exceptional, moving] = screen.getAllByRole('listitem');
    expect(within(exceptional).getByRole('alert')).toHaveTextContent(
      'UPS delivery exception: The receiver was not available for delivery.',
    );
    expect(within(moving).queryByRole('alert')).toBeNull();
    expect(moving).toHaveTextContent('UPS: Departed from Facility');
  });

  it('says when UPS delivered the order, and that a returned parcel comes back', () => {
    render(
      <ShipmentsPanel
        order={orderWith(
          [
            shipment('1Z999AA10100000001', {
              state: 'delivered',
              status: { type: 'D', code: 'FS', description: 'DELIVERED' },
              delivered_on: '2026-11-27',
              checked_at: '2026-11-27T20:00:00.000Z',
            }),
            shipment('1Z999AA10100000002', {
              state: 'returned',
              status: { type: 'RS', code: 'RS', description: 'Returned to Sender' },
              delivered_on: null,
              checked_at: '2026-11-27T20:00:00.000Z',
            }),
          ],
          { delivery_date: '2026-11-27', delivered_at: '2026-11-27T20:00:00.000Z' },
        )}
      />,
    );
    const [delivered, returned] = screen.getAllByRole('listitem');
    expect(delivered).toHaveTextContent('UPS: Delivered Nov 27, 2026');
    expect(within(returned).getByRole('alert')).toHaveTextContent('UPS is returning this parcel: Returned to Sender');
    expect(screen.getByText('UPS delivered it on Nov 27, 2026')).toBeInTheDocument();
  });

  it('shows nothing of UPS for a parcel not asked about yet', () => {
    render(<ShipmentsPanel order={orderWith([shipment('1Z999AA10100000003', null)])} />);
    expect(screen.getByRole('listitem')).not.toHaveTextContent('UPS:');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
