import { escapeHtml } from '@northbend/shared';

/**
 * A page with the shop's time zone (SHOP_TIMEZONE) named in its head, where the storefront's and
 * the back office's scripts read it (apps/web/src/lib/shop-time.ts): every date they show is the
 * shop's, not the browser's (decision 030).
 */
export function withShopTimeZone(html: string, timeZone: string): string {
  const meta = `<meta name="shop-time-zone" content="${escapeHtml(timeZone)}" />`;
  return html.includes('</head>') ? html.replace('</head>', `${meta}\n</head>`) : html;
}
