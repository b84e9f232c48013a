import type { ProductDetailAnswer } from '@northbend/shared';
import { apiGet } from '../../lib/api-client';
import { apiPaths } from '../../lib/api-paths';

/**
 * The product of /:name/:id, for the route's loader (so part of the first page's script; the
 * screen's other call is in similar-products-api.ts). Quiet: a missing product shows 'This product
 * was not found.', and other failures stay in the console (spec section 8).
 */
export const getProduct = (id: string): Promise<ProductDetailAnswer> => apiGet<ProductDetailAnswer>(apiPaths.product(id), { quiet: true });
