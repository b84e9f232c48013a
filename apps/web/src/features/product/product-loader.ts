import { DEFAULT_PRODUCT_IMAGE, TIMINGS, type ProductDetail } from '@northbend/shared';
import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { earlyLoad, isRefreshing, type EarlyLoad } from '../../lib/early-load';
import { preloadImage, type ImageChoice } from '../../components/responsive-image';
import { getProduct } from './product-api';

// This module is part of the first page's script (router.tsx imports it): keep it small, and let
// it import nothing that only the product screen needs.

/** Spec section 9: the product's content appears 0.5 s after the path changes. */
export const PRODUCT_DISPLAY_DELAY_MS = TIMINGS.productDisplay;

export type ProductLoad = { state: 'loading' } | { state: 'ready'; product: ProductDetail } | { state: 'missing' };

/**
 * The gallery's large picture (product-gallery.tsx): drawn the container's width below 992 px,
 * about half of it beside the summary above.
 */
export const GALLERY_IMAGE: Omit<ImageChoice, 'src'> = {
  widths: [320, 480, 640, 800],
  sizes: '(max-width: 991px) 95vw, (max-width: 1399px) 46vw, 636px',
};

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
export function productLoader({ params }: LoaderFunctionArgs): { product: EarlyLoad<ProductLoad> } {
  if (!params.id) return { product: earlyLoad(Promise.resolve<ProductLoad>({ state: 'missing' })) };
  // The delay is the browser's, on a change of path: a server-rendered page holds the product at
  // once, for its visitor and for crawlers alike (decision 019).
  // A refresh for the customer (prices, after hydration) changes the page in place: no delay either.
  const delay = import.meta.env.SSR || isRefreshing() ? null : new Promise((resolve) => setTimeout(resolve, PRODUCT_DISPLAY_DELAY_MS));
  return { product: earlyLoad(Promise.all([loadProduct(params.id), delay]).then(([load]) => load)) };
}

/**
 * The same product again (e.g. only the query changed) keeps what was loaded, as before loaders; a
 * refresh for the logged-in customer (early-load.ts) loads it again, with prices.
 */
export const productShouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs): boolean =>
  isRefreshing() || currentParams.id !== nextParams.id;
