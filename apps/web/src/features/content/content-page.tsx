import { useEffect, type ComponentType } from 'react';
import { BlockSkeleton } from '../../components/skeleton';
import { EmptyState } from '../../components/empty-state';
import { setMetaTag, usePageTitle } from '../../components/use-page-title';
import { NotFoundPage } from '../../components/not-found-page';
import { BLOCK_COMPONENTS } from './block-registry';
import { pageMetaOf, type ContentBlock } from './page-blocks';
import { useContentPage } from './use-content-page';
import './content.scss';

/** Title '{meta title} - {Brand}' ('Title Not Set - {Brand}' without one), description and keywords. */
function usePageMeta(blocks: readonly ContentBlock[]) {
  const meta = pageMetaOf(blocks);
  usePageTitle(meta?.cmpBlock_meta_title);
  useEffect(() => {
    setMetaTag('description', meta?.cmpBlock_meta_description ?? '');
    setMetaTag('keywords', meta?.cmpBlock_meta_keywords ?? '');
  }, [meta?.cmpBlock_meta_description, meta?.cmpBlock_meta_keywords]);
}

function PageBlocks({ blocks }: { blocks: ContentBlock[] }) {
  usePageMeta(blocks);
  const visible = blocks.filter((b) => b.cmpBlock_id !== 'page_meta');
  if (!visible.length) return <EmptyState heading="This page has no content yet" />;
  return (
    <>
      {visible.map((block, i) => {
        const Block = BLOCK_COMPONENTS[block.cmpBlock_id] as ComponentType<{ block: ContentBlock }>;
        return <Block key={`${block.cmpBlock_id}-${block.cmp_block_order}-${i}`} block={block} />;
      })}
    </>
  );
}

/**
 * A content page at /:slug (spec section 2): the slug names a page through the page dropdown; its
 * blocks render in cmp_block_order, one component per kind. Unknown slugs get the not-found page.
 * The route's loader (content-loader.ts) fetches the page while this screen's code loads.
 */
export function ContentPage() {
  const page = useContentPage();
  if (page.status === 'missing') return <NotFoundPage />;
  if (page.status === 'loading') return <BlockSkeleton />;
  return (
    <div className="nb-content-page" data-page-id={page.pageId}>
      <PageBlocks key={page.pageId} blocks={page.blocks} />
    </div>
  );
}
