import { apiGet } from '../../app/api-client';
import { apiPaths } from '../../app/api-paths';
import type { Category, PaginationInfo, ProductSummary } from '../../state/types';
import { useLoad, type Loaded } from './use-load';

// Category calls are quiet: the screens show their own 'Category not found' state instead of a toast.
const getCategory = (id: string, signal: AbortSignal) =>
  apiGet<{ result: Category[] }>(apiPaths.category(id), { signal, quiet: true }).then((b) => {
    const category = b.result[0];
    if (!category) throw new Error('Category not found');
    return category;
  });
const getChildren = (id: string, signal: AbortSignal) =>
  apiGet<{ result: Category[] }>(apiPaths.categoryChildren(id), { signal, quiet: true }).then((b) => b.result);

export const useCategory = (id: string): Loaded<Category> => useLoad(`category:${id}`, (signal) => getCategory(id, signal));

export const useChildCategories = (id: string): Loaded<Category[]> => useLoad(`children:${id}`, (signal) => getChildren(id, signal));

/** The category's ancestors, the main category first (for the breadcrumb and the links). */
export function useCategoryTrail(category: Category | undefined): Loaded<Category[]> {
  return useLoad(category ? `trail:${category._id}` : null, async (signal) => {
    const trail: Category[] = [];
    const seen = new Set([category!._id]);
    for (let parent = category!.parent_category; parent && !seen.has(parent) && trail.length < 5; ) {
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
    const all = category!.parent_category
      ? await getChildren(category!.parent_category, signal)
      : await apiGet<{ data: { result: Category[] } }>(apiPaths.mainCategories, { signal, quiet: true }).then((b) => b.data.result);
    return all.filter((c) => c._id !== category!._id);
  });
}

export interface CategoryProductPage {
  result: ProductSummary[];
  paginationInfo: PaginationInfo;
}

export const useCategoryProducts = (id: string | undefined, page: number): Loaded<CategoryProductPage> =>
  useLoad(id ? `products:${id}:${page}` : null, (signal) => apiGet<CategoryProductPage>(apiPaths.categoryProducts(id!, page), { signal, quiet: true }));
