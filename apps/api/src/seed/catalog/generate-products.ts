import type { StoredVariantOption } from '../../db/schema/index.js';
import { imageUrl } from '../images/render.js';
import type { FamilyDef, FamilyItem, VariantSpec } from './family-types.js';
import { MAKES, TOOLING_SYSTEMS, modelKey } from './makes.js';
import { buildOptions } from './options.js';
import { productImagePath, type DrawingKey } from './drawings.js';
import { createRng, hashString, pickInt, pickSome, slugify, mmToIn } from './util.js';

export interface VariantRow {
  sku: string;
  name: string;
  description: string;
  priceCents: number;
  image: string;
  sortOrder: number;
  createdAt: Date;
  mmEnabled: boolean;
  mmMin: number | null;
  mmMax: number | null;
  inEnabled: boolean;
  inMin: number | null;
  inMax: number | null;
  options: StoredVariantOption[];
}

/** A product without database ids: categories by slug, makes by name, models by modelKey(). */
export interface ProductRow {
  sku: string;
  slug: string;
  name: string;
  description: string;
  images: string[];
  priceCents: number;
  quantity: number;
  categorySlug: string;
  primaryCategorySlug: string;
  makeNames: string[];
  modelKeys: string[];
  variantsStatus: boolean;
  createdAt: Date;
  variants: VariantRow[];
}

const DAY = 86_400_000;
/** About 18 months of catalogue history before the anchor date. */
const HISTORY_DAYS = 540;

const url = (key: DrawingKey): string => imageUrl(productImagePath(key));

/** 1-3 makes of the family's tooling system and 2-4 models of the right machine kind from each. */
function pickMachines(rng: () => number, fam: FamilyDef): { makeNames: string[]; modelKeys: string[] } {
  const pool = MAKES.filter((m) => (TOOLING_SYSTEMS[fam.system] as readonly string[]).includes(m.name));
  const makes = pickSome(rng, pool, pickInt(rng, 1, 3));
  const modelKeys = makes.flatMap((m) => {
    const fitting = m.models.filter((mo) => mo.kind === fam.kind);
    return pickSome(rng, fitting, pickInt(rng, 2, 4)).map((mo) => modelKey(m.name, mo.name));
  });
  return { makeNames: makes.map((m) => m.name), modelKeys };
}

/**
 * The machines of a tool set (a punch and its dies): drawn from the set's own stream, so every
 * tool of the set fits the same machines. A set always fits its system's reference machine (the
 * first make's first model of the kind: Amada EMK 3610 NT for thick turret, Trumpf TruPunch 1000
 * for Trumpf style), as a buyer of that style expects, beside 1-3 more of that make and 0-2 other
 * makes of the system.
 */
function toolSetMachines(toolSet: string, fam: FamilyDef): { makeNames: string[]; modelKeys: string[] } {
  const rng = createRng(hashString(`set#${toolSet}`));
  const pool = MAKES.filter((m) => (TOOLING_SYSTEMS[fam.system] as readonly string[]).includes(m.name));
  const [reference, ...others] = pool;
  if (!reference) throw new Error(`Family ${fam.key}: no make of its tooling system`);
  const makes = [reference, ...pickSome(rng, others, pickInt(rng, 0, 2))];
  const modelKeys = makes.flatMap((m, i) => {
    const fitting = m.models.filter((mo) => mo.kind === fam.kind);
    const picked =
      i === 0 ? [fitting[0], ...pickSome(rng, fitting.slice(1), pickInt(rng, 1, 3))] : pickSome(rng, fitting, pickInt(rng, 2, 4));
    return picked.filter((mo) => mo !== undefined).map((mo) => modelKey(m.name, mo.name));
  });
  return { makeNames: makes.map((m) => m.name), modelKeys };
}

function variantRow(fam: FamilyDef, productSku: string, v: VariantSpec, i: number, created: Date, tie: boolean): VariantRow {
  const image = v.image === 'none' ? '' : url(v.image === 'detail' && fam.detail ? fam.detail : fam.drawing);
  const [lo, hi] = v.mm ?? [null, null];
  return {
    sku: `${productSku}-${v.code}`,
    name: v.name,
    description: v.description,
    priceCents: v.priceCents,
    image,
    // A shared order on some products makes createdAt (newest first) decide, as the storefront sorts.
    sortOrder: tie && i === 2 ? 2 : i + 1,
    createdAt: new Date(created.getTime() + i * 3_600_000),
    mmEnabled: lo !== null,
    mmMin: lo,
    mmMax: hi,
    inEnabled: lo !== null && v.inch === true,
    inMin: lo !== null && v.inch ? mmToIn(lo) : null,
    inMax: hi !== null && v.inch ? mmToIn(hi) : null,
    options: buildOptions(v.options ?? [], v.infoLink),
  };
}

function productRow(
  fam: FamilyDef,
  item: FamilyItem,
  index: number,
  mainOf: Map<string, string>,
  anchor: Date,
  serial: number,
): ProductRow {
  const rng = createRng(hashString(`${fam.key}#${item.code}`));
  const sku = `${fam.skuPrefix}-${item.code}`;
  const name = `${fam.baseName} ${item.label}`;
  const createdAt = new Date(anchor.getTime() - Math.floor(rng() * HISTORY_DAYS) * DAY - pickInt(rng, 0, 86_399) * 1000);
  const variants = (item.variants ?? []).map((v, i) =>
    variantRow(fam, sku, v, i, createdAt, serial % 7 === 3 && (item.variants?.length ?? 0) >= 3),
  );
  const images = [url(fam.drawing)];
  if (fam.detail) images.push(url(fam.detail));
  if (fam.extra && index % 2 === 0) images.push(url(fam.extra));
  const primary = mainOf.get(fam.category);
  if (!primary) throw new Error(`Family ${fam.key}: unknown category ${fam.category}`);
  return {
    sku,
    slug: slugify(name),
    name,
    description: fam.describe(item),
    images,
    priceCents: variants.length ? Math.min(...variants.map((v) => v.priceCents)) : item.priceCents,
    quantity: pickInt(rng, 3, 140),
    categorySlug: fam.category,
    primaryCategorySlug: primary,
    ...(item.toolSet ? toolSetMachines(item.toolSet, fam) : pickMachines(rng, fam)),
    variantsStatus: variants.length > 0,
    createdAt,
    variants,
  };
}

/** Expands families into product rows; `mainOf` maps a leaf category slug to its top-level slug. */
export function generateProducts(families: FamilyDef[], mainOf: Map<string, string>, anchor: Date): ProductRow[] {
  let serial = 0;
  return families.flatMap((fam) => fam.items.map((item, i) => productRow(fam, item, i, mainOf, anchor, serial++)));
}
