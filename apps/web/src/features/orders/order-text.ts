import { PAYMENT_METHODS, type PaymentMethodType } from '@northbend/shared';
import { shopDate, shopDateTime } from '../../lib/shop-time';

/** Order dates in en-US with 12-hour time (spec section 9), e.g. 'Jun 5, 2025, 3:04 PM', in the shop's time zone. */
export const orderDate = (iso: string): string => shopDateTime(iso);

/** A Net 30 due date, given in epoch seconds (spec section 3): its day in the shop's time zone, as the invoice PDF prints it. */
export const dueDate = (epochSeconds: number): string => shopDate(epochSeconds * 1000);

/** The checkout's label of a payment type; an unknown type shows as it is. */
export const paymentLabel = (type: PaymentMethodType | string): string => PAYMENT_METHODS.find((m) => m.type === type)?.label ?? type;

/** The carrier's tracking page of a parcel (the API's tracking_url when it sends one). */
export const upsTrackingUrl = (parcelNumber: string): string => `https://www.ups.com/track?tracknum=${encodeURIComponent(parcelNumber)}`;
