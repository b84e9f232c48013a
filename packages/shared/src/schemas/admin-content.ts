import { z } from 'zod';
import { BLOCK_KINDS, type BlockKind } from '../content-blocks.js';

/**
 * What staff send to save a content page's draft (issue 12): `page_component_list`, the blocks in
 * the storefront's own shape (`cmpBlock_id` + `cmp_block_order` + the kind's `cmpBlock_*` fields).
 * Each kind's fields are described once here (BLOCK_FIELDS): the API's check and the back office's
 * forms both read them, so a field cannot be editable in one and refused by the other. Messages
 * name the block and the field: 'Block 3 (Hero banner): cmpBlock_hero_banner_image must be …'.
 */

export const PAGE_BLOCKS_MAX = 40;
export const BLOCK_LIST_MAX = 40;
export const RICH_TEXT_MAX = 50_000;
/** The FAQ block's tabs (spec section 2), in the storefront's order. */
export const FAQ_TAB_NAMES = ['Product Insights', 'Order Queries', 'General Inquiries'] as const;

export const BLOCK_KIND_LABELS: Record<BlockKind, string> = {
  page_meta: 'Page metadata',
  hero_banner: 'Hero banner',
  intro: 'Intro',
  inner_intro: 'Inner-page intro',
  section_title: 'Section title',
  downloads: 'Downloads list',
  full_image: 'Full-screen image',
  overview: 'Overview',
  product_categories: 'Product categories carousel',
  overview_slider: 'Overview image slider',
  team: 'Team grid',
  image_and_content_1: 'Image and content 1',
  image_and_content_2: 'Image and content 2',
  image_and_content_3: 'Image and content 3',
  image_and_content_4: 'Image and content 4',
  content_only: 'Content only',
  contact_details: 'Contact details',
  contact_form: 'Contact form',
  faq_tabs: 'FAQ tabs',
};

/** One editable field: how it is checked and how the back office's form shows it. */
export type BlockFieldSpec =
  | { type: 'text'; label: string; max: number; multiline?: boolean }
  /** HTML from the rich-text editor (`*_content`, `*_about`): sanitised by the API on save and on the way out. */
  | { type: 'rich'; label: string }
  /** An uploaded picture: a /images/… URL, or empty. */
  | { type: 'image'; label: string }
  | { type: 'images'; label: string; max: number }
  /** http(s), mailto: or tel: links, or a path of this site. */
  | { type: 'link'; label: string }
  /** A map to frame on the page: https only. */
  | { type: 'embed'; label: string }
  | { type: 'email'; label: string }
  | { type: 'boolean'; label: string }
  | { type: 'choice'; label: string; options: readonly string[] }
  | { type: 'list'; label: string; itemLabel: string; max: number; item: Record<string, BlockFieldSpec> };

const heading = (label = 'Heading'): BlockFieldSpec => ({ type: 'text', label, max: 200 });
const subHeading: BlockFieldSpec = { type: 'text', label: 'Sub-heading', max: 300 };

const imageAndContent: Record<string, BlockFieldSpec> = {
  cmpBlock_image_and_content_image: { type: 'image', label: 'Image' },
  cmpBlock_image_and_content_heading: heading(),
  cmpBlock_image_and_content_sub_heading: subHeading,
  cmpBlock_image_and_content_content: { type: 'rich', label: 'Content' },
  cmpBlock_image_and_content_position_right: { type: 'boolean', label: 'Image on the right' },
  cmpBlock_image_and_content_border: { type: 'boolean', label: 'Border around the image' },
};

const introFields = (withSubHeading: boolean): Record<string, BlockFieldSpec> => ({
  cmpBlock_intro_heading: heading(),
  ...(withSubHeading ? { cmpBlock_intro_sub_heading: subHeading } : {}),
  cmpBlock_intro_content: { type: 'rich', label: 'Content' },
});

