import type { BuyAgainAnswer, Order, OrderListAnswer } from '@northbend/shared';
import { apiDownload, apiGet, apiPost } from '../../lib/api-client';
import { apiPaths } from '../../lib/api-paths';

/** API paths only this screen calls (spec section 7): here rather than in app/api-paths.ts, which the first page carries. */
const screenPaths = {
  buyAgain: (orderId: string) => `order/${encodeURIComponent(orderId)}/buy-again`,
} as const;

/** The customer's orders, newest first (GET order/user/{id}); quiet: the page shows its own failure. */
export const getOrders = (customerId: string, signal?: AbortSignal): Promise<Order[]> =>
  apiGet<OrderListAnswer>(apiPaths.customerOrders(customerId), { quiet: true, signal }).then((b) => b.data.result);

/** An order's PDF with the bearer token (its URL is the API's); a refusal is toasted. */
export const getOrderDocument = (url: string): Promise<Blob> => apiDownload(url);

/** 'Buy again' (POST order/{order_id}/buy-again): the order's lines into the cart; a refusal of the whole call is toasted. */
export const buyAgain = (orderId: string): Promise<BuyAgainAnswer> => apiPost<BuyAgainAnswer>(screenPaths.buyAgain(orderId), {});
