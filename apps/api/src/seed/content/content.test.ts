import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, PAGE_IDS } from '@northbend/shared';
import type { BlockDef } from './blocks.js';
import { IMG } from './images.js';
import { demoPages } from './pages/index.js';
import { blockRows, BLOCK_ORDER_STEP } from './rows.js';

const allBlocks = demoPages.flatMap((p) => p.blocks);
const ofKind = (kind: string): BlockDef[] => allBlocks.filter((b) => b.kind === kind);
const ALLOWED_TAGS = new Set(['p', 'ul', 'li', 'strong', 'em', 'h3', 'a']);
const HTML_FIELDS = ['cmpBlock_overview_content', 'cmpBlock_image_and_content_content', 'cmpBlock_content_only_content'];

describe('demo content pages', () => {
  it('has the seven spec pages with unique, non-empty slugs', () => {
    expect(demoPages.map((p) => p.id).sort()).toEqual([...PAGE_IDS].sort());
    const slugs = demoPages.map((p) => p.slug);
    expect(new Set(slugs).size).toBe(7);
    expect(slugs.every((s) => /^[a-z]+(-[a-z]+)*$/.test(s))).toBe(true);
    expect(demoPages.find((p) => p.id === 'Home')?.slug).toBe('home');
  });

  it('uses every block kind at least once', () => {
    const used = new Set(allBlocks.map((b) => b.kind));
    expect(BLOCK_KINDS.filter((k) => !used.has(k))).toEqual([]);
  });

  it('starts every page with page_meta then hero_banner, with a real description', () => {
    for (const page of demoPages) {
      expect(page.blocks[0].kind, page.id).toBe('page_meta');
      expect(page.blocks[1].kind, page.id).toBe('hero_banner');
      const meta = page.blocks[0].fields;
      expect(String(meta.cmpBlock_meta_title).length).toBeGreaterThan(0);
      expect(String(meta.cmpBlock_meta_description).length).toBeGreaterThan(60);
      expect(String(meta.cmpBlock_meta_description).length).toBeLessThanOrEqual(160);
      expect(String(meta.cmpBlock_meta_keywords)).toContain(',');
      expect(page.blocks.filter((b) => b.kind === 'page_meta')).toHaveLength(1);
    }
  });

  it('gives blocks unique orders 10, 20, 30… per page and shuffles the insert order', () => {
    const rows = blockRows(demoPages);
    expect(rows).toHaveLength(allBlocks.length);
    for (const page of demoPages) {
      const orders = rows.filter((r) => r.pageId === page.id).map((r) => r.blockOrder);
      expect(new Set(orders).size, page.id).toBe(page.blocks.length);
      expect([...orders].sort((a, b) => a - b)).toEqual(page.blocks.map((_, i) => (i + 1) * BLOCK_ORDER_STEP));
    }
    const sortedKeys = rows.map((r) => `${r.pageId}:${String(r.blockOrder).padStart(4, '0')}`);
    expect(sortedKeys).not.toEqual([...sortedKeys].sort());
    expect(blockRows(demoPages)).toEqual(rows);
  });

  it('prefixes every field with cmpBlock_', () => {
    for (const b of allBlocks) for (const key of Object.keys(b.fields)) expect(key, b.kind).toMatch(/^cmpBlock_/);
  });

  it('lists at least four team members, each with image, name, post and about', () => {
    const lists = ofKind('team').map((b) => b.fields.cmpBlock_team_lists as Record<string, string>[]);
    expect(lists.length).toBeGreaterThan(0);
    for (const members of lists) {
      expect(members.length).toBeGreaterThanOrEqual(4);
      for (const m of members) {
        for (const f of ['cmpBlock_team_image', 'cmpBlock_team_name', 'cmpBlock_team_post', 'cmpBlock_team_about'])
          expect(m[f], f).toBeTruthy();
      }
    }
  });

  it('uses the four image-and-content variants with every position/border combination', () => {
    const combos = new Set(
      allBlocks
        .filter((b) => b.kind.startsWith('image_and_content_'))
        .map((b) => `${b.fields.cmpBlock_image_and_content_position_right}/${b.fields.cmpBlock_image_and_content_border}`),
    );
    expect(combos).toEqual(new Set(['true/true', 'true/false', 'false/true', 'false/false']));
  });

  it('fills sliders, FAQ tabs, downloads and the contact form as the spec asks', () => {
    for (const b of ofKind('overview_slider'))
      expect((b.fields.cmpBlock_overview_slider_images as string[]).length).toBeGreaterThanOrEqual(5);
    const tabs = ofKind('faq_tabs')[0].fields.cmpBlock_faq_tabs as { tab: string; items: unknown[] }[];
    expect(tabs.map((t) => t.tab)).toEqual(['Product Insights', 'Order Queries', 'General Inquiries']);
    for (const t of tabs) expect(t.items.length).toBeGreaterThanOrEqual(3);
    expect(ofKind('contact_form')[0].fields.cmpBlock_intro_heading).toBe('Get In Touch');
    const dl = ofKind('downloads')[0].fields.cmpBlock_download_lists as { title: string; btn_title: string; btn_url: string }[];
    expect(dl.length).toBeGreaterThan(0);
    for (const d of dl) expect(d.title && d.btn_title && d.btn_url.startsWith('/images/downloads/')).toBeTruthy();
    expect(ofKind('full_image').map((b) => b.fields.cmpBlock_full_image)).toContain('');
  });

  it('only references images that the seed renders', () => {
    const known = new Set(Object.values(IMG));
    const urls = JSON.stringify(demoPages).match(/\/images\/[^"]+/g) ?? [];
    expect(urls.length).toBeGreaterThan(30);
    expect(urls.filter((u) => !known.has(u))).toEqual([]);
  });

  it('writes HTML with simple tags only and no placeholder text', () => {
    const html = allBlocks.flatMap((b) => [
      ...HTML_FIELDS.map((f) => b.fields[f]).filter((v): v is string => typeof v === 'string'),
      ...((b.fields.cmpBlock_team_lists as { cmpBlock_team_about: string }[] | undefined) ?? []).map((m) => m.cmpBlock_team_about),
    ]);
    expect(html.length).toBeGreaterThan(10);
    for (const h of html) {
      const tags = [...h.matchAll(/<\/?([a-z0-9]+)/gi)].map((m) => m[1].toLowerCase());
      expect(
        tags.filter((t) => !ALLOWED_TAGS.has(t)),
        h.slice(0, 40),
      ).toEqual([]);
    }
    expect(JSON.stringify(demoPages)).not.toMatch(/lorem|ipsum|TODO|placeholder/i);
  });
});
