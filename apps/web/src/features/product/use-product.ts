import { useLoaderData } from 'react-router';
import { useEarlyLoad } from '../../lib/early-load';
import type { productLoader, ProductLoad } from './product-loader';

export type { ProductLoad } from './product-loader';

const LOADING: ProductLoad = { state: 'loading' };

/**
 * The product at /:name/:id. Its route's loader (product-loader.ts) started loading it, and the
 * spec's 0.5 s display delay, with the navigation; until both are done the state is 'loading'.
 */
export function useProduct(): ProductLoad {
  const { product } = useLoaderData<typeof productLoader>();
  return useEarlyLoad(product, LOADING);
}
