import type { ProductSearchAnswer, ProductSummary } from '@northbend/shared';
import { apiPost } from '../../lib/api-client';
import { apiPaths } from '../../lib/api-paths';

/** The header's product search (POST product/public/search); quiet, as spec section 8 keeps search failures to the console. */
export const searchProducts = (search: string, signal?: AbortSignal): Promise<ProductSummary[]> =>
  apiPost<ProductSearchAnswer>(apiPaths.productSearch, { search }, { signal, quiet: true }).then((b) => b.data.result);
