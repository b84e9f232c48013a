import {
  CATEGORY_LEVELS_MAX,
  slugify,
  type AdminCategory,
  type CategoryCreateBody,
  type CategoryMoveBody,
  type CategoryUpdateBody,
} from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { categories } from '../../db/schema/index.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import {
  deleteCategory,
  directProductCounts,
  findCategoryBySlug,
  insertCategory,
  lockCategoryTree,
  productsInCategory,
  refileMainCategories,
  siblingIds,
  subtreeProductCounts,
  updateCategory,
} from './admin-category-queries.js';
import { placeAt, renumber } from './admin-list-order.js';
import { findAllCategories, type CategoryRow } from './category-queries.js';

export const CATEGORY_NOT_FOUND = 'Category not found';

/** The tree as it stood inside a write's transaction: levels, descendants and depth below. */
function treeFacts(rows: CategoryRow[]) {
  const byId = new Map(rows.map((r) => [r.id, r]));
  const childrenOf = (id: string | null) => rows.filter((r) => r.parentId === id);
  const levelOf = (id: string): number => {
    let level = 1;
    for (let c = byId.get(id); c?.parentId; c = byId.get(c.parentId)) level++;
    return level;
  };
  /** The category and every category below it. */
  const subtreeOf = (id: string): string[] => [id, ...childrenOf(id).flatMap((c) => subtreeOf(c.id))];
  /** Levels the category spans with its subtree: 1 for a leaf. */
  const heightOf = (id: string): number => 1 + Math.max(0, ...childrenOf(id).map((c) => heightOf(c.id)));
  const pathOf = (id: string | null): string => {
    const names: string[] = [];
    for (let c = id ? byId.get(id) : undefined; c; c = c.parentId ? byId.get(c.parentId) : undefined) names.unshift(c.name);
    return names.length ? names.join(' › ') : 'the top level';
  };
  return { byId, childrenOf, levelOf, subtreeOf, heightOf, pathOf };
}

type Actor = Pick<SignedInStaff, 'id' | 'email'>;
const actor = (me: Actor) => ({ id: me.id, email: me.email });
const auditFields = (c: CategoryRow) => ({
  category_name: c.name,
  category_slug: c.slug,
  category_image: c.image,
  parent_category: c.parentId,
  sort_order: c.sortOrder,
  taxable: c.taxable,
  default_shipping_weight: c.defaultShippingWeightLb,
});

/**
 * The back office's category tree (three levels): list with product counts, create, rename, new
 * slug or image, move and reorder, delete when empty. Each write is one transaction with its audit
 * entry; `changed` runs after the commit (the caches of every API process are cleared).
 */
