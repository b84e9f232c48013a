import type { Category } from '@northbend/shared';
import type { EarlyLoad } from '../../lib/early-load';
import { getCategory, getCategoryProducts, getChildren, type CategoryProductPage } from './category-api';
import { loadCategoryTrail, loadSiblingCategories } from './category-trail';
import type { CategoryEarly } from './category-loader';
import { useLoad, type Loaded } from '../../components/use-load';

export type { CategoryProductPage } from './category-api';

// `early`: what the route's loader (category-loader.ts) already started for this category, taken
// instead of a second call when the screen mounts.

export const useCategory = (id: string, early?: EarlyLoad<Category>): Loaded<Category> =>
  useLoad(`category:${id}`, (signal) => early?.promise ?? getCategory(id, signal), { ready: early?.result, failed: early?.failure });

export const useChildCategories = (id: string, early?: EarlyLoad<Category[]>): Loaded<Category[]> =>
  useLoad(`children:${id}`, (signal) => early?.promise ?? getChildren(id, signal), { ready: early?.result });

/** The category's ancestors, the main category first (for the breadcrumb and the links). */
export function useCategoryTrail(category: Category | undefined, early?: EarlyLoad<Category[]>): Loaded<Category[]> {
  // The loader's trail is of the route's category: taken once that category is the one shown.
  const mine = early?.result && category ? early : undefined;
  return useLoad(category ? `trail:${category._id}` : null, (signal) => mine?.promise ?? loadCategoryTrail(category!, signal), {
    ready: mine?.result,
  });
}

/** Sibling categories (spec: 'Product Similar Items'); the loader's on the server, so the page's HTML holds them. */
export function useSiblingCategories(category: Category | undefined, early?: EarlyLoad<Category[]>): Loaded<Category[]> {
  const mine = early?.result && category ? early : undefined;
  return useLoad(category ? `siblings:${category._id}` : null, (signal) => mine?.promise ?? loadSiblingCategories(category!, signal), {
    ready: mine?.result,
  });
}

/** A page of the category's products; the loader's, when it fetched this very page. */
export function useCategoryProducts(id: string | undefined, page: number, early?: CategoryEarly['products']): Loaded<CategoryProductPage> {
  const started = early?.page === page ? early.load : undefined;
  const settled = started?.result?.value;
  // A refresh for the customer (early-load.ts) is the same page asked again, with prices: shown in place.
  const refresh = started?.refresh === true;
  return useLoad(
    id ? `products:${id}:${page}${refresh ? ':refresh' : ''}` : null,
    (signal) =>
      started ? started.promise.then((found) => found ?? getCategoryProducts(id!, page, signal)) : getCategoryProducts(id!, page, signal),
    { ready: settled ? { value: settled } : undefined, keepPrevious: refresh },
  );
}
