import type { CategoryList } from '@northbend/shared';
import { apiGet } from '../../lib/api-client';
import { apiPaths } from '../../lib/api-paths';
import type { CategoryOptionSource } from './category-options';
import type { TreeMake } from './machine-tree-nodes';

// The lookups of the store home's filter bar and sidebar. Quiet: their failures stay in the
// console (spec section 8). The list itself is in product-list-api.ts, which the route's loader uses.

export const getCategoryOptionSources = (signal?: AbortSignal): Promise<CategoryOptionSource[]> =>
  apiGet<CategoryList>(apiPaths.categoryDropdown, { signal, quiet: true }).then((b) => b.result);

export const getProductTree = (signal?: AbortSignal): Promise<TreeMake[]> =>
  apiGet<{ result: TreeMake[] }>(apiPaths.productTree, { signal, quiet: true }).then((b) => b.result);
