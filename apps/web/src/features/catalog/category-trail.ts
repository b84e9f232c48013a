import type { Category } from '@northbend/shared';
import { getMainCategories } from '../../components/lookup-api';
import { getCategory, getChildren } from './category-api';

// Its own module: the category screens use it, and the route's loader only on the server, so it
// stays out of the browser's first script.
/** A category's ancestors, the main category first (the breadcrumb); at most five, and never round a loop. */
export async function loadCategoryTrail(category: Category, signal?: AbortSignal): Promise<Category[]> {
  const trail: Category[] = [];
  const seen = new Set([category._id]);
  for (let parent = category.parent_category; parent && !seen.has(parent) && trail.length < 5;) {
    seen.add(parent);
    const c = await getCategory(parent, signal);
    trail.unshift(c);
    parent = c.parent_category;
  }
  return trail;
}

/** Sibling categories (spec: 'Product Similar Items'): the parent's other children, or the other main categories. */
export async function loadSiblingCategories(category: Category, signal?: AbortSignal): Promise<Category[]> {
  const all = category.parent_category ? await getChildren(category.parent_category, signal) : await getMainCategories(signal);
  return all.filter((c) => c._id !== category._id);
}
