import { useEffect, useState } from 'react';
import type { PageLink } from '@northbend/shared';
import { getPageDirectory } from './lookup-api';

// The page dropdown changes only when an editor adds a page: fetch it once per visit.
let cached: Promise<PageLink[]> | null = null;

export function loadPageDirectory(): Promise<PageLink[]> {
  // The server renderer serves every visitor and must see an editor's new page at once: no cache.
  if (import.meta.env.SSR) return getPageDirectory().catch(() => []);
  cached ??= getPageDirectory().catch(() => {
    cached = null;
    return [];
  });
  return cached;
}

/** The content pages' slugs by page id, from the page dropdown call (spec section 2). */
export function usePageDirectory(): PageLink[] {
  const [pages, setPages] = useState<PageLink[]>([]);
  useEffect(() => {
    let live = true;
    void loadPageDirectory().then((p) => live && setPages(p));
    return () => {
      live = false;
    };
  }, []);
  return pages;
}

export const slugOf = (pages: PageLink[], pageId: string): string | undefined => pages.find((p) => p.value === pageId)?.slug;
