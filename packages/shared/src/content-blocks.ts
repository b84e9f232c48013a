/** The fixed content page ids and the block kinds a page is built from (spec section 2). */
export const PAGE_IDS = ['Home', 'AboutUs', 'History', 'Production', 'Sustainability', 'ContactUs', 'Downloads'] as const;
export type PageId = (typeof PAGE_IDS)[number];

export const BLOCK_KINDS = [
  'page_meta',
  'hero_banner',
  'intro',
  'downloads',
  'full_image',
  'overview',
  'product_categories',
  'overview_slider',
  'team',
  'image_and_content_1',
  'image_and_content_2',
  'image_and_content_3',
  'image_and_content_4',
  'content_only',
  'contact_details',
  'contact_form',
  'faq_tabs',
  'section_title',
  'inner_intro',
] as const;
export type BlockKind = (typeof BLOCK_KINDS)[number];
