import type { Category } from '@northbend/shared';
import type { EarlyLoad } from '../../app/early-load';
import { getMainCategories } from '../../components/lookup-api';
import { getCategory, getCategoryProducts, getChildren, type CategoryProductPage } from './category-api';
import type { CategoryEarly } from './category-loader';
import { useLoad, type Loaded } from '../../components/use-load';

export type { CategoryProductPage } from './category-api';

// `early`: what the route's loader (category-loader.ts) already started for this category, taken
// instead of a second call when the screen mounts.

export const useCategory = (id: string, early?: EarlyLoad<Category>): Loaded<Category> =>
  useLoad(`category:${id}`, (signal) => early?.promise ?? getCategory(id, signal));

export const useChildCategories = (id: string, early?: EarlyLoad<Category[]>): Loaded<Category[]> =>
  useLoad(`children:${id}`, (signal) => early?.promise ?? getChildren(id, signal));

/** The category's ancestors, the main category first (for the breadcrumb and the links). */
export function useCategoryTrail(category: Category | undefined): Loaded<Category[]> {
  return useLoad(category ? `trail:${category._id}` : null, async (signal) => {
    const trail: Category[] = [];
    const seen = new Set([category!._id]);
    for (let parent = category!.parent_category; parent && !seen.has(parent) && trail.length < 5;) {
      seen.add(parent);
      const c = await getCategory(parent, signal);
      trail.unshift(c);
      parent = c.parent_category;
    }
    return trail;
  });
}

/** Sibling categories (spec: 'Product Similar Items'): the parent's other children, or the other main categories. */
export function useSiblingCategories(category: Category | undefined): Loaded<Category[]> {
  return useLoad(category ? `siblings:${category._id}` : null, async (signal) => {
    const all = category!.parent_category ? await getChildren(category!.parent_category, signal) : await getMainCategories(signal);
    return all.filter((c) => c._id !== category!._id);
  });
}

/** A page of the category's products; the loader's, when it fetched this very page. */
export function useCategoryProducts(id: string | undefined, page: number, early?: CategoryEarly['products']): Loaded<CategoryProductPage> {
  const started = early?.page === page ? early.load.promise : undefined;
  return useLoad(id ? `products:${id}:${page}` : null, (signal) =>
    started ? started.then((found) => found ?? getCategoryProducts(id!, page, signal)) : getCategoryProducts(id!, page, signal),
  );
}