/** The fields of each block kind, as apps/api/src/seed/content/blocks.ts builds them. */
export const BLOCK_FIELDS: Record<BlockKind, Record<string, BlockFieldSpec>> = {
  page_meta: {
    cmpBlock_meta_title: { type: 'text', label: 'Meta title', max: 200 },
    cmpBlock_meta_description: { type: 'text', label: 'Meta description', max: 500, multiline: true },
    cmpBlock_meta_keywords: { type: 'text', label: 'Meta keywords (comma-separated)', max: 500 },
  },
  hero_banner: {
    cmpBlock_hero_banner_heading: heading(),
    cmpBlock_hero_banner_image: { type: 'image', label: 'Banner image' },
  },
  intro: introFields(true),
  inner_intro: introFields(true),
  section_title: introFields(true),
  contact_form: introFields(false),
  downloads: {
    cmpBlock_download_lists: {
      type: 'list',
      label: 'Downloads',
      itemLabel: 'Download',
      max: BLOCK_LIST_MAX,
      item: {
        title: { type: 'text', label: 'Title', max: 200 },
        btn_title: { type: 'text', label: 'Button title', max: 60 },
        btn_url: { type: 'link', label: 'Button link' },
      },
    },
  },
  full_image: { cmpBlock_full_image: { type: 'image', label: 'Image (the block is hidden without one)' } },
  overview: {
    cmpBlock_overview_heading: heading(),
    cmpBlock_overview_text: { type: 'text', label: 'Text', max: 2000, multiline: true },
    cmpBlock_overview_image_1: { type: 'image', label: 'Image 1' },
    cmpBlock_overview_image_2: { type: 'image', label: 'Image 2' },
    cmpBlock_overview_image_3: { type: 'image', label: 'Image 3' },
    cmpBlock_overview_content: { type: 'rich', label: 'Content' },
  },
  product_categories: {
    cmpBlock_product_categories_heading: heading(),
    cmpBlock_product_categories_button_title: { type: 'text', label: 'Button title (optional)', max: 60 },
    cmpBlock_product_categories_button_url: { type: 'link', label: 'Button link' },
  },
  overview_slider: { cmpBlock_overview_slider_images: { type: 'images', label: 'Slides', max: 30 } },
  team: {
    cmpBlock_team_heading: heading(),
    cmpBlock_team_lists: {
      type: 'list',
      label: 'Team members',
      itemLabel: 'Member',
      max: BLOCK_LIST_MAX,
      item: {
        cmpBlock_team_image: { type: 'image', label: 'Photo' },
        cmpBlock_team_name: { type: 'text', label: 'Name', max: 120 },
        cmpBlock_team_post: { type: 'text', label: 'Post', max: 120 },
        cmpBlock_team_about: { type: 'rich', label: 'About (shown on hover)' },
      },
    },
  },
  image_and_content_1: imageAndContent,
  image_and_content_2: imageAndContent,
  image_and_content_3: imageAndContent,
  image_and_content_4: imageAndContent,
  content_only: { cmpBlock_content_only_content: { type: 'rich', label: 'Content' } },
  contact_details: {
    cmpBlock_contact_address: { type: 'text', label: 'Address', max: 300, multiline: true },
    cmpBlock_contact_number: { type: 'text', label: 'Phone number', max: 40 },
    cmpBlock_contact_email: { type: 'email', label: 'Email' },
    cmpBlock_contact_map_url: { type: 'embed', label: 'Map embed URL (https, optional)' },
    cmpBlock_contact_image: { type: 'image', label: 'Image' },
  },
  faq_tabs: {
    cmpBlock_faq_tabs: {
      type: 'list',
      label: 'Tabs',
      itemLabel: 'Tab',
      max: FAQ_TAB_NAMES.length,
      item: {
        tab: { type: 'choice', label: 'Tab', options: FAQ_TAB_NAMES },
        items: {
          type: 'list',
          label: 'Questions',
          itemLabel: 'Question',
          max: BLOCK_LIST_MAX,
          item: {
            question: { type: 'text', label: 'Question', max: 300 },
            answer: { type: 'text', label: 'Answer', max: 3000, multiline: true },
          },
        },
      },
    },
  },
};

/** Pictures the back office uploaded (POST /api/v1/admin/images) or the seed rendered. */
export const IMAGE_URL = /^\/images\/(?!.*\.\.)[A-Za-z0-9._\-/]+$/;
// A site path must not start with // or /\ (both leave the site in a browser).
const LINK_URL = /^(?:https?:\/\/[^\s\\]+|mailto:[^\s\\]+|tel:[+0-9 ().-]+|\/(?![/\\])[^\s\\]*)$/i;
const EMBED_URL = /^https:\/\/[^\s\\]+$/i;

/**
 * The hosts the contact block's map may be framed from. The pages' Content-Security-Policy
 * (frame-src) allows only these, so the back office refuses a map address of any other host: the
 * browser would show it as an empty frame. Add a map provider here, and both follow.
 */
export const MAP_EMBED_ORIGINS: readonly string[] = ['https://www.openstreetmap.org'];

const isMapEmbed = (v: string) => {
  try {
    return EMBED_URL.test(v) && MAP_EMBED_ORIGINS.includes(new URL(v).origin);
  } catch {
    return false;
  }
};
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

const textOf = (max: number, trim: boolean) => {
  const s = z.string({ message: 'must be text' });
  return (trim ? s.trim() : s).max(max, `is too long (${max} characters at most)`);
};
const matching = (max: number, pattern: RegExp, message: string) => textOf(max, true).refine((v) => v === '' || pattern.test(v), message);
const listOf = (item: z.ZodType, max: number) =>
  z.array(item, { message: 'must be a list' }).max(max, `holds at most ${max} entries`).default([]);

