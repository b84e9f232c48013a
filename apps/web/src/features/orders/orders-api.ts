import { MAX_PAGE_SIZE, type BuyAgainAnswer, type Order, type OrderListAnswer, type PaginationInfo } from '@northbend/shared';
import { apiDownload, apiGet, apiPost } from '../../lib/api-client';
import { apiPaths } from '../../lib/api-paths';

/** API paths only this screen calls (spec section 7): here rather than in app/api-paths.ts, which the first page carries. */
const screenPaths = {
  buyAgain: (orderId: string) => `order/${encodeURIComponent(orderId)}/buy-again`,
  companyOrders: `company/orders?page=1&limit=${MAX_PAGE_SIZE}`,
} as const;

/** The customer's orders, newest first (GET order/user/{id}); quiet: the page shows its own failure. */
export const getOrders = (customerId: string, signal?: AbortSignal): Promise<Order[]> =>
  apiGet<OrderListAnswer>(apiPaths.customerOrders(customerId), { quiet: true, signal }).then((b) => b.data.result);

/** An order's PDF with the bearer token (its URL is the API's); a refusal is toasted. */
export const getOrderDocument = (url: string): Promise<Blob> => apiDownload(url);

/** 'Buy again' (POST order/{order_id}/buy-again): the order's lines into the cart; a refusal of the whole call is toasted. */
export const buyAgain = (orderId: string): Promise<BuyAgainAnswer> => apiPost<BuyAgainAnswer>(screenPaths.buyAgain(orderId), {});

/** An order of the company with who placed it (issue 26: GET company/orders, admins only). */
export type CompanyOrder = Order & { placed_by: { _id: string; user_name: string } };

/** The newest orders of every member of the company; quiet: a refusal (no longer an admin) falls back to the customer's own. */
export const getCompanyOrders = (signal?: AbortSignal): Promise<{ orders: CompanyOrder[]; totalCount: number }> =>
  apiGet<{ result: CompanyOrder[]; paginationInfo: PaginationInfo }>(screenPaths.companyOrders, { quiet: true, signal }).then((b) => ({
    orders: b.result,
    totalCount: b.paginationInfo.totalCount,
  }));
