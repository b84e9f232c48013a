import { describe, expect, it } from 'vitest';
import { PageDraftInput } from '@northbend/shared';
import { blockSummary, editorBlocksOf, moved, newBlock, pageBlocksOf } from './editor-blocks';

describe('the page editor’s blocks', () => {
  it('turns the API’s blocks into editor blocks and back, renumbering the order 10, 20, 30…', () => {
    const blocks = editorBlocksOf([
      { cmpBlock_id: 'hero_banner', cmp_block_order: 20, cmpBlock_hero_banner_heading: 'Hi', cmpBlock_hero_banner_image: '' },
      { cmpBlock_id: 'retired_kind', cmp_block_order: 25 },
      { cmpBlock_id: 'content_only', cmp_block_order: 30, cmpBlock_content_only_content: '<p>x</p>' },
    ]);
    expect(blocks.map((b) => b.kind)).toEqual(['hero_banner', 'content_only']);
    expect(new Set(blocks.map((b) => b.key)).size).toBe(2);
    expect(pageBlocksOf(moved(blocks, 1, -1))).toEqual([
      { cmpBlock_id: 'content_only', cmp_block_order: 10, cmpBlock_content_only_content: '<p>x</p>' },
      { cmpBlock_id: 'hero_banner', cmp_block_order: 20, cmpBlock_hero_banner_heading: 'Hi', cmpBlock_hero_banner_image: '' },
    ]);
  });

  it('moves within the list only', () => {
    expect(moved(['a', 'b', 'c'], 0, -1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 2, 1)).toEqual(['a', 'b', 'c']);
    expect(moved(['a', 'b', 'c'], 0, 1)).toEqual(['b', 'a', 'c']);
  });

  it('adds a block of every kind with fields the API accepts as they are', () => {
    const kinds = ['team', 'faq_tabs', 'image_and_content_4', 'contact_details', 'overview_slider'] as const;
    const body = { page_component_list: pageBlocksOf(kinds.map(newBlock)) };
    expect(PageDraftInput.safeParse(body).success).toBe(true);
  });

  it('sums a block up by its first text, else its lists or its picture', () => {
    const [team, slider, image, empty] = editorBlocksOf([
      { cmpBlock_id: 'team', cmp_block_order: 1, cmpBlock_team_heading: '', cmpBlock_team_lists: [{}, {}] },
      { cmpBlock_id: 'overview_slider', cmp_block_order: 2, cmpBlock_overview_slider_images: ['/images/a.png'] },
      { cmpBlock_id: 'full_image', cmp_block_order: 3, cmpBlock_full_image: '/images/content/shop-floor.png' },
      { cmpBlock_id: 'content_only', cmp_block_order: 4, cmpBlock_content_only_content: '<p> </p>' },
    ]);
    expect(blockSummary(team!)).toBe('2 members');
    expect(blockSummary(slider!)).toBe('1 slide');
    expect(blockSummary(image!)).toBe('shop-floor.png');
    expect(blockSummary(empty!)).toBe('Empty');
    const [intro] = editorBlocksOf([
      { cmpBlock_id: 'intro', cmp_block_order: 1, cmpBlock_intro_content: '<h3>Since 1987</h3><p>Sharp &amp; on time</p>' },
    ]);
    expect(blockSummary(intro!)).toBe('Since 1987 Sharp & on time');
  });
});
