import { paths } from '../../lib/paths';

// The quote screens' storefront paths, beside the list's in app/paths.ts (the header's menu links it).
export const quotePagePaths = {
  list: paths.quotes,
  request: paths.quoteRequest,
  /** A quote's details, as the emails link to it. */
  quote: (quoteNumber: string) => `${paths.quotes}?${new URLSearchParams({ quote: quoteNumber }).toString()}`,
} as const;