export function adminCategoryService({ db, changed }: { db: Database; changed: () => Promise<void> }) {
  async function tree(): Promise<AdminCategory[]> {
    const [rows, direct, total] = await Promise.all([findAllCategories(db), directProductCounts(db), subtreeProductCounts(db)]);
    const facts = treeFacts(rows);
    const node = (c: CategoryRow, level: number): AdminCategory => ({
      _id: c.id,
      category_name: c.name,
      category_slug: c.slug,
      category_image: c.image,
      parent_category: c.parentId,
      level,
      sort_order: c.sortOrder,
      product_count: direct.get(c.id) ?? 0,
      total_product_count: total.get(c.id) ?? 0,
      taxable: c.taxable,
      default_shipping_weight: c.defaultShippingWeightLb,
      children: facts.childrenOf(c.id).map((child) => node(child, level + 1)),
    });
    return facts.childrenOf(null).map((c) => node(c, 1));
  }

  async function nodeOf(id: string): Promise<AdminCategory> {
    const find = (nodes: AdminCategory[]): AdminCategory | undefined =>
      nodes.reduce<AdminCategory | undefined>((hit, n) => hit ?? (n._id === id ? n : find(n.children)), undefined);
    const hit = find(await tree());
    if (!hit) throw notFound(CATEGORY_NOT_FOUND);
    return hit;
  }

  /** A slug no other category has: the given one (409 when taken), or one made from the name. */
  async function freeSlug(tx: Database, given: string | undefined, name: string, parent: CategoryRow | undefined, exceptId?: string) {
    if (given) {
      const owner = await findCategoryBySlug(tx, given, exceptId);
      if (owner) throw new HttpError(409, `category_slug "${given}" is already used by the category "${owner.name}"; choose another`);
      return given;
    }
    const base = slugify(name);
    if (!base) throw badRequest('category_name needs letters or digits to make the category_slug from; or enter a category_slug');
    // "Standard" under "Round Punches" and under "Rectangle Punches": the second becomes "rectangle-punches-standard".
    const candidates = parent ? [base, `${parent.slug}-${base}`.slice(0, 120)] : [base];
    for (const slug of candidates) if (!(await findCategoryBySlug(tx, slug, exceptId))) return slug;
    throw new HttpError(409, `category_slug "${base}" is already used by another category; enter a category_slug`);
  }

  /** Runs a category write in one transaction, turning a slug clash that slipped past the check into a 409. */
  async function write<T>(work: (tx: Database) => Promise<T>): Promise<T> {
    try {
      const result = await db.transaction((tx) => work(tx));
      await changed();
      return result;
    } catch (err) {
      if (isUniqueViolation(err)) throw new HttpError(409, 'category_slug is already used by another category; choose another');
      throw err;
    }
  }

  return {
    tree,

    async create(me: Actor, body: CategoryCreateBody): Promise<AdminCategory> {
      const id = await write(async (tx) => {
        const facts = treeFacts(await lockCategoryTree(tx));
        const parent = body.parent_category ? facts.byId.get(body.parent_category) : undefined;
        if (body.parent_category && !parent) throw badRequest('parent_category: no such category');
        if (parent && facts.levelOf(parent.id) >= CATEGORY_LEVELS_MAX) {
          throw badRequest(`parent_category: "${parent.name}" is a sub-child category (level 3); categories go three levels deep at most`);
        }
        const slug = await freeSlug(tx, body.category_slug, body.category_name, parent);
        const siblings = await siblingIds(tx, parent?.id ?? null);
        const row = await insertCategory(tx, {
          name: body.category_name,
          slug,
          parentId: parent?.id ?? null,
          image: body.category_image,
          taxable: body.taxable,
          defaultShippingWeightLb: body.default_shipping_weight,
          sortOrder: siblings.length,
        });
        await renumber(tx, categories, [...siblings, row.id]); // last, whatever numbers the others had
        await recordAudit(tx, {
          staff: actor(me),
          action: 'category.create',
          entityType: 'category',
          entityId: row.id,
          summary: `Category "${row.name}" created under ${facts.pathOf(row.parentId)}`,
          before: null,
          after: auditFields(row),
        });
        return row.id;
      });
      return nodeOf(id);
    },

    async update(me: Actor, id: string, body: CategoryUpdateBody): Promise<AdminCategory> {
      await write(async (tx) => {
        const facts = treeFacts(await lockCategoryTree(tx));
        const before = facts.byId.get(id);
        if (!before) throw notFound(CATEGORY_NOT_FOUND);
        const change: Partial<CategoryRow> = {};
        if (body.category_name !== undefined && body.category_name !== before.name) change.name = body.category_name;
        if (body.category_slug !== undefined && body.category_slug !== before.slug) {
          change.slug = await freeSlug(tx, body.category_slug, before.name, undefined, id);
        }
        if (body.category_image !== undefined && body.category_image !== before.image) change.image = body.category_image;
        if (body.taxable !== undefined && body.taxable !== before.taxable) change.taxable = body.taxable;
        if (body.default_shipping_weight !== undefined && body.default_shipping_weight !== before.defaultShippingWeightLb)
          change.defaultShippingWeightLb = body.default_shipping_weight;
        if (!Object.keys(change).length) return; // the same values again: nothing to write or audit
        const after = await updateCategory(tx, id, change);
        const what = [
          change.name !== undefined && `renamed from "${before.name}" to "${after.name}"`,
          change.slug !== undefined && `slug "${before.slug}" → "${after.slug}"`,
          change.image !== undefined && (after.image ? 'new image' : 'image removed'),
          change.taxable !== undefined && (after.taxable ? 'sales tax applies' : 'not taxable'),
          change.defaultShippingWeightLb !== undefined &&
            (after.defaultShippingWeightLb === null
              ? 'default shipping weight removed'
              : `default shipping weight ${after.defaultShippingWeightLb} lb`),
        ].filter(Boolean);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'category.update',
          entityType: 'category',
          entityId: id,
          summary: `Category "${after.name}": ${what.join(', ')}`,
          before: Object.fromEntries(Object.keys(change).map((k) => [k, before[k as keyof CategoryRow]])),
          after: change,
        });
      });
      return nodeOf(id);
    },

    /** Under another parent and/or at another place among its siblings. */
    async move(me: Actor, id: string, body: CategoryMoveBody): Promise<AdminCategory> {
      await write(async (tx) => {
        const facts = treeFacts(await lockCategoryTree(tx));
        const moving = facts.byId.get(id);
        if (!moving) throw notFound(CATEGORY_NOT_FOUND);
        const parentId = body.parent_category;
        const parent = parentId ? facts.byId.get(parentId) : undefined;
        if (parentId && !parent) throw badRequest('parent_category: no such category');
        const subtree = facts.subtreeOf(id);
        if (parentId && subtree.includes(parentId)) {
          throw badRequest(`"${moving.name}" cannot be moved under itself or one of its own subcategories`);
        }
        const parentLevel = parent ? facts.levelOf(parent.id) : 0;
        const height = facts.heightOf(id);
        if (parentLevel + height > CATEGORY_LEVELS_MAX) {
          const below = height > 1 ? ` with the ${height - 1} level${height > 2 ? 's' : ''} of subcategories below it` : '';
          throw badRequest(
            `"${moving.name}"${below} cannot go under "${parent!.name}" (level ${parentLevel}): categories go ${CATEGORY_LEVELS_MAX} levels deep at most`,
          );
        }
        const oldSiblings = await siblingIds(tx, moving.parentId);
        const newSiblings = await siblingIds(tx, parentId, id);
        const sameParent = moving.parentId === parentId;
        const position = body.position ?? (sameParent ? oldSiblings.indexOf(id) : newSiblings.length);
        const order = placeAt(newSiblings, id, position);
        if (sameParent && order.every((x, i) => x === oldSiblings[i])) return; // already there
        if (!sameParent) {
          await updateCategory(tx, id, { parentId });
          await renumber(
            tx,
            categories,
            oldSiblings.filter((x) => x !== id),
          );
        }
        await renumber(tx, categories, order);
        const refiled = sameParent ? 0 : await refileMainCategories(tx, subtree);
        const from = facts.pathOf(moving.parentId);
        const to = facts.pathOf(parentId);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'category.move',
          entityType: 'category',
          entityId: id,
          summary: sameParent
            ? `Category "${moving.name}" moved to place ${order.indexOf(id) + 1} of ${order.length} in ${to}`
            : `Category "${moving.name}" moved from ${from} to ${to} (place ${order.indexOf(id) + 1})` +
              (refiled
                ? `; ${refiled} product${refiled === 1 ? '' : 's'} now list "${facts.pathOf(parentId).split(' › ')[0]}" as main category`
                : ''),
          before: { parent_category: moving.parentId, path: from, position: oldSiblings.indexOf(id) },
          after: { parent_category: parentId, path: to, position: order.indexOf(id), products_refiled: refiled },
        });
      });
      return nodeOf(id);
    },

    /** Only an empty category goes: no subcategories and no products (409 says which). */
    async remove(me: Actor, id: string): Promise<string> {
      return write(async (tx) => {
        const facts = treeFacts(await lockCategoryTree(tx));
        const gone = facts.byId.get(id);
        if (!gone) throw notFound(CATEGORY_NOT_FOUND);
        const children = facts.childrenOf(id).length;
        if (children) {
          throw new HttpError(
            409,
            `"${gone.name}" still has ${children} subcategor${children === 1 ? 'y' : 'ies'}: move or delete ${children === 1 ? 'it' : 'them'} first`,
          );
        }
        const products = await productsInCategory(tx, id);
        if (products) {
          throw new HttpError(
            409,
            `"${gone.name}" still holds ${products} product${products === 1 ? '' : 's'} (archived ones included): move ${products === 1 ? 'it' : 'them'} to another category first`,
          );
        }
        await deleteCategory(tx, id);
        await renumber(tx, categories, await siblingIds(tx, gone.parentId));
        await recordAudit(tx, {
          staff: actor(me),
          action: 'category.delete',
          entityType: 'category',
          entityId: id,
          summary: `Category "${gone.name}" deleted from ${facts.pathOf(gone.parentId)}`,
          before: auditFields(gone),
          after: null,
        });
        return `The category "${gone.name}" has been deleted.`;
      });
    },
  };
}

export type AdminCategoryService = ReturnType<typeof adminCategoryService>;
