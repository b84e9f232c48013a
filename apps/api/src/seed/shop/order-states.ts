import { EXTRA_PAYMENT_TEXTS, type PaymentMethodType } from '@northbend/shared';
import type { orders, OrderEmailKind, paymentEvents } from '../../db/schema/index.js';
import { pickInt } from '../catalog/util.js';

type Rng = () => number;
type OrderValues = typeof orders.$inferInsert;

/** Where a demo order stands; each state sets the columns and history an order in it would have. */
export type DemoState =
  | 'placed'
  | 'paid'
  | 'paid_twice'
  | 'shipped'
  | 'delivered'
  | 'cod_open'
  | 'transfer_awaiting'
  | 'net30_overdue'
  | 'net30_open'
  | 'card_failed'
  | 'cancelled'
  | 'cancelled_refunded';

const CANCEL_REASONS = [
  'Customer ordered the wrong station size; reordering as B-station.',
  'Duplicate of an order placed by phone.',
  'Customer cancelled: the press brake job was postponed.',
];

const HOUR = 3_600_000;

export interface History {
  events: (typeof paymentEvents.$inferInsert)[];
  emails: { kind: OrderEmailKind; at: Date }[];
  shipments: { trackingNumber: string; at: Date }[];
}

const hex = (rng: Rng, n: number) => Array.from({ length: n }, () => Math.floor(rng() * 16).toString(16)).join('');
const upsNumber = (rng: Rng) =>
  `1Z${Array.from({ length: 16 }, () => '0123456789ABCDEFGHJKLMNPRSTUVWXY'[Math.floor(rng() * 32)]).join('')}`;

