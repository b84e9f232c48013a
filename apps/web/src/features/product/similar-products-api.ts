import type { ProductList, ProductSummary } from '@northbend/shared';
import { apiPost } from '../../lib/api-client';

/** API paths only this screen calls (spec section 7): here rather than in app/api-paths.ts, which the first page carries. */
const screenPaths = {
  productsOfCategories: 'product/public/find/many',
} as const;

/** 'Product Similar Items': products of the same categories, the current one left out; quiet (spec section 8). */
export const getSimilarProducts = (productId: string, categoryIds: string[], signal?: AbortSignal): Promise<ProductSummary[]> =>
  apiPost<ProductList>(screenPaths.productsOfCategories, { findMany: categoryIds, excludeId: productId }, { quiet: true, signal }).then(
    (b) => (b.result ?? []).filter((p) => p._id !== productId),
  );
