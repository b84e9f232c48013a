import { z } from 'zod';
import { RecordId } from './common.js';

const IdList = (what: string) =>
  z.array(RecordId, { message: `${what} must be a list of ids` }).max(200, `${what} may hold at most 200 ids`);

/**
 * 'My machines' (issue 16): products that fit any of the customer's machines — one of these models,
 * or any model of a make none of whose models is listed. Narrows the other filters further.
 */
const FitsMachines = {
  fitsMachineMakeIds: IdList('fitsMachineMakeIds').optional().default([]),
  fitsMachineModelIds: IdList('fitsMachineModelIds').optional().default([]),
};

/** Filter payload of the store home (spec section 3): every field optional, empty means "any". */
export const ProductFilter = z.object({
  product_name: z.string().trim().max(200, 'product_name is too long').optional().default(''),
  categoryId: z
    .union([RecordId, z.literal('')])
    .optional()
    .default(''),
  machineMakeIds: IdList('machineMakeIds').optional().default([]),
  machineModelIds: IdList('machineModelIds').optional().default([]),
  ...FitsMachines,
});
export type ProductFilter = z.infer<typeof ProductFilter>;

export const ProductSearch = z.object({
  search: z.string({ message: 'search is required' }).trim().min(1, 'search is required').max(100, 'search is too long'),
});
export type ProductSearch = z.infer<typeof ProductSearch>;

/** Orders of the search results page; the price orders are for logged-in customers only (decision 003). */
export const SEARCH_SORTS = ['relevance', 'name', 'newest', 'price-asc', 'price-desc'] as const;
export type SearchSort = (typeof SEARCH_SORTS)[number];
export const PRICE_SORTS: readonly SearchSort[] = ['price-asc', 'price-desc'];

/** POST /product/public/search/results: the search results page (issue 16), paged by PageQuery. */
export const SearchResultsQuery = ProductSearch.extend({
  sort: z
    .enum(SEARCH_SORTS, { message: `sort must be one of ${SEARCH_SORTS.join(', ')}` })
    .optional()
    .default('relevance'),
  machineMakeIds: IdList('machineMakeIds').optional().default([]),
  machineModelIds: IdList('machineModelIds').optional().default([]),
  ...FitsMachines,
});
export type SearchResultsQuery = z.infer<typeof SearchResultsQuery>;

export const ProductIds = z.object({ ids: IdList('ids').min(1, 'ids must hold at least one id') });
export type ProductIds = z.infer<typeof ProductIds>;

export const FindManyByCategories = z.object({
  findMany: IdList('findMany').min(1, 'findMany must hold at least one category id'),
  excludeId: RecordId.optional(),
});
export type FindManyByCategories = z.infer<typeof FindManyByCategories>;

export const MachineModelsOfMakes = z.object({ machineMakeIds: IdList('machineMakeIds') });
export type MachineModelsOfMakes = z.infer<typeof MachineModelsOfMakes>;

export const SelectedCategories = z.object({ categoryIds: IdList('categoryIds') });
export type SelectedCategories = z.infer<typeof SelectedCategories>;

/** GET /product/public/slug/{slug}: a product's current or former slug. */
export const ProductSlugParams = z.object({
  slug: z
    .string()
    .max(200, 'Invalid slug')
    .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'Invalid slug'),
});
export type ProductSlugParams = z.infer<typeof ProductSlugParams>;

export const KeywordParams = z.object({
  id: z.string().regex(/^[A-Z_]{1,64}$/, 'Invalid dropdown id'),
});
