import type { ProductList, ProductSummary } from '@northbend/shared';
import { apiPost } from '../../app/api-client';
import { apiPaths } from '../../app/api-paths';

/** 'Product Similar Items': products of the same categories, the current one left out; quiet (spec section 8). */
export const getSimilarProducts = (productId: string, categoryIds: string[], signal?: AbortSignal): Promise<ProductSummary[]> =>
  apiPost<ProductList>(apiPaths.productsOfCategories, { findMany: categoryIds, excludeId: productId }, { quiet: true, signal }).then((b) =>
    (b.result ?? []).filter((p) => p._id !== productId),
  );
