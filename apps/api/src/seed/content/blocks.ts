/** Typed builders for each block kind: they take plain values and produce the `cmpBlock_*` fields. */
import type { BlockKind, PageId } from '@northbend/shared';

export interface BlockDef {
  kind: BlockKind;
  fields: Record<string, unknown>;
}

export interface PageDef {
  id: PageId;
  slug: string;
  title: string;
  sortOrder: number;
  blocks: BlockDef[];
}

export type FaqTab = 'Product Insights' | 'Order Queries' | 'General Inquiries';

export interface TeamMember {
  image: string;
  name: string;
  post: string;
  /** HTML. */
  about: string;
}

export interface ImageAndContent {
  image: string;
  heading: string;
  subHeading: string;
  /** HTML. */
  content: string;
  positionRight: boolean;
  border: boolean;
}

const block = (kind: BlockKind, fields: Record<string, unknown>): BlockDef => ({ kind, fields });

export const pageMeta = (title: string, description: string, keywords: string[]): BlockDef =>
  block('page_meta', { cmpBlock_meta_title: title, cmpBlock_meta_description: description, cmpBlock_meta_keywords: keywords.join(', ') });

export const heroBanner = (heading: string, image: string): BlockDef =>
  block('hero_banner', { cmpBlock_hero_banner_heading: heading, cmpBlock_hero_banner_image: image });

export const intro = (heading: string, subHeading: string, content: string): BlockDef =>
  block('intro', { cmpBlock_intro_heading: heading, cmpBlock_intro_sub_heading: subHeading, cmpBlock_intro_content: content });

export const innerIntro = (heading: string, content: string): BlockDef =>
  block('inner_intro', { cmpBlock_intro_heading: heading, cmpBlock_intro_content: content });

export const sectionTitle = (heading: string, content: string): BlockDef =>
  block('section_title', { cmpBlock_intro_heading: heading, cmpBlock_intro_content: content });

export const downloads = (items: { title: string; btnTitle: string; url: string }[]): BlockDef =>
  block('downloads', { cmpBlock_download_lists: items.map((d) => ({ title: d.title, btn_title: d.btnTitle, btn_url: d.url })) });

/** An empty URL is allowed: the storefront hides the block then. */
export const fullImage = (url: string): BlockDef => block('full_image', { cmpBlock_full_image: url });

export const overview = (o: { heading: string; text: string; images: [string, string, string]; content: string }): BlockDef =>
  block('overview', {
    cmpBlock_overview_heading: o.heading,
    cmpBlock_overview_text: o.text,
    cmpBlock_overview_image_1: o.images[0],
    cmpBlock_overview_image_2: o.images[1],
    cmpBlock_overview_image_3: o.images[2],
    cmpBlock_overview_content: o.content,
  });

export const productCategories = (heading: string, buttonTitle: string, buttonUrl: string): BlockDef =>
  block('product_categories', {
    cmpBlock_product_categories_heading: heading,
    cmpBlock_product_categories_button_title: buttonTitle,
    cmpBlock_product_categories_button_url: buttonUrl,
  });

export const overviewSlider = (images: string[]): BlockDef => block('overview_slider', { cmpBlock_overview_slider_images: images });

export const team = (heading: string, members: TeamMember[]): BlockDef =>
  block('team', {
    cmpBlock_team_heading: heading,
    cmpBlock_team_lists: members.map((m) => ({
      cmpBlock_team_image: m.image,
      cmpBlock_team_name: m.name,
      cmpBlock_team_post: m.post,
      cmpBlock_team_about: m.about,
    })),
  });

export const imageAndContent = (variant: 1 | 2 | 3 | 4, c: ImageAndContent): BlockDef =>
  block(`image_and_content_${variant}`, {
    cmpBlock_image_and_content_image: c.image,
    cmpBlock_image_and_content_heading: c.heading,
    cmpBlock_image_and_content_sub_heading: c.subHeading,
    cmpBlock_image_and_content_content: c.content,
    cmpBlock_image_and_content_position_right: c.positionRight,
    cmpBlock_image_and_content_border: c.border,
  });

export const contentOnly = (html: string): BlockDef => block('content_only', { cmpBlock_content_only_content: html });

export const contactDetails = (c: { address: string; number: string; email: string; mapUrl: string; image: string }): BlockDef =>
  block('contact_details', {
    cmpBlock_contact_address: c.address,
    cmpBlock_contact_number: c.number,
    cmpBlock_contact_email: c.email,
    cmpBlock_contact_map_url: c.mapUrl,
    cmpBlock_contact_image: c.image,
  });

export const contactForm = (heading: string, content: string): BlockDef =>
  block('contact_form', { cmpBlock_intro_heading: heading, cmpBlock_intro_content: content });

export const faqTabs = (tabs: { tab: FaqTab; items: { question: string; answer: string }[] }[]): BlockDef =>
  block('faq_tabs', { cmpBlock_faq_tabs: tabs });

/** Shared company facts used by several pages. */
export const COMPANY = {
  brand: 'Northbend Tooling',
  address: '4120 Northbend Industrial Drive, Grand Rapids, MI 49512, USA',
  phone: '+1 (616) 555-0142',
  email: 'sales@northbendtooling.com',
} as const;
