import { useLoaderData } from 'react-router';
import { useEarlyLoad } from '../../lib/early-load';
import type { contentPageLoader, ContentPageState } from './content-loader';

export type { ContentPageState } from './content-loader';

const LOADING: ContentPageState = { status: 'loading' };

/**
 * The page at /:slug. Its route's loader (content-loader.ts) started loading it with the
 * navigation; until it is in, the state is 'loading'.
 */
export function useContentPage(): ContentPageState {
  const { page } = useLoaderData<typeof contentPageLoader>();
  return useEarlyLoad(page, LOADING);
}
