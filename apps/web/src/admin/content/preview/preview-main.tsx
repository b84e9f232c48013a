import { StrictMode, useEffect, useState, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { MemoryRouter } from 'react-router';
import type { AdminPageBlock } from '@northbend/shared';
// The storefront's own block components and ordering: vite.config.ts gives this page its own
// copies of them (and of the libraries they use), so the storefront's chunks stay as they are.
import { BLOCK_COMPONENTS } from '../../../features/content/block-registry';
import { orderBlocks, type ContentBlock, type RawBlock } from '../../../features/content/page-blocks';
import { previewMessageOf, type PreviewMessage } from './preview-protocol';
import './preview.scss';

// zod (lazy chunks) probes once whether eval works, with new Function(''): under the shop's CSP,
// which has no 'unsafe-eval', that probe is a reported violation. Its jitless mode skips the probe;
// zod reads this config from globalThis (decision 018). One statement per HTML entry: a shared
// module would become a chunk of its own on the storefront's first page.
Object.assign(((globalThis as { __zod_globalConfig?: object }).__zod_globalConfig ??= {}), { jitless: true });

/** The blocks as the storefront's content page draws them (features/content/content-page.tsx). */
function PreviewBlocks({ blocks }: { blocks: ContentBlock[] }) {
  const visible = blocks.filter((b) => b.cmpBlock_id !== 'page_meta');
  if (!visible.length) {
    return (
      <div className="nb-empty text-center py-5">
        <h2 className="h5">This page has no content yet</h2>
      </div>
    );
  }
  return (
    <div className="nb-content-page">
      {visible.map((block, i) => {
        const Block = BLOCK_COMPONENTS[block.cmpBlock_id] as ComponentType<{ block: ContentBlock }>;
        return <Block key={`${block.cmpBlock_id}-${i}`} block={block} />;
      })}
    </div>
  );
}

/** Waits for the editor's blocks; each new list redraws the page. */
function Preview() {
  const [blocks, setBlocks] = useState<ContentBlock[] | null>(null);
  useEffect(() => {
    const onMessage = (event: MessageEvent) => {
      if (event.source !== window.parent) return;
      const message = previewMessageOf(event);
      if (message?.type === 'northbend-preview-blocks') setBlocks(orderBlocks(message.blocks as RawBlock[]));
    };
    window.addEventListener('message', onMessage);
    window.parent.postMessage({ type: 'northbend-preview-ready' } satisfies PreviewMessage, window.location.origin);
    return () => window.removeEventListener('message', onMessage);
  }, []);
  if (!blocks) return null;
  // The path of a content page, so the hero banner's 1-second activation runs as on the shop.
  return (
    <MemoryRouter initialEntries={['/preview']}>
      <PreviewBlocks blocks={blocks} />
    </MemoryRouter>
  );
}

// A preview shows links and the contact form; it does not follow or send them.
document.addEventListener('click', (event) => (event.target as Element | null)?.closest?.('a') && event.preventDefault(), true);
document.addEventListener('submit', (event) => event.preventDefault(), true);

export type { AdminPageBlock };

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Preview />
  </StrictMode>,
);
