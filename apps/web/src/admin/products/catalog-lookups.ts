import { KEYWORD_DROPDOWNS, type Category, type CategoryList, type DropdownItem, type KeywordDropdownAnswer } from '@northbend/shared';
import { AdminApiError } from '../api/client';

/** The storefront's public catalog calls, read by the product screens for their pickers and filters. */
const PUBLIC_API = '/api/v1/';

async function publicGet<T>(path: string, signal?: AbortSignal): Promise<T> {
  const res = await fetch(PUBLIC_API + path, { signal, credentials: 'same-origin' });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new AdminApiError(res.status, body?.message ?? `The request failed (${res.status}).`);
  }
  return (await res.json()) as T;
}

/** A category with its children: main > child > sub-child (spec section 3). */
export interface CategoryNode {
  id: string;
  name: string;
  children: CategoryNode[];
}

/** The flat category list as a tree, each level in the API's order; orphans are shown at the top. */
export function categoryTree(categories: Category[]): CategoryNode[] {
  const ids = new Set(categories.map((c) => c._id));
  const childrenOf = (parent: string | null): CategoryNode[] =>
    categories
      .filter((c) => (parent === null ? !c.parent_category || !ids.has(c.parent_category) : c.parent_category === parent))
      .map((c) => ({ id: c._id, name: c.category_name, children: childrenOf(c._id) }));
  return childrenOf(null);
}

/** 'Punches › Round › Thick turret', for filters that list every category in one select. */
export function categoryChoices(tree: CategoryNode[], trail: string[] = []): { value: string; label: string }[] {
  return tree.flatMap((node) => [
    { value: node.id, label: [...trail, node.name].join(' › ') },
    ...categoryChoices(node.children, [...trail, node.name]),
  ]);
}

/** A machine make and its models, as the storefront's sidebar tree lists them. */
export interface MakeWithModels {
  id: string;
  name: string;
  models: { id: string; name: string }[];
}

/** One keyword dropdown (sheet material, sheet thickness) with its values. */
export interface KeywordDropdown {
  id: string;
  name: string;
  options: DropdownItem[];
}

export interface CatalogLookups {
  categories: CategoryNode[];
  makes: MakeWithModels[];
  keywords: KeywordDropdown[];
}

/**
 * Everything the product screens pick from, in one go. Makes and models come from the sidebar
 * tree (GET product/public/tree), which lists every make with all its models in one call.
 */
export async function loadCatalogLookups(signal?: AbortSignal): Promise<CatalogLookups> {
  const [categories, tree, ...keywords] = await Promise.all([
    publicGet<CategoryList>('product/category/public/dropdown', signal),
    publicGet<{ result: MakeWithModels[] }>('product/public/tree', signal),
    ...KEYWORD_DROPDOWNS.map((id) =>
      publicGet<KeywordDropdownAnswer>(`product/keyword/public/dropdown/find/${id}`, signal).then((a): KeywordDropdown => ({
        id,
        name: a.result.productDropdown_name,
        options: a.result.productDropdown_options,
      })),
    ),
  ]);
  return {
    categories: categoryTree(categories.result),
    makes: tree.result.map((m) => ({ id: m.id, name: m.name, models: m.models.map((mo) => ({ id: mo.id, name: mo.name })) })),
    keywords,
  };
}