function fieldSchema(spec: BlockFieldSpec): z.ZodType {
  switch (spec.type) {
    case 'text':
      return textOf(spec.max, true).default('');
    case 'rich':
      return textOf(RICH_TEXT_MAX, false).default('');
    case 'image':
      return matching(500, IMAGE_URL, 'must be an uploaded image (/images/…)').default('');
    case 'images':
      return listOf(
        matching(500, IMAGE_URL, 'must be an uploaded image (/images/…)').refine((v) => v !== '', 'must not be empty'),
        spec.max,
      );
    case 'link':
      return matching(1000, LINK_URL, 'must be an http(s), mailto: or tel: link or a path of this site (/…)').default('');
    case 'embed':
      return textOf(1000, true)
        .refine(
          (v) => v === '' || isMapEmbed(v),
          `must be an https:// address of ${MAP_EMBED_ORIGINS.join(' or ')} (the map host the pages may frame)`,
        )
        .default('');
    case 'email':
      return matching(200, EMAIL, 'must be an email address').default('');
    case 'boolean':
      return z.boolean({ message: 'must be true or false' }).default(false);
    case 'choice':
      return z.enum(spec.options as [string, ...string[]], { message: `must be one of: ${spec.options.join(', ')}` });
    case 'list':
      return listOf(objectOf(spec.item), spec.max);
  }
}

const objectOf = (fields: Record<string, BlockFieldSpec>) =>
  z.object(Object.fromEntries(Object.entries(fields).map(([name, spec]) => [name, fieldSchema(spec)])), {
    message: 'must be an object',
  });

/** Each kind's fields: unknown `cmpBlock_*` fields are refused (a typo would silently lose text). */
export const BLOCK_FIELD_SCHEMAS = Object.fromEntries(
  BLOCK_KINDS.map((kind) => [kind, objectOf(BLOCK_FIELDS[kind]).strict()]),
) as unknown as Record<BlockKind, z.ZodType<Record<string, unknown>>>;

/** A new block's fields, every one empty: what the back office adds from its menu. */
export const emptyBlockFields = (kind: BlockKind): Record<string, unknown> => BLOCK_FIELD_SCHEMAS[kind].parse({});

/** The blocks of a draft as the API stores them: in page order, fields checked and completed. */
export interface PageBlockValue {
  kind: BlockKind;
  fields: Record<string, unknown>;
}

const isKind = (v: unknown): v is BlockKind => typeof v === 'string' && (BLOCK_KINDS as readonly string[]).includes(v);

/** 'cmpBlock_team_lists[2].cmpBlock_team_name' from a zod path. */
const pathText = (path: readonly PropertyKey[]) =>
  path.map((p, i) => (typeof p === 'number' ? `[${p}]` : `${i ? '.' : ''}${String(p)}`)).join('');

function issueText(issue: z.core.$ZodIssue): string {
  if (issue.code === 'unrecognized_keys') return `has no field ${issue.keys.join(', ')}`;
  return `${pathText(issue.path)} ${issue.message}`;
}

export const PageDraftInput = z
  .object({
    page_component_list: z
      .array(z.record(z.string(), z.unknown(), { message: 'each block must be an object' }), {
        message: 'page_component_list must be a list of blocks',
      })
      .max(PAGE_BLOCKS_MAX, `page_component_list: a page holds at most ${PAGE_BLOCKS_MAX} blocks`),
  })
  .transform((body, ctx) => {
    const blocks: { value: PageBlockValue; order: number; at: number }[] = [];
    body.page_component_list.forEach((entry, at) => {
      const where = `Block ${at + 1}`;
      const path = ['page_component_list', at];
      const kind = entry.cmpBlock_id;
      if (!isKind(kind)) {
        ctx.addIssue({ code: 'custom', path, message: `${where}: cmpBlock_id must be one of the block kinds (${BLOCK_KINDS.join(', ')})` });
        return;
      }
      const order = entry.cmp_block_order;
      if (typeof order !== 'number' || !Number.isFinite(order)) {
        ctx.addIssue({ code: 'custom', path, message: `${where} (${BLOCK_KIND_LABELS[kind]}): cmp_block_order must be a number` });
        return;
      }
      // Only the kind's own fields count: anything else a client echoes back (an _id) is dropped.
      const fields = Object.fromEntries(Object.entries(entry).filter(([k]) => k.startsWith('cmpBlock_') && k !== 'cmpBlock_id'));
      const parsed = BLOCK_FIELD_SCHEMAS[kind].safeParse(fields);
      if (!parsed.success) {
        for (const issue of parsed.error.issues)
          ctx.addIssue({ code: 'custom', path, message: `${where} (${BLOCK_KIND_LABELS[kind]}): ${issueText(issue)}` });
        return;
      }
      blocks.push({ value: { kind, fields: parsed.data }, order, at });
    });
    if (blocks.length !== body.page_component_list.length) return z.NEVER;
    // Stable: blocks of the same order keep the order they were sent in.
    return { blocks: blocks.sort((a, b) => a.order - b.order || a.at - b.at).map((b) => b.value) };
  });
export type PageDraftInput = z.infer<typeof PageDraftInput>;
export type PageDraftBody = z.input<typeof PageDraftInput>;

/** `{page_id}` of /api/v1/admin/pages/{page_id}: malformed ids are 400, unknown ones 404. */
export const PageIdParams = z.object({ page_id: z.string().regex(/^[A-Za-z]{1,40}$/, 'Invalid page id') });
export const PageVersionParams = PageIdParams.extend({ version_id: z.uuid({ message: 'Invalid version id' }) });
