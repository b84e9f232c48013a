import type { FindManyByCategories, PageQuery, ProductFilter, SearchResultsQuery } from '@northbend/shared';
import { PRICE_SORTS, SEARCH_PAGE_MATCHES, SIMILAR_ITEMS_LIMIT } from '@northbend/shared';
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { badRequest, notFound } from '../../lib/http-errors.js';
import { ttlCache } from '../../lib/ttl-cache.js';
import { findCategoriesWithDescendantIds, findCategoryById, findCategoryWithDescendantIds } from './category-queries.js';
import {
  countProducts,
  findProductById,
  findProductBySlug,
  findProductPage,
  findProductsByIds,
  findProductsSorted,
  findVariantsOfProduct,
  forEveryMachine,
  narrowsByMachine,
  type ProductConditions,
} from './product-queries.js';
import { machineFits } from './machine-names.js';
import { findMakeIdsOfModels } from './machine-queries.js';
import { productDetail, type ProductRow } from './product-view.js';
import { pricedSummaries } from './priced-summaries.js';
import type { BuyerPriceBook, PriceViewer } from '../pricing/index.js';
import { searchProductIds, searchProducts } from './search-service.js';

/**
 * How long a filter's total count is reused. Counting every match costs more than reading the
 * page itself on a large catalog; a count a few seconds old is fine for 'Found Result'.
 */
const COUNT_TTL_MS = 30_000;

/** Ids as one uuid[] parameter (they passed the RecordId check). */
const uuidArray = (ids: string[]) => sql`${`{${ids.join(',')}}`}::uuid[]`;

type Fits = NonNullable<ProductConditions['fits']>;

/** The search page's machine filters and 'My machines', as a condition on the searched product `p`. */
function machineScope(makeIds: string[], modelIds: string[], fits: Fits | undefined): SQL | undefined {
  const either = fits
    ? [
        ...(fits.modelIds.length ? [sql`p.machine_model_ids && ${uuidArray(fits.modelIds)}`] : []),
        ...(fits.makeIds.length ? [sql`p.machine_make_ids && ${uuidArray(fits.makeIds)}`] : []),
      ]
    : [];
  const parts = [
    ...(makeIds.length ? [sql`p.machine_make_ids && ${uuidArray(makeIds)}`] : []),
    ...(modelIds.length ? [sql`p.machine_model_ids && ${uuidArray(modelIds)}`] : []),
    ...(fits ? [either.length ? sql`(${sql.join(either, sql` or `)})` : sql`false`] : []),
  ];
  return parts.length ? sql.join(parts, sql` and `) : undefined;
}

