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

/** A category card as the islands' props carry it (islands/category-card): only what the card draws. */
export const categoryCardItem = (category: Linkable & { category_name: string; category_image: string }, to: string) => ({
  id: category._id,
  name: category.category_name,
  image: category.category_image,
  to,
});
