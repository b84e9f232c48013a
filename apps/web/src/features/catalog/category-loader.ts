import type { LoaderFunction, LoaderFunctionArgs, ShouldRevalidateFunctionArgs } from 'react-router';
import type { Category } from '@northbend/shared';
import { earlyLoad, isRefreshing, type EarlyLoad } from '../../lib/early-load';
import { categoryCardImage } from '../../components/category-card-image';
import { preloadImage } from '../../components/responsive-image';
import { getCategory, getCategoryProducts, getChildren, type CategoryProductPage } from './category-api';
import { loadCategoryTrail, loadSiblingCategories } from './category-trail';
import { pageOf } from './catalog-query';

// This module is part of the first page's script (router.tsx imports it): keep it small, and let
// it import nothing that only the category screens need.

/** The child cards drawn first: two fill a phone's first row (the page's LCP), and lead the row on wider screens. */
export const FIRST_CARDS = 2;

/** What a category route's loader started; the screen (category-screen.tsx) takes it over. */
export interface CategoryEarly {
  category: EarlyLoad<Category>;
  /** Its ancestors, for the breadcrumb and the BreadcrumbList: loaded here on the server only. */
  trail?: EarlyLoad<Category[]>;
  /** Its siblings ('Product Similar Items'): loaded here on the server only, as the trail. */
  siblings?: EarlyLoad<Category[]>;
  children: EarlyLoad<Category[]>;
  /** The products of `page`, or null where the screen shows child categories instead. */
  products: { page: number; load: EarlyLoad<CategoryProductPage | null> };
}

/**
 * Loader of /product/:category/:id and /product/:category/:name/:id: starts the category, its
 * children and (where they show) its products with the navigation, in parallel with the screen's
 * code (a static loader runs beside `lazy`), and returns without waiting, so the screen's
 * skeletons show as before. Once the children are known, the first cards' pictures are fetched.
 */
export const categoryLoader =
  (productsWithChildren: boolean): LoaderFunction =>
  ({ params, request }: LoaderFunctionArgs): CategoryEarly => {
    const id = params.id ?? '';
    const page = pageOf(new URL(request.url).searchParams);
    const children = getChildren(id);
    // A page past the last one shows page 1 (spec section 4): on the server, drawn at once (the
    // page's replace-url island puts the address right); the client application resets its query.
    const loadProducts = () =>
      getCategoryProducts(id, page).then((found) =>
        import.meta.env.SSR && page > 1 && found.paginationInfo.currentPage > found.paginationInfo.totalPages
          ? getCategoryProducts(id, 1)
          : found,
      );
    // A category page lists products only when the category has no children (or they fail to load).
    const products = productsWithChildren ? loadProducts() : children.then((list) => (list.length ? null : loadProducts()), loadProducts);
    children.then(
      (list) => list.slice(0, FIRST_CARDS).forEach((c) => preloadImage(categoryCardImage(c))),
      () => undefined,
    );
    const category = getCategory(id);
    return {
      category: earlyLoad(category),
      // The server renders the breadcrumb (and its BreadcrumbList) at once; in the browser the
      // screen asks for it once the category is known, so this stays out of the first page's script.
      trail: import.meta.env.SSR ? earlyLoad(category.then((c) => loadCategoryTrail(c))) : undefined,
      siblings: import.meta.env.SSR ? earlyLoad(category.then((c) => loadSiblingCategories(c))) : undefined,
      children: earlyLoad(children),
      products: { page, load: earlyLoad(products) },
    };
  };

/**
 * The same category again (e.g. only the page in the query changed) keeps what was loaded, as before
 * loaders; a refresh for the logged-in customer (early-load.ts) loads it again, with prices.
 */
export const categoryShouldRevalidate = ({ currentParams, nextParams }: ShouldRevalidateFunctionArgs): boolean =>
  isRefreshing() || currentParams.id !== nextParams.id;
