/**
 * The storefront paths the API builds into emails and payment return URLs, and the file names of
 * the order PDFs: one place, so a link the server sends always lands on a route the storefront
 * has, and a downloaded PDF is named as the server names its attachment.
 */
export const STOREFRONT_PATHS = {
  orders: '/user/order',
  checkout: '/order/checkout',
  /** Payment results (spec section 2; 'faild' is the spec's spelling of the route). */
  paymentSucceeded: '/order/payment/success',
  paymentFailed: '/order/payment/faild',
} as const;

/**
 * The storefront's screens at fixed paths (apps/web/src/app/router.tsx; a web test holds the two
 * lists together). The server answers them 200; a path that is neither one of these nor a
 * product, category or content page that exists answers 404 (issue 13).
 */
export const STOREFRONT_SCREENS: readonly string[] = [
  '/',
  '/search',
  '/tool-finder',
  '/product-variant-example',
  '/privacy-policy',
  '/end-user-license-agreement',
  '/user/login',
  '/user/register',
  '/user/register/success',
  '/user/forget-password',
  '/user/reset-password',
  '/user/verify/register',
  '/user/logout',
  '/user/change-password',
  '/user/profile',
  '/user/profile/update',
  '/user/order',
  '/user/add-to-cart',
  '/user/quick-order',
  '/user/quotes',
  '/user/quotes/new',
  '/user/wishlist',
  '/user/company',
  '/user/invitation',
  '/user/approvals',
  '/order/checkout',
  '/order/process/success',
  '/order/process/faild',
  '/order/payment/success',
  '/order/payment/faild',
];

/** Orders over a buyer's limit (issue 26): the list, and one request, which the admins' emails link to. */
export const APPROVALS_PATH = '/user/approvals';
export const approvalPath = (approvalId: string): string => `${APPROVALS_PATH}/${encodeURIComponent(approvalId)}`;

/** A product's page, /{slug}/{id} ('product' stands in for a missing slug): the storefront's links and the sitemap. */
export const productPath = (slug: string, id: string): string => `/${slug || 'product'}/${id}`;

/**
 * A category's page: a main category's /product/{slug}/{id}, any other's products page
 * /product/{parent slug}/{slug}/{id} (spec section 2): the storefront's links and the sitemap.
 */
export const categoryPath = (slug: string, id: string, parentSlug?: string): string =>
  parentSlug ? `/product/${parentSlug}/${slug}/${id}` : `/product/${slug}/${id}`;

const withOrderId = (path: string, orderId: string) => `${path}?order_id=${encodeURIComponent(orderId)}`;

/** The orders page with one order highlighted and scrolled to (spec section 2). */
export const orderFocusPath = (orderId: string): string => `${STOREFRONT_PATHS.orders}?focus=${encodeURIComponent(orderId)}`;

/** The checkout, offering to pay an order that is placed but not paid. */
export const payOrderPath = (orderId: string): string => withOrderId(STOREFRONT_PATHS.checkout, orderId);

/** Where the payment provider sends the customer back: the success or the failure page. */
export const paymentResultPath = (paid: boolean, orderId: string): string =>
  withOrderId(paid ? STOREFRONT_PATHS.paymentSucceeded : STOREFRONT_PATHS.paymentFailed, orderId);

/** The order details PDF's file name: 'NB-100001-order.pdf'. */
export const orderDetailsPdfName = (orderId: string): string => `${orderId}-order.pdf`;

/** The Net 30 invoice PDF's file name: 'NB-100001-invoice.pdf'. */
export const net30InvoicePdfName = (orderId: string): string => `${orderId}-invoice.pdf`;

/** A return's PDF file name: 'RMA-NB-100001-1.pdf'. */
export const returnPdfName = (rmaNumber: string): string => `${rmaNumber}.pdf`;
