import { formatPrice, type QuoteStatus } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { shopDate, shopDateTime } from '../../lib/shop-time';

export const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

/** A moment as the day it was in the shop ('Nov 26, 2026'), the same look as a quote's days. */
export const quoteDate = (iso: string) => shopDate(iso);

/** A message's time, en-US with 12-hour time as the shop's order dates (spec section 9). */
export const messageTime = (iso: string) => shopDateTime(iso);

/** The badge's colour family; the word itself carries the meaning. */
export const STATUS_TONE: Record<QuoteStatus, 'wait' | 'offer' | 'done' | 'closed' | 'over'> = {
  Requested: 'wait',
  Quoted: 'offer',
  Ordered: 'done',
  Declined: 'closed',
  Expired: 'over',
};
