import { shopClock, shopDate, shopDateTime } from '../../lib/shop-time';

/** Dates as the back office shows them: en-US, in the shop's time zone (SHOP_TIMEZONE, decision 030; money: ui/money.ts). */
export const formatDateTime = (iso: string | null | undefined): string => (iso ? shopDateTime(iso) : '—');
export const formatDate = (iso: string | null | undefined): string => (iso ? shopDate(iso) : '—');
export const formatTime = (iso: string): string => shopClock(iso);

/** 'resend_confirmation' → 'Resend confirmation'; 'order.ship' → 'Order ship'. */
export const humanise = (code: string): string => {
  const text = code.replace(/[._]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};
