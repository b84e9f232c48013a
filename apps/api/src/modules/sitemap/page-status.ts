import { APPROVALS_PATH, productPath, STOREFRONT_SCREENS } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { categoryExists, findLiveProductSlug } from '../catalog/index.js';
import { pageSlugExists } from '../content/index.js';

/** How the server answers a storefront address (issue 13): the page, a 404 page, or its current address. */
export type PageStatus = { status: 200 } | { status: 404 } | { status: 301; location: string };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const SCREENS = new Set(STOREFRONT_SCREENS);
const FOUND = { status: 200 } as const;
const MISSING = { status: 404 } as const;

/**
 * Whether a storefront address names something that exists, with the storefront router's shapes
 * (apps/web/src/app/router.tsx): a fixed screen, /product/{category}/{id} and
 * /product/{parent}/{category}/{id}, a content page /{slug}, a product /{slug}/{id}. A product
 * asked for under an old slug is sent to its current address for good (301), so links and search
 * engines follow a rename; an archived product is gone (404), as from the sitemap.
 */
export function pageStatusOf(db: Database) {
  return async function pageStatus(path: string): Promise<PageStatus> {
    if (SCREENS.has(path)) return FOUND;
    const parts = path.split('/').slice(1).map(safeDecode);
    if (parts.some((part) => part === null || part === '')) return MISSING;
    const [first, second, third, fourth] = parts as string[];
    if (first === 'product' && (parts.length === 3 || parts.length === 4)) {
      const id = (parts.length === 3 ? third : fourth)!;
      return UUID.test(id) && (await categoryExists(db, id)) ? FOUND : MISSING;
    }
    // One approval request (issue 26), the admins' emails' link: the screen says when it is not theirs.
    if (parts.length === 3 && `/${first}/${second}` === APPROVALS_PATH) return UUID.test(third!) ? FOUND : MISSING;
    if (parts.length === 1) return (await pageSlugExists(db, first!)) ? FOUND : MISSING;
    if (parts.length === 2 && UUID.test(second!)) {
      const slug = await findLiveProductSlug(db, second!);
      if (slug === undefined) return MISSING;
      // productPath writes a product without a slug as /product/{id}.
      return (slug || 'product') === first ? FOUND : { status: 301, location: encodeURI(productPath(slug, second!)) };
    }
    return MISSING;
  };
}

function safeDecode(part: string): string | null {
  try {
    return decodeURIComponent(part);
  } catch {
    return null;
  }
}
