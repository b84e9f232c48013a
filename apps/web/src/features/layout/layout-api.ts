import type { ProductSearchAnswer, ProductSummary } from '@northbend/shared';
import { apiPost } from '../../app/api-client';
import { apiPaths } from '../../app/api-paths';

/** The header's product search (POST product/public/search); quiet, as spec section 8 keeps search failures to the console. */
export const searchProducts = (search: string, signal?: AbortSignal): Promise<ProductSummary[]> =>
  apiPost<ProductSearchAnswer>(apiPaths.productSearch, { search }, { signal, quiet: true }).then((b) => b.data.result);
