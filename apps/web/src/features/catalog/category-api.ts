import type { Category, CategoryList, ProductPage } from '@northbend/shared';
import { apiGet } from '../../lib/api-client';
import { apiPaths } from '../../lib/api-paths';

// The calls of the category screens, shared by their hooks (use-category.ts) and their routes'
// loader (category-loader.ts). Quiet: the screens show their own 'Category not found' state
// instead of a toast, and other failures stay in the console (spec section 8).

/** A page of a category's products. */
export type CategoryProductPage = ProductPage;

export const getCategory = (id: string, signal?: AbortSignal): Promise<Category> =>
  apiGet<CategoryList>(apiPaths.category(id), { signal, quiet: true }).then((b) => {
    const category = b.result[0];
    if (!category) throw new Error('Category not found');
    return category;
  });

export const getChildren = (id: string, signal?: AbortSignal): Promise<Category[]> =>
  apiGet<CategoryList>(apiPaths.categoryChildren(id), { signal, quiet: true }).then((b) => b.result);

export const getCategoryProducts = (id: string, page: number, signal?: AbortSignal): Promise<CategoryProductPage> =>
  apiGet<CategoryProductPage>(apiPaths.categoryProducts(id, page), { signal, quiet: true });
