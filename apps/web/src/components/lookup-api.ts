import type { Category, DropdownItem, DropdownList, MainCategoriesAnswer, PageDirectoryAnswer, PageLink } from '@northbend/shared';
import { apiGet, apiPost } from '../lib/api-client';
import { apiPaths } from '../lib/api-paths';

// Lookup lists that several features show: the main categories (footer, content carousel, category
// siblings), the content pages' slugs, and machine makes and models (filter bar, profile, contact
// form). Quiet: their failures stay in the console (spec section 8).

export const getMainCategories = (signal?: AbortSignal): Promise<Category[]> =>
  apiGet<MainCategoriesAnswer>(apiPaths.mainCategories, { signal, quiet: true }).then((b) => b.data.result ?? []);

export const getPageDirectory = (): Promise<PageLink[]> =>
  apiGet<PageDirectoryAnswer>(apiPaths.pageDropdown, { quiet: true }).then((b) => b.result);

export const getMachineMakes = (signal?: AbortSignal): Promise<DropdownItem[]> =>
  apiGet<DropdownList>(apiPaths.machineMakes, { signal, quiet: true }).then((b) => b.result ?? []);

export const getMachineModels = (machineMakeIds: string[], signal?: AbortSignal): Promise<DropdownItem[]> =>
  apiPost<DropdownList>(apiPaths.machineModelsOfMakes, { machineMakeIds }, { signal, quiet: true }).then((b) => b.result ?? []);

/**
 * The machine pickers' lists for a page the server draws: every make, and the models of the makes
 * chosen. Quiet, as in the browser (spec section 8): a list that fails reads as empty.
 */
export async function getMachineLists(makeIds: string[]): Promise<{ makes: DropdownItem[]; models: DropdownItem[] }> {
  const [makes, models] = await Promise.all([
    getMachineMakes().catch((): DropdownItem[] => []),
    makeIds.length ? getMachineModels(makeIds).catch((): DropdownItem[] => []) : [],
  ]);
  return { makes, models };
}
