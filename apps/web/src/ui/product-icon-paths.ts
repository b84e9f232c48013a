/**
 * The product page's line icons as paths on the 24-unit grid: drawn by the client application's
 * React icons (product-icons.tsx) and by the product page's islands alike.
 */
export const PRODUCT_ICON_PATHS = {
  heart: 'M12 20s-7-4.4-7-10a4 4 0 017-2.6A4 4 0 0119 10c0 5.6-7 10-7 10z',
  cart: 'M3 4h2l2.4 11.2a1 1 0 001 .8h9.2a1 1 0 001-.8L20 8H6.2M9 20.5a.5.5 0 110-1 .5.5 0 010 1zm8 0a.5.5 0 110-1 .5.5 0 010 1z',
  info: 'M12 22a10 10 0 100-20 10 10 0 000 20zm0-6v-5m0-3h.01',
  zoom: 'M11 18a7 7 0 100-14 7 7 0 000 14zm9 3l-4-4M11 8v6M8 11h6',
  check: 'M5 12.5l4.5 4.5L19 7.5',
  trash: 'M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3',
  left: 'M15 18l-6-6 6-6',
  right: 'M9 6l6 6-6 6',
  down: 'M6 9l6 6 6-6',
  up: 'M6 15l6-6 6 6',
} as const;

export type ProductIconName = keyof typeof PRODUCT_ICON_PATHS;
