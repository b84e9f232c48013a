import { useEffect, useState } from 'react';
import { apiGet } from '../../app/api-client';
import { apiPaths } from '../../app/api-paths';
import { loadPageDirectory } from '../../components/use-page-directory';
import { orderBlocks, type ContentBlock, type ContentPageData } from './page-blocks';

export type ContentPageState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; pageId: string; blocks: ContentBlock[] };

/**
 * Resolves a URL slug to its page id through the page dropdown, then loads that page's blocks
 * (spec section 2). A slug the dropdown does not know, or a page the API cannot find, is missing.
 * Load failures stay in the console (spec section 8), so the call is quiet.
 */
export function useContentPage(slug: string | undefined): ContentPageState {
  const [state, setState] = useState<ContentPageState>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    setState({ status: 'loading' });
    void (async () => {
      const pageId = (await loadPageDirectory()).find((p) => p.slug === slug)?.value;
      if (controller.signal.aborted) return;
      if (!pageId) return setState({ status: 'missing' });
      try {
        const body = await apiGet<{ data: { result: ContentPageData[] } }>(apiPaths.page(pageId), { quiet: true, signal: controller.signal });
        const page = body.data.result[0];
        setState(page ? { status: 'ready', pageId, blocks: orderBlocks(page.page_component_list) } : { status: 'missing' });
      } catch (err) {
        if ((err as Error).name !== 'AbortError') setState({ status: 'missing' });
      }
    })();
    return () => controller.abort();
  }, [slug]);

  return state;
}
