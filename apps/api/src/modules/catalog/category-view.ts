import type { CategoryRow } from './category-queries.js';

export const categoryView = (c: CategoryRow) => ({
  _id: c.id,
  category_name: c.name,
  category_slug: c.slug,
  parent_category: c.parentId ?? null,
  category_image: c.image,
  // The storefront's pickers read {name, value}; the same record serves both.
  name: c.name,
  value: c.id,
});

export const dropdownOf = (c: { id: string; name: string }) => ({ value: c.id, name: c.name });
