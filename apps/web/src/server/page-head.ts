import { categoryPath, DEFAULT_PRODUCT_IMAGE, type Category, type ProductDetail } from '@northbend/shared';
import { BRAND_NAME, CONTACT, LOGO_URL, MAIN_SITE_URL } from '../lib/config';
import type { EarlyLoad } from '../lib/early-load';
import type { CategoryEarly } from '../features/catalog/category-loader';
import type { SearchEarly } from '../features/catalog/search-loader';
import { searchTitleOf } from '../features/catalog/search-query';
import type { ContentPageState } from '../features/content/content-loader';
import { pageMetaOf, type ContentBlock } from '../features/content/page-blocks';
import type { ProductLoad } from '../features/product/product-loader';

/** What a server-rendered page says about itself in its <head> (issue 13 item 3). */
export interface PageHead {
  /** The page's own name; the document title is '{title} - {Brand}'. */
  title: string;
  description: string;
  keywords?: string;
  /** A picture for link previews, as an address on this site. */
  image: string;
  /** Open Graph's kind of page. */
  type: 'website' | 'product';
  /** schema.org descriptions (JSON-LD): Organization, BreadcrumbList, Product. */
  structured: object[];
}

/** The routes' ids (router.tsx) and their data, as the static handler matched and loaded them. */
export interface MatchedRoute {
  id: string;
  path?: string;
  index?: boolean;
  params: Record<string, string | undefined>;
  data: unknown;
}

