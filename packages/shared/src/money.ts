/** Money travels as integer cents inside the server and as dollars with 2 decimals in the API. */
export const centsToDollars = (cents: number): number => Math.round(cents) / 100;

export const dollarsToCents = (dollars: number): number => Math.round(dollars * 100);

const usd = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatPrice = (dollars: number, symbol = '$'): string => `${symbol}${usd.format(dollars)}`;
