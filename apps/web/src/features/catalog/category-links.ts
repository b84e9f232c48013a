import { paths } from '../../lib/paths';

interface Linkable {
  _id: string;
  category_slug: string;
}

/**
 * Where a category's card or crumb goes: a main category to /product/{slug}/{id}, any other to its
 * products page /product/{parent slug}/{slug}/{id} (spec section 2).
 */
export const categoryHref = (category: Linkable, parent?: Linkable): string =>
  parent
    ? paths.categoryProducts(parent.category_slug, category.category_slug, category._id)
    : paths.category(category.category_slug, category._id);
