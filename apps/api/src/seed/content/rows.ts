/** Turns the page definitions into table rows: block orders 10, 20, 30… per page, blocks shuffled. */
import type { PageDef } from './blocks.js';
import { rng } from './drawings/kit.js';

export interface PageRow {
  id: string;
  slug: string;
  title: string;
  sortOrder: number;
}

export interface BlockRow {
  pageId: string;
  blockOrder: number;
  kind: string;
  fields: Record<string, unknown>;
}

export const BLOCK_ORDER_STEP = 10;

export function pageRows(pages: readonly PageDef[]): PageRow[] {
  return pages.map(({ id, slug, title, sortOrder }) => ({ id, slug, title, sortOrder }));
}

/**
 * One row per block, its order taken from its position in the page (10, 20, 30…).
 * The rows come back in a fixed pseudo-random order, so nothing may rely on insertion order:
 * the API has to sort by block_order.
 */
export function blockRows(pages: readonly PageDef[], seed = 1987): BlockRow[] {
  const rows = pages.flatMap((p) =>
    p.blocks.map((b, i) => ({ pageId: p.id, blockOrder: (i + 1) * BLOCK_ORDER_STEP, kind: b.kind, fields: b.fields })),
  );
  const rand = rng(seed);
  for (let i = rows.length - 1; i > 0; i--) {
    const j = Math.floor(rand() * (i + 1));
    [rows[i], rows[j]] = [rows[j], rows[i]];
  }
  return rows;
}