/** The storefront's general description, for pages that have none of their own. */
export const SHOP_DESCRIPTION = 'Turret punch and press brake tooling for job shops and fabricators.';
/** The company's main page, which the Organization describes: the header logo's target (spec section 2). */
const HOME_SLUG = MAIN_SITE_URL.replace(/^\//, '');
/** Search result snippets show about this many characters. */
const DESCRIPTION_LENGTH = 160;

/** Titles of the fixed screens the server renders, as their screens set them (usePageTitle). */
const FIXED_TITLES: Record<string, string> = {
  'privacy-policy': 'Privacy Policy',
  'end-user-license-agreement': 'End User License Agreement',
  'user/login': 'Login',
  'tool-finder': 'Tool Finder',
};

/**
 * Titles of the screens the browser draws alone (forms, a customer's screens: the server sends the
 * shell), as the screens set them (usePageTitle), so the HTML names its page before any script
 * runs: in a crawler's index, a link preview and the tab. The rest keep the spec's 'Title Not Set'.
 */
const SHELL_TITLES: Record<string, string> = {
  'product-variant-example': 'Product Variant Example',
  'user/register': 'Register',
  'user/register/success': 'Registration Successful',
  'user/forget-password': 'Forget Password',
  'user/reset-password': 'Reset Password',
  'user/verify/register': 'Verify Email',
  'user/change-password': 'Change Password',
  'user/profile': 'Profile',
  'user/profile/update': 'Update Profile',
  'user/order': 'Your Order',
  'user/add-to-cart': 'Your Cart',
  'user/quick-order': 'Quick Order',
  'user/quotes': 'Your Quotes',
  'user/quotes/new': 'Request a Quote',
  'user/wishlist': 'Wishlist',
  'user/company': 'Your Company',
  'user/invitation': 'Join Your Company',
  'user/approvals': 'Approvals',
  'user/approvals/:approvalId': 'Approval Request',
  'order/checkout': 'Checkout',
};

/** The route paths whose shell is titled (router-screens.test.tsx holds them to the router's). */
export const SHELL_TITLED_PATHS = Object.keys(SHELL_TITLES);

/** The shell's page title for the matched route (its path in router.tsx), or null: 'Title Not Set'. */
export function shellTitleOf(path: string | undefined): string | null {
  return (path === undefined ? undefined : SHELL_TITLES[path]) ?? null;
}

const valueOf = <T>(load: EarlyLoad<T> | undefined): T | undefined => load?.result?.value;

const clip = (text: string) => {
  const plain = text.replace(/\s+/g, ' ').trim();
  return plain.length <= DESCRIPTION_LENGTH ? plain : `${plain.slice(0, DESCRIPTION_LENGTH - 1).trimEnd()}…`;
};

/** The head of the deepest matched route that the server renders. */
export function pageHeadOf(routes: MatchedRoute[], origin: string): PageHead {
  const leaf = routes.at(-1);
  const base: PageHead = { title: 'Page Not Found', description: SHOP_DESCRIPTION, image: LOGO_URL, type: 'website', structured: [] };
  if (!leaf) return base;
  if (leaf.index) return { ...base, title: 'Shop', structured: [breadcrumbs(origin, [])] };
  if (leaf.path && FIXED_TITLES[leaf.path]) return { ...base, title: FIXED_TITLES[leaf.path]! };
  if (leaf.path === ':slug')
    return contentHead(base, leaf.data as { page?: EarlyLoad<ContentPageState> }, leaf.params.slug === HOME_SLUG, origin);
  if (leaf.path === ':name/:id') return productHead(base, leaf.data as { product?: EarlyLoad<ProductLoad> }, origin);
  if (leaf.path?.startsWith('product/')) return categoryHead(base, leaf.data as CategoryEarly, origin);
  if (leaf.path === 'search') return { ...base, title: searchTitleOf((leaf.data as Pick<SearchEarly, 'state'>).state.q) };
  return base;
}

function contentHead(base: PageHead, data: { page?: EarlyLoad<ContentPageState> }, isHome: boolean, origin: string): PageHead {
  const page = valueOf(data.page);
  if (page?.status !== 'ready') return base;
  const meta = pageMetaOf(page.blocks);
  const hero = page.blocks.find((b): b is ContentBlock<'hero_banner'> => b.cmpBlock_id === 'hero_banner')?.cmpBlock_hero_banner_image;
  return {
    ...base,
    // A page without a metadata title keeps the spec's 'Title Not Set' (usePageTitle).
    title: meta?.cmpBlock_meta_title?.trim() || 'Title Not Set',
    description: clip(meta?.cmpBlock_meta_description || SHOP_DESCRIPTION),
    keywords: meta?.cmpBlock_meta_keywords || undefined,
    image: hero || base.image,
    structured: isHome ? [organization(origin)] : [],
  };
}

function productHead(base: PageHead, data: { product?: EarlyLoad<ProductLoad> }, origin: string): PageHead {
  const load = valueOf(data.product);
  if (load?.state !== 'ready') return { ...base, title: 'Product Not Found' };
  const product = load.product;
  const images = (product.product_images.length ? product.product_images : [DEFAULT_PRODUCT_IMAGE]).map((src) => origin + src);
  return {
    ...base,
    title: product.product_name,
    description: clip(product.product_description || SHOP_DESCRIPTION),
    image: product.product_images[0] || DEFAULT_PRODUCT_IMAGE,
    type: 'product',
    structured: [productData(product, images)],
  };
}

/** schema.org Product without an offer: prices are for registered customers only (decision 003). */
function productData(product: ProductDetail, images: string[]): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: product.product_name,
    sku: product.product_sku,
    description: product.product_description,
    image: images,
    brand: { '@type': 'Brand', name: BRAND_NAME },
  };
}

function categoryHead(base: PageHead, data: CategoryEarly, origin: string): PageHead {
  const category = valueOf(data.category);
  if (!category) return { ...base, title: 'Category not found' };
  const trail = valueOf(data.trail) ?? [];
  return {
    ...base,
    title: category.category_name,
    description: clip(`${category.category_name}: ${SHOP_DESCRIPTION}`),
    image: category.category_image || base.image,
    structured: [breadcrumbs(origin, [...trail, category])],
  };
}

/** Shop › main category › … › this category, each with its address (the storefront's breadcrumb). */
function breadcrumbs(origin: string, trail: Category[]): object {
  const items = [
    { name: 'Shop', path: '/' },
    ...trail.map((c, i) => ({ name: c.category_name, path: categoryPath(c.category_slug, c._id, trail[i - 1]?.category_slug) })),
  ];
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: items.map((item, i) => ({ '@type': 'ListItem', position: i + 1, name: item.name, item: origin + item.path })),
  };
}

function organization(origin: string): object {
  return {
    '@context': 'https://schema.org',
    '@type': 'Organization',
    name: BRAND_NAME,
    url: `${origin}/`,
    logo: origin + LOGO_URL,
    email: CONTACT.email,
    telephone: CONTACT.phone,
    address: { '@type': 'PostalAddress', streetAddress: CONTACT.address },
    sameAs: [CONTACT.linkedin],
  };
}
