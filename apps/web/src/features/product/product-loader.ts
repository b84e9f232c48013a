import { DEFAULT_PRODUCT_IMAGE, TIMINGS, type ProductDetail, type ProductSummary } from '@northbend/shared';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { earlyLoad, isRefreshing, type EarlyLoad } from '../../lib/early-load';
import { preloadImage } from '../../components/responsive-image';
import { GALLERY_IMAGE } from './gallery-image';

export { GALLERY_IMAGE } from './gallery-image';
import { getProduct } from './product-api';

// This module is part of the first page's script (router.tsx imports it): keep it small, and let
// it import nothing that only the product screen needs.

/** Spec section 9: the product's content appears 0.5 s after the path changes. */
export const PRODUCT_DISPLAY_DELAY_MS = TIMINGS.productDisplay;

export type ProductLoad = { state: 'loading' } | { state: 'ready'; product: ProductDetail } | { state: 'missing' };

/**
 * Loads one product. A 404, a malformed id (400) or a failed call all end as 'missing': the page
 * then says 'This product was not found.' and the failure stays in the console (spec section 8).
 * Never rejects. The first picture (the page's LCP) is fetched as soon as its address is known.
 */
function loadProduct(id: string): Promise<ProductLoad> {
  return getProduct(id).then(
    (body): ProductLoad => {
      if (!body?.result) return { state: 'missing' };
      preloadImage({ src: body.result.product_images[0] || DEFAULT_PRODUCT_IMAGE, ...GALLERY_IMAGE });
      return { state: 'ready', product: body.result };
    },
    (): ProductLoad => ({ state: 'missing' }),
  );
}

/**
 * /:name/:id's loader: starts the product and the display delay with the navigation, in parallel
 * with the screen's code (a static loader runs beside `lazy`), and returns without waiting for
 * them, so the screen shows its skeleton until both are done.
 */
export function productLoader({ params }: LoaderFunctionArgs): ProductLoaderData {
  if (!params.id) return { product: earlyLoad(Promise.resolve<ProductLoad>({ state: 'missing' })) };
  // The delay is the browser's, on a change of path: a server-rendered page holds the product at
  // once, for its visitor and for crawlers alike (decision 019).
  // A refresh for the customer (prices, after hydration) changes the page in place: no delay either.
  const delay = import.meta.env.SSR || isRefreshing() ? null : new Promise((resolve) => setTimeout(resolve, PRODUCT_DISPLAY_DELAY_MS));
  const product = Promise.all([loadProduct(params.id), delay]).then(([load]) => load);
  // The server draws the similar items into the page: an island document runs no effect that
  // would fetch them (decision 035). The browser's screen fetches its own (similar-products.tsx).
  if (import.meta.env.SSR) return { product: earlyLoad(product), similar: earlyLoad(product.then(similarTo)) };
  return { product: earlyLoad(product) };
}

export interface ProductLoaderData {
  product: EarlyLoad<ProductLoad>;
  /** Server only: 'Product Similar Items'. */
  similar?: EarlyLoad<ProductSummary[]>;
}

/** Quiet, as in the browser (spec section 8): no similar items rather than a failed page. */
const similarTo = (load: ProductLoad): Promise<ProductSummary[]> =>
  load.state === 'ready' && load.product.product_category_ids.length > 0
    ? import('./similar-products-api')
        .then(({ getSimilarProducts }) => getSimilarProducts(load.product._id, load.product.product_category_ids))
        .catch(() => [])
    : Promise.resolve([]);

/**
 * The same product again (e.g. only the query changed) keeps what was loaded, as before loaders; a
 * refresh for the logged-in customer (early-load.ts) loads it again, with prices.
 */
export const productShouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs): boolean =>
  isRefreshing() || currentParams.id !== nextParams.id;
