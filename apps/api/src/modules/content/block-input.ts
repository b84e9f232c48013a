import type { AdminPageBlock, PageBlockValue } from '@northbend/shared';
import type { StoredBlock } from '../../db/schema/index.js';
import { sanitizeBlockFields } from './sanitize.js';

/**
 * A checked draft (PageDraftInput) as it is stored: rich-text fields sanitised now, on save, so a
 * draft, a version and the published blocks never hold a script, even before the public route
 * sanitises again on the way out.
 */
export const storedBlocksOf = (blocks: readonly PageBlockValue[]): StoredBlock[] =>
  blocks.map((b) => ({ kind: b.kind, fields: sanitizeBlockFields(b.fields) as Record<string, unknown> }));

/**
 * Stored blocks in the storefront's shape, orders 10, 20, 30…. Sanitised again: the back office
 * shows this HTML in its preview, and seeded or older rows may not have passed the save path.
 */
export const answerBlocksOf = (blocks: readonly StoredBlock[]): AdminPageBlock[] =>
  blocks.map((b, i) => ({
    cmpBlock_id: b.kind,
    cmp_block_order: (i + 1) * 10,
    ...(sanitizeBlockFields(b.fields) as Record<string, unknown>),
  }));
