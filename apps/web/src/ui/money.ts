import { formatPrice } from '@northbend/shared';

/**
 * An amount as both pages show it: '$1,234.50' through packages/shared's formatPrice, the one
 * money format of the shop. Orders carry their currency in Stripe's lower case ('usd'); the shop
 * sells in US dollars, so another currency (none so far) shows its code rather than a wrong '$'.
 */
export const formatMoney = (amount: number, currency = 'USD'): string => {
  const code = currency.toUpperCase();
  return formatPrice(amount, code === 'USD' ? '$' : `${code} `);
};
