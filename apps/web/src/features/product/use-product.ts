import { TIMINGS } from '@northbend/shared';
import { useEffect, useState } from 'react';
import { apiGet } from '../../app/api-client';
import { apiPaths } from '../../app/api-paths';
import type { ProductDetail } from '../../state/types';

/** Spec section 9: the product's content appears 0.5 s after the path changes. */
export const PRODUCT_DISPLAY_DELAY_MS = TIMINGS.productDisplay;

export type ProductLoad = { state: 'loading' } | { state: 'ready'; product: ProductDetail } | { state: 'missing' };

/**
 * Loads one product. A 404, a malformed id (400) or a failed call all end as 'missing': the page
 * then says 'This product was not found.' and the failure stays in the console (spec section 8).
 */
export function useProduct(id: string | undefined): ProductLoad {
  const [load, setLoad] = useState<ProductLoad>({ state: 'loading' });

  useEffect(() => {
    setLoad({ state: 'loading' });
    if (!id) {
      setLoad({ state: 'missing' });
      return;
    }
    const abort = new AbortController();
    const delay = new Promise((resolve) => setTimeout(resolve, PRODUCT_DISPLAY_DELAY_MS));
    const request = apiGet<{ result: ProductDetail }>(apiPaths.product(id), { quiet: true, signal: abort.signal }).then(
      (body): ProductLoad => (body?.result ? { state: 'ready', product: body.result } : { state: 'missing' }),
      (): ProductLoad => ({ state: 'missing' }),
    );
    void Promise.all([request, delay]).then(([result]) => {
      if (!abort.signal.aborted) setLoad(result);
    });
    return () => abort.abort();
  }, [id]);

  return load;
}
