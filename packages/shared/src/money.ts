/** Money travels as integer cents inside the server and as dollars with 2 decimals in the API. */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

// Made at the first price shown, not when the module loads: the first NumberFormat costs a phone
// tens of milliseconds of the first page's script time (ICU data), and a visitor sees no price.
let usd: Intl.NumberFormat | undefined;

export const formatPrice = (dollars: number, symbol = '$'): string =>
  `${symbol}${(usd ??= new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })).format(dollars)}`;
