import { BLOCK_FIELDS, BLOCK_KIND_LABELS, BLOCK_KINDS, emptyBlockFields, type AdminPageBlock, type BlockKind } from '@northbend/shared';

/** A block as the editor holds it: a key of its own for React, its kind and its `cmpBlock_*` fields. */
export interface EditorBlock {
  key: string;
  kind: BlockKind;
  fields: Record<string, unknown>;
}

let serial = 0;
const nextKey = () => `block-${++serial}`;

const isKind = (kind: string): kind is BlockKind => (BLOCK_KINDS as readonly string[]).includes(kind);

/** The API's blocks (already in page order) as editor blocks. */
export const editorBlocksOf = (list: readonly AdminPageBlock[]): EditorBlock[] =>
  list
    .filter((b) => isKind(b.cmpBlock_id))
    .map(({ cmpBlock_id, cmp_block_order: _order, ...fields }) => ({ key: nextKey(), kind: cmpBlock_id as BlockKind, fields }));

/** The editor's blocks in the storefront's shape, ordered 10, 20, 30… as they stand. */
export const pageBlocksOf = (blocks: readonly EditorBlock[]): AdminPageBlock[] =>
  blocks.map((b, i) => ({ cmpBlock_id: b.kind, cmp_block_order: (i + 1) * 10, ...b.fields }));

export const newBlock = (kind: BlockKind): EditorBlock => ({ key: nextKey(), kind, fields: emptyBlockFields(kind) });

/** Moves the item at `from` by `by` places (−1 up, +1 down); the same list when it cannot move. */
export function moved<T>(list: readonly T[], from: number, by: -1 | 1): T[] {
  const to = from + by;
  if (to < 0 || to >= list.length) return [...list];
  const next = [...list];
  [next[from], next[to]] = [next[to]!, next[from]!];
  return next;
}

const plain = (html: string) =>
  html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();

const countOf = (n: number, noun: string) => `${n} ${n === 1 ? noun : `${noun}s`}`;

/** A line that tells blocks of one kind apart in the list: its first text, else its lists or its picture. */
export function blockSummary(block: EditorBlock): string {
  const fields = Object.entries(BLOCK_FIELDS[block.kind]).map(([name, spec]) => ({ spec, value: block.fields[name] }));
  for (const { spec, value } of fields)
    if ((spec.type === 'text' || spec.type === 'rich') && typeof value === 'string' && plain(value)) return plain(value).slice(0, 90);
  for (const { spec, value } of fields) {
    if (spec.type === 'images' && Array.isArray(value)) return countOf(value.length, 'slide');
    if (spec.type === 'list' && Array.isArray(value)) return countOf(value.length, spec.itemLabel.toLowerCase());
    if (spec.type === 'image' && typeof value === 'string' && value) return value.split('/').pop()!;
  }
  return 'Empty';
}

export const kindLabel = (kind: BlockKind) => BLOCK_KIND_LABELS[kind];

/** What each kind is for, in the add-block menu. */
export const BLOCK_KIND_HINTS: Record<BlockKind, string> = {
  page_meta: 'Title, description and keywords for search engines',
  hero_banner: 'Wide picture with the page’s heading',
  intro: 'Heading, sub-heading and an opening text',
  inner_intro: 'Heading and text opening an inner page',
  section_title: 'Centred heading and text opening a section',
  downloads: 'Datasheets with buttons opening in a new tab',
  full_image: 'A picture across the whole screen',
  overview: 'Heading, text, three pictures and content',
  product_categories: 'Carousel of the main product categories',
  overview_slider: 'Sliding pictures, one after another',
  team: 'Cards with photo, name, post and about text',
  image_and_content_1: 'Picture beside text (style 1)',
  image_and_content_2: 'Picture beside text (style 2)',
  image_and_content_3: 'Picture beside text (style 3)',
  image_and_content_4: 'Picture beside text (style 4)',
  content_only: 'Formatted text on its own',
  contact_details: 'Address, phone, email and a map',
  contact_form: 'The ‘Get In Touch’ form with a heading',
  faq_tabs: 'Questions and answers in three tabs',
};
