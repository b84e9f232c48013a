import type { LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import { earlyLoad, type EarlyLoad } from '../../lib/early-load';
import { loadPageDirectory } from '../../components/use-page-directory';
import { preloadImage, type ImageChoice } from '../../components/responsive-image';
import { getContentPage } from './content-api';
import { orderBlocks, type ContentBlock } from './page-blocks';

// This module is part of the first page's script (router.tsx imports it): keep it small, and let
// it import nothing that only the content screen needs.

export type ContentPageState = { status: 'loading' } | { status: 'missing' } | { status: 'ready'; pageId: string; blocks: ContentBlock[] };

/**
 * The hero banner's picture (blocks/hero-banner-block.tsx draws it with these settings). Below
 * 768 px, object-fit: cover draws it about 840 px wide in its 280 px-high box; counting it as
 * 512 px lets a 2x phone take the 1024 px WebP (11 KB), sharp enough under the dark overlay,
 * instead of the 1920 px one. Full width from 768 px.
 */
export const HERO_IMAGE: Omit<ImageChoice, 'src'> = {
  widths: [640, 768, 1024, 1280, 1600, 1920],
  sizes: '(max-width: 767px) 512px, 100vw',
};

/**
 * Resolves a URL slug to its page id through the page dropdown (fetched once per visit, shared with
 * the header and footer), then loads that page's blocks (spec section 2). A slug the dropdown does
 * not know, or a page the API cannot find, is missing. Load failures stay in the console (spec
 * section 8), so the calls are quiet. Never rejects.
 */
async function loadContentPage(slug: string | undefined): Promise<ContentPageState> {
  const pageId = (await loadPageDirectory()).find((p) => p.slug === slug)?.value;
  if (!pageId) return { status: 'missing' };
  try {
    const page = await getContentPage(pageId);
    if (!page) return { status: 'missing' };
    const blocks = orderBlocks(page.page_component_list);
    // The hero is the largest picture above the fold (the LCP): fetch it now, while the content
    // screen's code may still be on its way, rather than once the screen has drawn the banner.
    const hero = blocks.find((b): b is ContentBlock<'hero_banner'> => b.cmpBlock_id === 'hero_banner')?.cmpBlock_hero_banner_image;
    if (hero) preloadImage({ src: hero, ...HERO_IMAGE });
    return { status: 'ready', pageId, blocks };
  } catch {
    return { status: 'missing' };
  }
}

/**
 * /:slug's loader: starts the page's data with the navigation, in parallel with the screen's code
 * (a static loader runs beside `lazy`), and returns without waiting for it.
 */
export function contentPageLoader({ params }: LoaderFunctionArgs): { page: EarlyLoad<ContentPageState> } {
  return { page: earlyLoad(loadContentPage(params.slug)) };
}

/** The same page again (e.g. only the query changed) keeps what was loaded, as before loaders. */
export const contentPageShouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs): boolean =>
  currentParams.slug !== nextParams.slug;
