import { describe, expect, it } from 'vitest';
import { BLOCK_KINDS, PAGE_IDS } from '@northbend/shared';
import { pageBlocks } from '../../db/schema/index.js';
import { useTestShop } from '../../test/test-app.js';

const shop = useTestShop();

const get = (url: string) => shop.app.inject({ method: 'GET', url: `/api/v1${url}` });

describe('GET /page/public/dropdown', () => {
  it('lists the seven pages by slug and page id', async () => {
    const { result } = (await get('/page/public/dropdown')).json();
    expect(result.map((p: { value: string }) => p.value).sort()).toEqual([...PAGE_IDS].sort());
    for (const p of result) expect(p.slug).toMatch(/^[a-z-]+$/);
  });
});

describe('GET /page/public/lists', () => {
  it('lists the pages with titles', async () => {
    const { result } = (await get('/page/public/lists')).json();
    expect(result).toHaveLength(7);
    expect(result[0]).toMatchObject({ page_id: expect.any(String), page_title: expect.any(String) });
  });
});

describe('GET /page/public/{id}', () => {
  it('returns the page under data.result[0] with blocks sorted by cmp_block_order', async () => {
    const page = (await get('/page/public/Home')).json().data.result[0];
    const orders = page.page_component_list.map((b: { cmp_block_order: number }) => b.cmp_block_order);
    expect(orders).toEqual([...orders].sort((a, b) => a - b));
    expect(page.page_component_list[0]).toMatchObject({ cmpBlock_id: 'page_meta', cmpBlock_meta_title: expect.any(String) });
  });

  it('uses every block kind across the seven pages', async () => {
    const kinds = new Set<string>();
    for (const id of PAGE_IDS)
      for (const b of (await get(`/page/public/${id}`)).json().data.result[0].page_component_list) kinds.add(b.cmpBlock_id);
    expect([...kinds].sort()).toEqual([...BLOCK_KINDS].sort());
  });

  it('strips scripts and event handlers from stored HTML before serving it', async () => {
    await shop.handle.db.insert(pageBlocks).values({
      pageId: 'History',
      blockOrder: 9999,
      kind: 'content_only',
      fields: {
        cmpBlock_content_only_content:
          '<p onclick="steal()">Since 1987<script>alert(1)</script><img src=x onerror=alert(2)><a href="javascript:alert(3)">x</a></p>',
      },
    });
    const blocks = (await get('/page/public/History')).json().data.result[0].page_component_list;
    const html: string = blocks.at(-1).cmpBlock_content_only_content;
    expect(html).toContain('Since 1987');
    expect(html).not.toMatch(/script|onerror|onclick|javascript:/i);
  });

  it('answers an unknown page with 404 and a malformed id with 400', async () => {
    const unknown = await get('/page/public/Careers');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('Page not found');
    const malformed = await get('/page/public/..%2Fetc');
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toBe('Invalid page id');
  });
});
