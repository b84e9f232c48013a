import { BLOCK_KINDS, type BlockKind } from '@northbend/shared';

/**
 * The fields of each content block kind, as `GET page/public/{id}` sends them
 * (apps/api/src/seed/content/blocks.ts builds them). Every field is optional: an editor may
 * leave any of them empty, and a block must still render without crashing.
 */
export interface PageMetaFields {
  cmpBlock_meta_title?: string;
  cmpBlock_meta_description?: string;
  cmpBlock_meta_keywords?: string;
}
export interface HeroBannerFields {
  cmpBlock_hero_banner_heading?: string;
  cmpBlock_hero_banner_image?: string;
}
/** Intro, inner-page intro, section title and contact form share the intro fields. */
export interface IntroFields {
  cmpBlock_intro_heading?: string;
  cmpBlock_intro_sub_heading?: string;
  cmpBlock_intro_content?: string;
}
export interface DownloadItem {
  title?: string;
  btn_title?: string;
  btn_url?: string;
}
export interface DownloadsFields {
  cmpBlock_download_lists?: DownloadItem[];
}
export interface FullImageFields {
  cmpBlock_full_image?: string;
}
export interface OverviewFields {
  cmpBlock_overview_heading?: string;
  cmpBlock_overview_text?: string;
  cmpBlock_overview_image_1?: string;
  cmpBlock_overview_image_2?: string;
  cmpBlock_overview_image_3?: string;
  cmpBlock_overview_content?: string;
}
export interface ProductCategoriesFields {
  cmpBlock_product_categories_heading?: string;
  cmpBlock_product_categories_button_title?: string;
  cmpBlock_product_categories_button_url?: string;
}
export interface OverviewSliderFields {
  cmpBlock_overview_slider_images?: string[];
}
export interface TeamMember {
  cmpBlock_team_image?: string;
  cmpBlock_team_name?: string;
  cmpBlock_team_post?: string;
  cmpBlock_team_about?: string;
}
export interface TeamFields {
  cmpBlock_team_heading?: string;
  cmpBlock_team_lists?: TeamMember[];
}
export interface ImageAndContentFields {
  cmpBlock_image_and_content_image?: string;
  cmpBlock_image_and_content_heading?: string;
  cmpBlock_image_and_content_sub_heading?: string;
  cmpBlock_image_and_content_content?: string;
  cmpBlock_image_and_content_position_right?: boolean;
  cmpBlock_image_and_content_border?: boolean;
}
export interface ContentOnlyFields {
  cmpBlock_content_only_content?: string;
}
export interface ContactDetailsFields {
  cmpBlock_contact_address?: string;
  cmpBlock_contact_number?: string;
  cmpBlock_contact_email?: string;
  cmpBlock_contact_map_url?: string;
  cmpBlock_contact_image?: string;
}
export interface FaqItem {
  question?: string;
  answer?: string;
}
export interface FaqTabFields {
  cmpBlock_faq_tabs?: { tab?: string; items?: FaqItem[] }[];
}

export interface BlockFieldsByKind {
  page_meta: PageMetaFields;
  hero_banner: HeroBannerFields;
  intro: IntroFields;
  downloads: DownloadsFields;
  full_image: FullImageFields;
  overview: OverviewFields;
  product_categories: ProductCategoriesFields;
  overview_slider: OverviewSliderFields;
  team: TeamFields;
  image_and_content_1: ImageAndContentFields;
  image_and_content_2: ImageAndContentFields;
  image_and_content_3: ImageAndContentFields;
  image_and_content_4: ImageAndContentFields;
  content_only: ContentOnlyFields;
  contact_details: ContactDetailsFields;
  contact_form: IntroFields;
  faq_tabs: FaqTabFields;
  section_title: IntroFields;
  inner_intro: IntroFields;
}

/** One entry of `page_component_list`. */
export interface RawBlock {
  cmpBlock_id: string;
  cmp_block_order: number;
  [field: string]: unknown;
}

export type ContentBlock<K extends BlockKind = BlockKind> = { cmpBlock_id: K; cmp_block_order: number } & BlockFieldsByKind[K];

export interface ContentPageData {
  _id: string;
  page_title?: string;
  page_component_list: RawBlock[];
}

const isKnownKind = (kind: string): kind is BlockKind => (BLOCK_KINDS as readonly string[]).includes(kind);

/**
 * The blocks a page shows, in `cmp_block_order` (spec section 2). Blocks of a kind this
 * storefront does not know are left out rather than breaking the page; ties keep the server's order.
 */
export function orderBlocks(list: readonly RawBlock[] | undefined): ContentBlock[] {
  return (list ?? [])
    .filter((b) => isKnownKind(b.cmpBlock_id))
    .map((b, i) => ({ b, i }))
    .sort((x, y) => (Number(x.b.cmp_block_order) || 0) - (Number(y.b.cmp_block_order) || 0) || x.i - y.i)
    .map(({ b }) => b as ContentBlock);
}

/** The page's metadata block, if it has one. */
export const pageMetaOf = (blocks: readonly ContentBlock[]): PageMetaFields | undefined =>
  blocks.find((b): b is ContentBlock<'page_meta'> => b.cmpBlock_id === 'page_meta');
