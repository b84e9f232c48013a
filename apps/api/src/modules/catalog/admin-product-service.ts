import { randomUUID } from 'node:crypto';
import {
  PART_NUMBER_MAX,
  PRODUCT_NAME_MAX,
  slugify,
  type AdminProduct,
  type AdminProductPage,
  type AdminProductQuery,
  type ProductInput,
} from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { isUniqueViolation } from '../../db/errors.js';
import { badRequest, HttpError, notFound } from '../../lib/http-errors.js';
import type { SignedInStaff } from '../../plugins/staff-viewer.js';
import { recordAudit } from '../audit/index.js';
import { hasChanges, productChanges } from './admin-product-audit.js';
import {
  archiveVariantRecords,
  categoryNamesById,
  deleteVariantRecords,
  findOrderedFacts,
  findProductRecord,
  findSkusLike,
  findVariantRecords,
  insertProductRecord,
  insertVariantRecords,
  listAdminProducts,
  lockCatalogWrites,
  updateProductRecord,
  updateVariantRecord,
  type NewVariantRecord,
  type ProductRecord,
} from './admin-product-queries.js';
import { checkProduct } from './admin-product-rules.js';
import { productColumns, variantColumns } from './admin-product-rows.js';
import { adminListItem, adminProduct } from './admin-product-view.js';
import { chooseSlug, freeSlug, recordSlugChange } from './product-slugs.js';

export const ADMIN_PRODUCT_MESSAGES = {
  notFound: 'This product was not found.',
} as const;

/** What a create, change or copy answers: the product's id and (maybe new) slug. */
export interface SavedProduct {
  _id: string;
  product_slug: string;
}

const named = (p: { name: string; sku: string }) => `"${p.name}" (${p.sku})`;

/** A copy's name: '… (copy)', shortened when the name is already as long as a name may be. */
const copyName = (name: string) => `${name.slice(0, PRODUCT_NAME_MAX - ' (copy)'.length)} (copy)`;

/**
 * The back office's products (issue 12): list, one product, create, change, copy, archive and
 * restore. Each write is one transaction holding the catalog's write lock, with its audit entry
 * inside it; the storefront's caches are cleared after it commits.
 */
