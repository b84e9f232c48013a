import { randomBytes } from 'node:crypto';
import { desc, eq } from 'drizzle-orm';
import { slugify } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { auditLog, categories, machineMakes, machineModels, products } from '../../db/schema/index.js';
import type { TestShop } from '../../test/test-app.js';

// Small catalogs for the tests of the back office's category, machine and keyword calls, straight
// in the tables (each test makes its own, with a unique tag, so tests never see each other's rows).

export const tagged = (label: string) => `${label} ${randomBytes(3).toString('hex')}`;

export async function addCategory(db: Database, name: string, parentId: string | null = null, sortOrder = 0) {
  const [row] = await db
    .insert(categories)
    .values({ name, slug: slugify(name), parentId, sortOrder })
    .returning();
  return row!;
}

export async function addMake(db: Database, name: string, sortOrder = 0) {
  const [row] = await db.insert(machineMakes).values({ name, sortOrder }).returning();
  return row!;
}

export async function addModel(db: Database, makeId: string, name: string, sortOrder = 0) {
  const [row] = await db.insert(machineModels).values({ makeId, name, sortOrder }).returning();
  return row!;
}

export async function addProduct(
  db: Database,
  values: {
    categoryIds?: string[];
    primaryCategoryId?: string | null;
    machineMakeIds?: string[];
    machineModelIds?: string[];
    keywords?: Record<string, string[]>;
  },
) {
  const sku = `T-${randomBytes(4).toString('hex').toUpperCase()}`;
  const [row] = await db
    .insert(products)
    .values({ sku, slug: sku.toLowerCase(), name: `Test punch ${sku}`, priceCents: 4_500, ...values })
    .returning();
  return row!;
}

export const productRow = async (db: Database, id: string) => (await db.select().from(products).where(eq(products.id, id)))[0]!;

/** The newest audit entry of an entity. */
export async function lastAudit(shop: TestShop, entityId: string) {
  const [row] = await shop.handle.db.select().from(auditLog).where(eq(auditLog.entityId, entityId)).orderBy(desc(auditLog.id)).limit(1);
  return row;
}

/** Storefront reads, as a visitor. */
export const storefront = (shop: TestShop) => {
  const get = async (url: string) => {
    const res = await shop.app.inject({ method: 'GET', url: `/api/v1${url}` });
    if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
    return res.json();
  };
  return {
    categories: async (): Promise<
      { _id: string; category_name: string; category_slug: string; parent_category: string | null; category_image: string }[]
    > => (await get('/product/category/public/dropdown')).result,
    mainCategories: async (): Promise<{ _id: string; category_name: string }[]> =>
      (await get('/product/category/public/main/lists')).data.result,
    tree: async (): Promise<TreeMake[]> => (await get('/product/public/tree')).result,
    makes: async (): Promise<{ value: string; name: string }[]> => (await get('/product/keyword/public/machine-make/dropdown')).result,
    keywordOptions: async (id: string): Promise<{ value: string; name: string }[]> =>
      (await get(`/product/keyword/public/dropdown/find/${id}`)).result.productDropdown_options,
    /** How many public products the category holds with its subtree (the cached count of the filter). */
    async countIn(categoryId: string): Promise<number> {
      const res = await shop.app.inject({ method: 'POST', url: '/api/v1/product/public/lists/filter', payload: { categoryId } });
      return res.json().paginationInfo.totalCount;
    },
  };
};

interface TreeNode {
  id: string;
  name: string;
}
export interface TreeMake extends TreeNode {
  models: (TreeNode & { categories: (TreeNode & { child_categories: (TreeNode & { sub_child_categories: TreeNode[] })[] })[] })[];
}