/** The columns and history of one demo order in its state. */
export function stateOf(rng: Rng, state: DemoState, type: PaymentMethodType, placedAt: Date, totalCents: number, now: Date) {
  const h: History = { events: [], emails: [], shipments: [] };
  const at = (hours: number) => new Date(Math.min(placedAt.getTime() + hours * HOUR, now.getTime() - 60_000));
  const prefix = type === 'BANK_TRANSFER' ? 'demo_bt' : type === 'NET_30' ? 'demo_in' : 'demo_cs';
  const reference = `${prefix}_${hex(rng, 32)}`;
  const dueDate = Math.floor(placedAt.getTime() / 1000) + 30 * 86_400;
  const event = (type: string, outcome: string, when: Date) =>
    h.events.push({ eventId: `demo_evt_${hex(rng, 24)}`, provider: 'demo', type, outcome, receivedAt: when });
  const values: Partial<OrderValues> = { status: 'Pending', shippingStatus: 'Pending', paymentStatus: 'Pending', paymentResponse: {} };
  h.emails.push({ kind: 'confirmation', at: placedAt });

  // How the order was paid, or where its payment stands.
  const paidOnline = (when: Date) => {
    const from = type === 'BANK_TRANSFER' ? 'Awaiting Payment' : type === 'NET_30' ? 'unpaid' : 'Pending';
    const kind =
      type === 'NET_30'
        ? 'invoice.paid'
        : type === 'BANK_TRANSFER'
          ? 'checkout.session.async_payment_succeeded'
          : 'checkout.session.completed';
    event(kind, `applied: ${from} → Paid`, when);
    h.emails.push({ kind: 'payment', at: when });
    values.paymentStatus = 'Paid';
    values.status = 'Processing';
    values.paymentResponse = {
      provider: 'demo',
      reference,
      paid_reference: reference,
      paid_at: Math.floor(when.getTime() / 1000),
      ...(type === 'NET_30' && { due_date: dueDate }),
    };
  };
  const paidByHand = (when: Date, ref: string) => {
    h.events.push({
      eventId: `manual_${hex(rng, 32)}`,
      provider: 'manual',
      type: 'manual.payment_recorded',
      outcome: `applied: Pending → Paid (reference ${ref})`,
      receivedAt: when,
    });
    h.emails.push({ kind: 'payment', at: when });
    values.paymentStatus = 'Paid';
    values.paymentResponse = { paid_by_hand: { reference: ref, staff_email: 'sales@northbend.example', at: when.toISOString() } };
  };
  const ship = (when: Date) => {
    const trackingNumber = upsNumber(rng);
    h.shipments.push({ trackingNumber, at: when });
    h.emails.push({ kind: 'shipped', at: when });
    values.status = values.status === 'Pending' ? 'Processing' : values.status;
    values.shippingStatus = 'Shipped';
    values.parcelNumber = trackingNumber;
    values.shippedAt = when;
  };
  const awaitPayment = () => {
    if (type === 'NET_30') {
      values.paymentStatus = 'unpaid';
      values.paymentResponse = { provider: 'demo', reference, due_date: dueDate };
    } else if (type === 'BANK_TRANSFER') {
      values.paymentStatus = 'Awaiting Payment';
      values.paymentResponse = { provider: 'demo', reference, hosted_url: `/demo-pay/bank-transfer/${reference}` };
      event('checkout.session.completed', 'applied: Pending → Awaiting Payment', at(1));
    }
  };

  switch (state) {
    case 'placed':
      values.paymentResponse = { provider: 'demo', reference, hosted_url: `/demo-pay/checkout/${reference}` };
      break;
    case 'paid':
      if (type === 'NET_30') awaitPayment();
      paidOnline(at(type === 'CREDIT_CARD' ? 0.1 : 20));
      break;
    case 'shipped':
      if (type === 'CREDIT_CARD') paidOnline(at(0.1));
      else awaitPayment();
      ship(at(pickInt(rng, 20, 44)));
      break;
    case 'delivered': {
      if (type === 'COD') {
        ship(at(24));
        paidByHand(at(24 + 72), `COD receipt ${pickInt(rng, 1000, 9999)}`);
      } else {
        if (type !== 'CREDIT_CARD') awaitPayment();
        paidOnline(at(type === 'CREDIT_CARD' ? 0.1 : type === 'NET_30' ? 20 * 24 : 30));
        ship(at(type === 'BANK_TRANSFER' ? 40 : 24));
      }
      values.status = 'Delivered';
      values.shippingStatus = 'Delivered';
      values.deliveredAt = at(pickInt(rng, 4, 6) * 24);
      break;
    }
    case 'paid_twice': {
      // The customer paid a second card checkout they had left open: staff must refund it.
      paidOnline(at(0.1));
      const when = at(0.3);
      const eventId = `demo_evt_${hex(rng, 24)}`;
      h.events.push({
        eventId,
        provider: 'demo',
        type: 'checkout.session.completed',
        outcome: `flagged: ${EXTRA_PAYMENT_TEXTS.paid_twice}`,
        receivedAt: when,
      });
      values.paymentAttention = [
        {
          reason: 'paid_twice',
          provider: 'demo',
          reference: `demo_cs_${hex(rng, 32)}`,
          amountCents: totalCents,
          currency: 'usd',
          eventId,
          at: when.toISOString(),
          open: true,
        },
      ];
      break;
    }
    case 'cod_open':
      break;
    case 'transfer_awaiting':
      awaitPayment();
      break;
    case 'net30_overdue':
      awaitPayment();
      event('invoice.overdue', 'applied: unpaid → Overdue', new Date(dueDate * 1000 + HOUR));
      h.emails.push({ kind: 'payment', at: new Date(dueDate * 1000 + HOUR) });
      values.paymentStatus = 'Overdue';
      break;
    case 'net30_open':
      awaitPayment();
      break;
    case 'card_failed':
      values.paymentStatus = 'Failed';
      values.paymentResponse = { provider: 'demo', reference, attempt: 2 };
      event('checkout.session.expired', 'applied: Pending → Failed', at(24));
      h.emails.push({ kind: 'payment', at: at(24) });
      break;
    case 'cancelled':
    case 'cancelled_refunded': {
      if (state === 'cancelled_refunded') paidOnline(at(0.1));
      else awaitPayment();
      const cancelledAt = at(pickInt(rng, 3, 30));
      values.status = 'Cancelled';
      values.cancelReason = CANCEL_REASONS[pickInt(rng, 0, CANCEL_REASONS.length - 1)];
      values.cancelledAt = cancelledAt;
      if (state === 'cancelled_refunded')
        values.refund = {
          provider: 'demo',
          reference: `demo_re_${hex(rng, 32)}`,
          amountCents: totalCents,
          status: 'succeeded',
          created_at: cancelledAt.toISOString(),
        };
      h.emails.push({ kind: 'cancelled', at: cancelledAt });
      break;
    }
  }
  return { values, history: h };
}