export function adminProductService({ db, catalogChanged }: { db: Database; catalogChanged: () => Promise<void> }) {
  const actor = (me: SignedInStaff) => ({ id: me.id, email: me.email });

  async function write<T>(work: (tx: Database) => Promise<T>, sku?: string): Promise<T> {
    let result: T;
    try {
      result = await db.transaction(async (tx) => {
        await lockCatalogWrites(tx);
        return work(tx);
      });
    } catch (err) {
      // The checks run under the lock; only a writer that skips it (a script) can still race us here.
      if (isUniqueViolation(err, 'products_sku_unique')) throw new HttpError(409, `Part number ${sku ?? ''} is already used`.trim());
      throw err;
    }
    await catalogChanged();
    return result;
  }

  async function view(tx: Database, product: ProductRecord, facts?: Awaited<ReturnType<typeof findOrderedFacts>>): Promise<AdminProduct> {
    const [variants, ordered] = await Promise.all([findVariantRecords(tx, product.id), facts ?? findOrderedFacts(tx, product.id)]);
    return adminProduct(product, variants, ordered);
  }

  async function found(tx: Database, id: string, forUpdate = false): Promise<ProductRecord> {
    const product = await findProductRecord(tx, id, forUpdate);
    if (!product) throw notFound(ADMIN_PRODUCT_MESSAGES.notFound);
    return product;
  }

  /** `base-COPY`, else `base-COPY2`, `-COPY3`…: the first part number not in use (nor in `alsoTaken`). */
  async function copySku(tx: Database, table: 'products' | 'variants', sku: string, alsoTaken: Set<string>): Promise<string> {
    const stem = `${sku.slice(0, PART_NUMBER_MAX - '-COPY99'.length)}-COPY`;
    const taken = await findSkusLike(tx, table, stem);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? stem : `${stem}${n}`;
      if (!taken.has(candidate.toUpperCase()) && !alsoTaken.has(candidate.toUpperCase())) return candidate;
    }
  }

  /** Archives or restores the product inside `tx`, audited as the archive and restore actions are. */
  async function archiveIn(tx: Database, me: SignedInStaff, product: ProductRecord, archived: boolean): Promise<ProductRecord> {
    if (!!product.archivedAt === archived) return product;
    const id = product.id;
    const changed = await updateProductRecord(tx, id, { archivedAt: archived ? new Date() : null });
    await recordAudit(tx, {
      staff: actor(me),
      action: archived ? 'product.archive' : 'product.restore',
      entityType: 'product',
      entityId: id,
      summary: `${me.email} ${archived ? 'archived' : 'restored'} ${named(product)}`,
      before: { archived: !archived },
      after: { archived },
    });
    return changed;
  }

  /**
   * Issue 28: a product_status sent with a save. 'archived' archives the product as the archive
   * action does; draft or published sent for an archived product restores it. Absent: no change.
   */
  function archiveBySaving(tx: Database, me: SignedInStaff, product: ProductRecord, input: ProductInput): Promise<ProductRecord> {
    if (!input.product_status) return Promise.resolve(product);
    return archiveIn(tx, me, product, input.product_status === 'archived');
  }

  async function setArchived(me: SignedInStaff, id: string, archived: boolean): Promise<AdminProduct> {
    return write(async (tx) => {
      const product = await found(tx, id, true);
      return view(tx, await archiveIn(tx, me, product, archived));
    });
  }

  return {
    async list(q: AdminProductQuery): Promise<AdminProductPage> {
      const { rows, totalCount } = await listAdminProducts(db, q);
      const names = await categoryNamesById(db, [...new Set(rows.flatMap((r) => r.categoryIds))]);
      return {
        result: rows.map((r) => adminListItem(r, names)),
        paginationInfo: { currentPage: q.page, totalPages: Math.ceil(totalCount / q.limit), totalCount, limit: q.limit },
      };
    },

    detail: async (id: string): Promise<AdminProduct> => view(db, await found(db, id)),

    create(me: SignedInStaff, input: ProductInput): Promise<SavedProduct> {
      return write(async (tx) => {
        await checkProduct(tx, input);
        const slug = await chooseSlug(tx, { explicit: input.product_slug, name: input.product_name });
        const product = await insertProductRecord(tx, { ...productColumns(input), slug });
        await insertVariantRecords(
          tx,
          input.product_variants.map((v, i) => ({ ...variantColumns(v, i), productId: product.id })),
        );
        await recordAudit(tx, {
          staff: actor(me),
          action: 'product.create',
          entityType: 'product',
          entityId: product.id,
          summary: `${me.email} created ${named(product)}`,
          ...productChanges(null, await view(tx, product, { ordered: false, variantIds: new Set() })),
        });
        await archiveBySaving(tx, me, product, input);
        return { _id: product.id, product_slug: slug };
      }, input.product_sku);
    },

    /**
     * Saves the whole product. Variants sent with an `_id` are changed, those without are added,
     * and live variants left out are removed: deleted when never ordered, archived when a placed
     * order names them (the order keeps its snapshot; the storefront stops showing them).
     */
    update(me: SignedInStaff, id: string, input: ProductInput): Promise<SavedProduct> {
      return write(async (tx) => {
        const current = await found(tx, id, true);
        const [variants, facts] = await Promise.all([findVariantRecords(tx, id), findOrderedFacts(tx, id)]);
        const before = adminProduct(current, variants, facts);
        await checkProduct(tx, input, id);
        const byId = new Map(variants.map((v) => [v.id, v]));
        const sent = new Set<string>();
        input.product_variants.forEach((v, i) => {
          if (!v._id) return;
          if (!byId.has(v._id)) throw badRequest(`product_variants[${i}]._id: ${v._id} is not a variant of this product`);
          if (sent.has(v._id)) throw badRequest(`product_variants[${i}]._id: ${v._id} is sent twice`);
          sent.add(v._id);
        });

        const slug = await chooseSlug(tx, { explicit: input.product_slug, name: input.product_name, current });
        const changed = await updateProductRecord(tx, id, { ...productColumns(input), slug });
        await recordSlugChange(tx, id, current.slug, slug);

        const removed = variants.filter((v) => !v.archivedAt && !sent.has(v.id));
        await archiveVariantRecords(
          tx,
          removed.filter((v) => facts.variantIds.has(v.id)).map((v) => v.id),
        );
        await deleteVariantRecords(
          tx,
          removed.filter((v) => !facts.variantIds.has(v.id)).map((v) => v.id),
        );
        for (const [i, v] of input.product_variants.entries()) {
          // Sending an archived variant's id brings it back.
          if (v._id) await updateVariantRecord(tx, v._id, { ...variantColumns(v, i, byId.get(v._id)!.options), archivedAt: null });
        }
        await insertVariantRecords(
          tx,
          input.product_variants.flatMap((v, i) => (v._id ? [] : [{ ...variantColumns(v, i), productId: id }])),
        );

        const changes = productChanges(before, await view(tx, changed, facts));
        if (hasChanges(changes)) {
          const fields = [...new Set([...Object.keys(changes.before ?? {}), ...Object.keys(changes.after)])];
          await recordAudit(tx, {
            staff: actor(me),
            action: 'product.update',
            entityType: 'product',
            entityId: id,
            summary: `${me.email} changed ${named(changed)}: ${fields.join(', ')}`,
            ...changes,
          });
        }
        await archiveBySaving(tx, me, changed, input);
        return { _id: id, product_slug: slug };
      }, input.product_sku);
    },

    /** A copy named '… (copy)' with part numbers suffixed -COPY (-COPY2…), its live variants, a new slug; not archived. */
    duplicate(me: SignedInStaff, id: string): Promise<SavedProduct> {
      return write(async (tx) => {
        const source = await found(tx, id);
        const variants = (await findVariantRecords(tx, id)).filter((v) => !v.archivedAt);
        const name = copyName(source.name);
        const sku = await copySku(tx, 'products', source.sku, new Set());
        const slug = await freeSlug(tx, slugify(name));
        const copy = await insertProductRecord(tx, {
          name,
          sku,
          slug,
          description: source.description,
          images: source.images,
          imageAlts: source.imageAlts,
          priceCents: source.priceCents,
          quantity: source.quantity,
          categoryIds: source.categoryIds,
          primaryCategoryId: source.primaryCategoryId,
          machineMakeIds: source.machineMakeIds,
          machineModelIds: source.machineModelIds,
          keywords: source.keywords,
          variantsStatus: variants.length > 0,
          // A copy ships as the original does (decision 031).
          shippingWeightLb: source.shippingWeightLb,
          shippingLengthIn: source.shippingLengthIn,
          shippingWidthIn: source.shippingWidthIn,
          shippingHeightIn: source.shippingHeightIn,
        });
        const taken = new Set<string>();
        const copies: NewVariantRecord[] = [];
        for (const v of variants) {
          const variantSku = await copySku(tx, 'variants', v.sku, taken);
          taken.add(variantSku.toUpperCase());
          copies.push({
            productId: copy.id,
            sku: variantSku,
            name: v.name,
            description: v.description,
            priceCents: v.priceCents,
            image: v.image,
            sortOrder: v.sortOrder,
            mmEnabled: v.mmEnabled,
            mmMin: v.mmMin,
            mmMax: v.mmMax,
            inEnabled: v.inEnabled,
            inMin: v.inMin,
            inMax: v.inMax,
            shippingWeightLb: v.shippingWeightLb,
            shippingLengthIn: v.shippingLengthIn,
            shippingWidthIn: v.shippingWidthIn,
            shippingHeightIn: v.shippingHeightIn,
            // The copy's options are new options: no cart line refers to them yet.
            options: v.options.map((o) => ({ ...o, id: randomUUID() })),
          });
        }
        await insertVariantRecords(tx, copies);
        await recordAudit(tx, {
          staff: actor(me),
          action: 'product.duplicate',
          entityType: 'product',
          entityId: copy.id,
          summary: `${me.email} copied ${named(source)} as ${named(copy)}`,
          ...productChanges(null, await view(tx, copy, { ordered: false, variantIds: new Set() })),
        });
        return { _id: copy.id, product_slug: slug };
      });
    },

    /** The product leaves the storefront, search and category pages; past orders keep showing it. */
    archive: (me: SignedInStaff, id: string) => setArchived(me, id, true),

    restore: (me: SignedInStaff, id: string) => setArchived(me, id, false),
  };
}

export type AdminProductService = ReturnType<typeof adminProductService>;