/** Rules for reading the public catalog; `viewer` is true only for a logged-in customer. */
export function productService(db: Database, book: BuyerPriceBook) {
  const counts = ttlCache<number>(COUNT_TTL_MS, 1000);
  // The category tree changes far less often than products; its subtrees are reused likewise.
  const subtrees = ttlCache<string[]>(COUNT_TTL_MS, 1000);

  const summaries = async (rows: ProductRow[], viewer: PriceViewer) => pricedSummaries(db, rows, await book.of(viewer));

  const count = (conditions: ProductConditions) => counts.get(JSON.stringify(conditions), () => countProducts(db, conditions));

  /** A list narrowed by machine says how many more match for other machines (issue 28: it never hides silently). */
  async function page(conditions: ProductConditions, q: PageQuery, viewer: PriceViewer) {
    const narrowed = narrowsByMachine(conditions);
    const [rows, totalCount, everyMachine] = await Promise.all([
      findProductPage(db, conditions, q.limit, (q.page - 1) * q.limit),
      count(conditions),
      narrowed ? count(forEveryMachine(conditions)) : undefined,
    ]);
    return {
      result: await summaries(rows, viewer),
      paginationInfo: { currentPage: q.page, totalPages: Math.ceil(totalCount / q.limit), totalCount, limit: q.limit },
      ...(everyMachine === undefined ? {} : { other_machines_count: Math.max(0, everyMachine - totalCount) }),
    };
  }

  /**
   * 'My machines': a listed model fits; a listed make counts on its own only when none of its
   * models is listed (Amada + EMK 3610 NT means that model, not every Amada tool).
   */
  async function fitsOf(f: { fitsMachineMakeIds: string[]; fitsMachineModelIds: string[] }): Promise<Fits | undefined> {
    if (!f.fitsMachineMakeIds.length && !f.fitsMachineModelIds.length) return undefined;
    const covered = new Set(await findMakeIdsOfModels(db, f.fitsMachineModelIds));
    return { makeIds: f.fitsMachineMakeIds.filter((id) => !covered.has(id)), modelIds: f.fitsMachineModelIds };
  }

  async function categoryScope(categoryId: string): Promise<string[]> {
    const ids = await subtrees.get(categoryId, () => findCategoryWithDescendantIds(db, categoryId));
    if (!ids.length) throw notFound('Category not found');
    return ids;
  }

  return {
    /** Drops the cached counts and category subtrees: called on every catalog write (issue 12). */
    forget(): void {
      counts.clear();
      subtrees.clear();
    },

    list: (q: PageQuery, viewer: PriceViewer) => page({}, q, viewer),

    async filter(f: ProductFilter, q: PageQuery, viewer: PriceViewer) {
      const conditions: ProductConditions = {
        nameContains: f.product_name || undefined,
        categoryIds: f.categoryId ? await categoryScope(f.categoryId) : undefined,
        machineMakeIds: f.machineMakeIds,
        machineModelIds: f.machineModelIds,
        fits: await fitsOf(f),
      };
      return page(conditions, q, viewer);
    },

    async inCategory(categoryId: string, q: PageQuery, viewer: PriceViewer) {
      if (!(await findCategoryById(db, categoryId))) throw notFound('Category not found');
      return page({ categoryIds: await categoryScope(categoryId), order: 'size' }, q, viewer);
    },

    async one(id: string, viewer: PriceViewer) {
      const product = await findProductById(db, id);
      if (!product) throw notFound('This product was not found.');
      const [variants, fits] = await Promise.all([
        product.variantsStatus ? findVariantsOfProduct(db, id) : [],
        machineFits(db, product.machineMakeIds, product.machineModelIds),
      ]);
      return productDetail(product, variants, await book.of(viewer), fits);
    },

    /** The live product a current or former slug names (old links redirect to the current slug). */
    async bySlug(slug: string) {
      const product = await findProductBySlug(db, slug);
      if (!product) throw notFound('This product was not found.');
      return { _id: product.id, product_slug: product.slug };
    },

    /** Products in the given order of ids; unknown ids are left out. */
    async byIds(ids: string[], viewer: PriceViewer) {
      const rows = await findProductsByIds(db, [...new Set(ids)]);
      const byId = new Map(rows.map((r) => [r.id, r]));
      const ordered = ids.filter((id, i) => ids.indexOf(id) === i && byId.has(id)).map((id) => byId.get(id)!);
      return summaries(ordered, viewer);
    },

    async similar(body: FindManyByCategories, viewer: PriceViewer) {
      const categoryIds = await findCategoriesWithDescendantIds(db, body.findMany);
      if (!categoryIds.length) return [];
      const rows = await findProductPage(db, { categoryIds, excludeId: body.excludeId }, SIMILAR_ITEMS_LIMIT, 0);
      return summaries(rows, viewer);
    },

    /**
     * The search results page (issue 16): the best SEARCH_PAGE_MATCHES matches of the header
     * search's rules within the machine filters, paged, in relevance order or sorted.
     */
    async searchPage(body: SearchResultsQuery, q: PageQuery, viewer: PriceViewer) {
      if (PRICE_SORTS.includes(body.sort) && viewer.kind !== 'customer') throw badRequest('Sorting by price is for logged-in customers.');
      const scope = machineScope(body.machineMakeIds, body.machineModelIds, await fitsOf(body));
      const { ids, nearestSize } = await searchProducts(db, body.search, SEARCH_PAGE_MATCHES, scope);
      // Narrowed by machine: how many more the same search finds for every machine (issue 28).
      const shown = new Set(ids);
      const other = scope && (await searchProductIds(db, body.search, SEARCH_PAGE_MATCHES)).filter((id) => !shown.has(id)).length;
      const offset = (q.page - 1) * q.limit;
      let rows: ProductRow[];
      if (body.sort === 'relevance') {
        const pageIds = ids.slice(offset, offset + q.limit);
        const byId = new Map((pageIds.length ? await findProductsByIds(db, pageIds) : []).map((r) => [r.id, r]));
        rows = pageIds.map((id) => byId.get(id)!).filter(Boolean);
      } else {
        rows = await findProductsSorted(db, ids, body.sort, q.limit, offset);
      }
      return {
        result: await summaries(rows, viewer),
        paginationInfo: { currentPage: q.page, totalPages: Math.ceil(ids.length / q.limit), totalCount: ids.length, limit: q.limit },
        ...(scope ? { other_machines_count: other || 0 } : {}),
        ...(nearestSize ? { nearest_size: nearestSize } : {}),
      };
    },

    /** The header search: the best matches, and the nearest sizes when the typed size is not there (issue 28). */
    async search(term: string, viewer: PriceViewer) {
      const { ids, nearestSize } = await searchProducts(db, term);
      const near = nearestSize ? { nearest_size: nearestSize } : {};
      if (!ids.length) return { result: [], ...near };
      const rows = await findProductsByIds(db, ids);
      const byId = new Map(rows.map((r) => [r.id, r]));
      return { result: await summaries(ids.map((id) => byId.get(id)!).filter(Boolean), viewer), ...near };
    },
  };
}

export type ProductService = ReturnType<typeof productService>;
