import { imageUrl } from '../images/render.js';
import { CATEGORY_TREE, type CategoryNode } from './categories.js';
import { categoryDrawingSvg, categoryImagePath, productDrawingSvg, productImagePath, type DrawingKey } from './drawings.js';
import { logoSvg, placeholderSvg } from './drawings-brand.js';
import type { FamilyDef } from './family-types.js';
import { TURRET_FAMILIES } from './families-turret.js';
import { SPECIAL_FAMILIES } from './families-special.js';
import { DIE_FAMILIES } from './families-dies.js';
import { FORMING_FAMILIES } from './families-forming.js';
import { TRUMPF_FAMILIES } from './families-trumpf.js';
import { BRAKE_FAMILIES } from './families-brake.js';
import { PART_FAMILIES } from './families-parts.js';
import { generateProducts, type ProductRow } from './generate-products.js';
import { KEYWORD_DROPDOWNS, type KeywordDropdownSeed } from './keywords.js';
import { MAKES } from './makes.js';

export const FAMILIES: FamilyDef[] = [
  ...TURRET_FAMILIES,
  ...SPECIAL_FAMILIES,
  ...DIE_FAMILIES,
  ...FORMING_FAMILIES,
  ...TRUMPF_FAMILIES,
  ...BRAKE_FAMILIES,
  ...PART_FAMILIES,
];

/** Fixed "now" of the demo data, so every seed (and every test) yields identical rows. */
export const CATALOG_ANCHOR = new Date('2026-11-01T09:00:00Z');

export interface MakeRow {
  name: string;
  sortOrder: number;
  models: { name: string; sortOrder: number }[];
}

export interface CategoryRow {
  name: string;
  slug: string;
  parentSlug: string | null;
  level: 1 | 2 | 3;
  image: string;
  sortOrder: number;
}

/** An image file to render: SVG built lazily so building the catalogue in tests stays cheap. */
export interface ImageJob {
  relPath: string;
  width: number;
  height: number;
  svg: () => string;
}

export interface DemoCatalog {
  makes: MakeRow[];
  categories: CategoryRow[];
  products: ProductRow[];
  keywordDropdowns: KeywordDropdownSeed[];
  images: ImageJob[];
}

/** Parents before children, which is the order they must be inserted in. */
function flattenCategories(
  nodes: CategoryNode[],
  parent: string | null,
  level: 1 | 2 | 3,
  out: CategoryRow[],
  mainOf: Map<string, string>,
  main: string | null,
): void {
  nodes.forEach((n, i) => {
    out.push({
      name: n.name,
      slug: n.slug,
      parentSlug: parent,
      level,
      image: n.drawing ? imageUrl(categoryImagePath(n.drawing)) : '',
      sortOrder: (i + 1) * 10,
    });
    mainOf.set(n.slug, main ?? n.slug);
    if (n.children) flattenCategories(n.children, n.slug, (level + 1) as 2 | 3, out, mainOf, main ?? n.slug);
  });
}

function collectDrawings(nodes: CategoryNode[], into: Set<DrawingKey>): Set<DrawingKey> {
  for (const n of nodes) {
    if (n.drawing) into.add(n.drawing);
    if (n.children) collectDrawings(n.children, into);
  }
  return into;
}

/** The whole demo catalogue as plain rows, without database ids. Pure and deterministic. */
export function buildDemoCatalog(anchor: Date = CATALOG_ANCHOR): DemoCatalog {
  const categories: CategoryRow[] = [];
  const mainOf = new Map<string, string>();
  flattenCategories(CATEGORY_TREE, null, 1, categories, mainOf, null);
  const products = generateProducts(FAMILIES, mainOf, anchor);

  const productKeys = new Set<DrawingKey>(FAMILIES.flatMap((f) => [f.drawing, f.detail, f.extra].filter((k): k is DrawingKey => !!k)));
  const images: ImageJob[] = [
    { relPath: 'logo.png', width: 480, height: 120, svg: logoSvg },
    { relPath: 'product-default-1.png', width: 800, height: 800, svg: placeholderSvg },
    ...[...productKeys].map((k) => ({ relPath: productImagePath(k), width: 800, height: 800, svg: () => productDrawingSvg(k) })),
    ...[...collectDrawings(CATEGORY_TREE, new Set())].map((k) => ({
      relPath: categoryImagePath(k),
      width: 600,
      height: 400,
      svg: () => categoryDrawingSvg(k),
    })),
  ];

  return {
    makes: MAKES.map((m, i) => ({
      name: m.name,
      sortOrder: (i + 1) * 10,
      models: m.models.map((mo, j) => ({ name: mo.name, sortOrder: j + 1 })),
    })),
    categories,
    products,
    keywordDropdowns: KEYWORD_DROPDOWNS,
    images,
  };
}
