import { describe, expect, it } from 'vitest';
import { orderBlocks, pageMetaOf, type RawBlock } from './page-blocks';

const block = (cmpBlock_id: string, cmp_block_order: number, extra: Record<string, unknown> = {}): RawBlock => ({
  cmpBlock_id,
  cmp_block_order,
  ...extra,
});

describe('orderBlocks', () => {
  it('sorts blocks by cmp_block_order', () => {
    const blocks = orderBlocks([block('faq_tabs', 90), block('hero_banner', 20), block('page_meta', 10), block('intro', 30)]);
    expect(blocks.map((b) => b.cmpBlock_id)).toEqual(['page_meta', 'hero_banner', 'intro', 'faq_tabs']);
  });

  it('keeps the server order for equal cmp_block_order', () => {
    const blocks = orderBlocks([block('intro', 5, { cmpBlock_intro_heading: 'a' }), block('intro', 5, { cmpBlock_intro_heading: 'b' })]);
    expect(blocks.map((b) => (b as { cmpBlock_intro_heading?: string }).cmpBlock_intro_heading)).toEqual(['a', 'b']);
  });

  it('leaves out block kinds the storefront does not know', () => {
    expect(orderBlocks([block('marquee', 1), block('content_only', 2)]).map((b) => b.cmpBlock_id)).toEqual(['content_only']);
  });

  it('treats a missing list as no blocks', () => {
    expect(orderBlocks(undefined)).toEqual([]);
  });
});

describe('pageMetaOf', () => {
  it('finds the metadata block, or nothing', () => {
    const blocks = orderBlocks([block('hero_banner', 2), block('page_meta', 1, { cmpBlock_meta_title: 'About Us' })]);
    expect(pageMetaOf(blocks)?.cmpBlock_meta_title).toBe('About Us');
    expect(pageMetaOf(orderBlocks([block('hero_banner', 1)]))).toBeUndefined();
  });
});
