/**
 * Pure row builders of the scale catalog. One seeded stream drives everything in a fixed order,
 * so the same seed and product count give the same rows whatever the batch size.
 */
import type { StoredVariantOption } from '../../db/schema/products.js';
import { MAKES, TOOLING_SYSTEMS } from '../catalog/makes.js';
import { mmToIn, pickInt, pickSome, roundPrice, slugify } from '../catalog/util.js';
import {
  BRAKE_LENGTHS,
  CLEARANCES,
  COATINGS,
  LEADS,
  MAIN_CATEGORIES,
  MATERIALS,
  PACKS,
  SECOND,
  THIRD,
  mm,
  pick,
  type MainDef,
  type Rng,
} from './families.js';

/** A v4-shaped UUID from the stream, so product ids are known before insert. */
export function uuidFrom(rng: Rng): string {
  let hex = '';
  for (let i = 0; i < 4; i++) hex += (Math.floor(rng() * 0x100000000) >>> 0).toString(16).padStart(8, '0');
  const variant = ((parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

export interface MakeRow {
  id: string;
  name: string;
  sort_order: number;
}
export interface ModelRow {
  id: string;
  make_id: string;
  name: string;
  sort_order: number;
  kind: 'turret' | 'brake';
}
export interface CategoryRow {
  id: string;
  name: string;
  slug: string;
  parent_id: string | null;
  image: string;
  sort_order: number;
}

export interface ProductRow {
  id: string;
  sku: string;
  slug: string;
  name: string;
  description: string;
  images: string[];
  price_cents: number;
  quantity: number;
  category_ids: string[];
  machine_make_ids: string[];
  machine_model_ids: string[];
  primary_category_id: string;
  variants_status: boolean;
  created_at: string;
}

export interface VariantRow {
  id: string;
  product_id: string;
  sku: string;
  name: string;
  description: string;
  price_cents: number;
  image: string;
  sort_order: number;
  created_at: string;
  mm_enabled: boolean;
  mm_min: number | null;
  mm_max: number | null;
  in_enabled: boolean;
  in_min: number | null;
  in_max: number | null;
  options: StoredVariantOption[];
}

/** A main category with the ids of its tree, as product rows need them. */
interface MainNode {
  def: MainDef;
  id: string;
  children: { id: string; leaves: { id: string }[] }[];
}

export interface Reference {
  makes: MakeRow[];
  models: ModelRow[];
  categories: CategoryRow[];
  mains: MainNode[];
}

/** ~8 models per make: up to 3 press brakes, the rest turret punch presses. */
const MODELS_PER_MAKE = 8;

export const scaleImage = (code: string): string => `/images/scale/${code.toLowerCase()}.png`;

/** Makes, models and the category tree (10 main, 40 children, 120 leaves). */
export function buildReference(rng: Rng): Reference {
  const makes: MakeRow[] = [];
  const models: ModelRow[] = [];
  MAKES.forEach((m, i) => {
    const make = { id: uuidFrom(rng), name: m.name, sort_order: i };
    makes.push(make);
    const brake = m.models.filter((x) => x.kind === 'brake').slice(0, 3);
    const turret = m.models.filter((x) => x.kind === 'turret').slice(0, MODELS_PER_MAKE - brake.length);
    [...turret, ...brake].forEach((x, j) =>
      models.push({ id: uuidFrom(rng), make_id: make.id, name: x.name, sort_order: j, kind: x.kind }),
    );
  });
  const categories: CategoryRow[] = [];
  const mains: MainNode[] = MAIN_CATEGORIES.map((def, i) => {
    const id = uuidFrom(rng);
    categories.push({ id, name: def.name, slug: slugify(def.name), parent_id: null, image: scaleImage(def.code), sort_order: i });
    const children = def.children.map((c, j) => {
      const cid = uuidFrom(rng);
      const cslug = slugify(`${def.name} ${c.name}`);
      categories.push({ id: cid, name: c.name, slug: cslug, parent_id: id, image: '', sort_order: j });
      const leaves = c.leaves.map((l, k) => {
        const lid = uuidFrom(rng);
        categories.push({ id: lid, name: l.name, slug: `${cslug}-${slugify(l.name)}`, parent_id: cid, image: '', sort_order: k });
        return { id: lid };
      });
      return { id: cid, leaves };
    });
    return { def, id, children };
  });
  return { makes, models, categories, mains };
}

/** Products land in main categories by weight, so some mains hold many more than others. */
function weightedMain(rng: Rng, mains: MainNode[], total: number): MainNode {
  let r = rng() * total;
  for (const m of mains) {
    r -= m.def.weight;
    if (r < 0) return m;
  }
  return mains[mains.length - 1];
}

/** Product dates spread over the two years before this fixed day (fixed to stay deterministic). */
const NEWEST = Date.UTC(2025, 5, 30);
const TWO_YEARS = 730 * 24 * 3600 * 1000;

/** What the tool is, without its sizes: 'Thick Turret Round Punch Ø 12.5 mm B Station' -> 'thick turret round punch'. */
function toolNoun(name: string): string {
  const words = name.split(' ');
  const cut = words.findIndex((w) => /[\dØ]/.test(w));
  const head = words.slice(0, cut < 0 ? words.length : cut);
  while (head.length > 1 && /^[A-Z]$/.test(head[head.length - 1])) head.pop();
  // Single letters (V die, B station) and the Trumpf name keep their capitals.
  return head.map((w) => (w.length === 1 || w === 'Trumpf' ? w : w.toLowerCase())).join(' ');
}

function describe(rng: Rng, name: string, makeNames: string[]): string {
  const fill = (s: string) =>
    s
      .replace('{tol}', pick(rng, ['0.005', '0.01', '0.02']))
      .replace('{t}', String(pickInt(rng, 3, 8)))
      .replace('{t2}', String(pickInt(rng, 2, 5)))
      .replace('{pct}', String(pickInt(rng, 20, 45)));
  const first = `${pick(rng, LEADS)} ${toolNoun(name)} made from ${pick(rng, MATERIALS)}, ${pickInt(rng, 58, 64)} HRC, for ${makeNames.join(', ')} machines.`;
  const out = [first, fill(pick(rng, SECOND))];
  if (rng() < 0.6) out.push(pick(rng, THIRD));
  return out.join(' ');
}

function variantOptions(rng: Rng, kind: string, isDie: boolean): StoredVariantOption[] {
  if (kind === 'pack') return [];
  const opts: StoredVariantOption[] = [];
  if (kind === 'size') {
    const coats = pickSome(rng, COATINGS, pickInt(rng, 2, 4));
    if (!coats.includes(COATINGS[0])) coats.unshift(COATINGS[0]);
    opts.push({ id: uuidFrom(rng), name: 'Coating', link: 0, children: coats.map((c, i) => ({ ...c, isDefault: i === 0 })) });
  } else {
    opts.push({
      id: uuidFrom(rng),
      name: 'Tip Hardening',
      link: 0,
      children: [
        { name: 'Standard', priceCents: 0, isDefault: true },
        { name: 'Laser hardened', priceCents: pickInt(rng, 30, 90) * 100, isDefault: false },
      ],
    });
  }
  if (isDie) {
    opts.push({
      id: uuidFrom(rng),
      name: 'Die Clearance',
      link: 5,
      children: CLEARANCES.map((c, i) => ({ name: c, priceCents: 0, isDefault: i === 1 })),
    });
  }
  return opts;
}

function buildVariants(rng: Rng, p: ProductRow, kind: 'size' | 'length' | 'pack', sizeMm: number, isDie: boolean): VariantRow[] {
  const n = pickInt(rng, 2, 5);
  const base = p.price_cents;
  const labels: { name: string; factor: number; mm?: [number, number] }[] = [];
  if (kind === 'size') {
    const start = Math.max(0.5, sizeMm - Math.floor(n / 2) * 0.5);
    for (let i = 0; i < n; i++) {
      const s = start + i * 0.5;
      labels.push({ name: `Size ${mm(s)} mm`, factor: 0.9 + i * 0.05, mm: [Math.max(0.1, s - 0.25), s + 0.25] });
    }
  } else if (kind === 'length') {
    for (const l of pickSome(rng, BRAKE_LENGTHS, n - 1)) labels.push({ name: `Sectioned ${l} mm`, factor: l / 835 + 0.3 });
    labels.push({ name: 'Custom Length', factor: 1.5, mm: [50, 1020] });
  } else {
    for (const k of pickSome(rng, PACKS, n)) labels.push({ name: k === 1 ? 'Single' : `Pack of ${k}`, factor: k * 0.85 });
  }
  const inEnabled = rng() < 0.5;
  return labels.map((l, i) => ({
    id: uuidFrom(rng),
    product_id: p.id,
    sku: `${p.sku}-${String(i + 1).padStart(2, '0')}`,
    name: l.name,
    description: '',
    price_cents: roundPrice(base * l.factor),
    image: '',
    sort_order: i,
    created_at: p.created_at,
    mm_enabled: Boolean(l.mm),
    mm_min: l.mm ? l.mm[0] : null,
    mm_max: l.mm ? l.mm[1] : null,
    in_enabled: Boolean(l.mm) && inEnabled,
    in_min: l.mm ? mmToIn(l.mm[0]) : null,
    in_max: l.mm ? mmToIn(l.mm[1]) : null,
    options: variantOptions(rng, kind, isDie),
  }));
}

export interface ProductFactory {
  /** Builds product number `seq` (1-based, in order) and its variants. */
  next: (seq: number) => { product: ProductRow; variants: VariantRow[] };
}

/** Share of products that carry 2-5 variants. */
export const VARIANT_SHARE = 1 / 3;

export function productFactory(rng: Rng, ref: Reference): ProductFactory {
  const totalWeight = ref.mains.reduce((s, m) => s + m.def.weight, 0);
  const makeByName = new Map(ref.makes.map((m) => [m.name, m]));
  return {
    next(seq) {
      const main = weightedMain(rng, ref.mains, totalWeight);
      const ci = Math.floor(rng() * main.children.length);
      const li = Math.floor(rng() * main.children[ci].leaves.length);
      const childDef = main.def.children[ci];
      const tool = main.def.build(rng, childDef, childDef.leaves[li]);
      const leafIds = [main.children[ci].leaves[li].id];
      if (rng() < 0.3) {
        const other = pick(rng, pick(rng, main.children).leaves).id;
        if (other !== leafIds[0]) leafIds.push(other);
      }
      const group = TOOLING_SYSTEMS[main.def.system].map((n) => makeByName.get(n)).filter((m) => m !== undefined);
      const makes = pickSome(rng, group, pickInt(rng, 1, 3));
      const modelIds: string[] = [];
      for (const make of makes) {
        const own = ref.models.filter((m) => m.make_id === make.id);
        const fitting = own.filter((m) => m.kind === main.def.kind);
        for (const m of pickSome(rng, fitting.length ? fitting : own, pickInt(rng, 1, 2))) modelIds.push(m.id);
      }
      const sku = `NB-${main.def.code}-${tool.shape}-${tool.station}-${String(Math.round(tool.sizeMm * 100)).padStart(5, '0')}-${String(seq).padStart(6, '0')}`;
      const [lo, hi] = main.def.price;
      const product: ProductRow = {
        id: uuidFrom(rng),
        sku,
        slug: `${slugify(tool.name)}-${seq}`,
        name: tool.name,
        description: describe(
          rng,
          tool.name,
          makes.map((m) => m.name),
        ),
        images: [scaleImage(main.def.code)],
        price_cents: roundPrice((lo + rng() ** 2 * (hi - lo)) * 100),
        quantity: rng() < 0.1 ? 0 : pickInt(rng, 1, 500),
        category_ids: leafIds,
        machine_make_ids: makes.map((m) => m.id),
        machine_model_ids: modelIds,
        primary_category_id: main.id,
        variants_status: false,
        created_at: new Date(NEWEST - Math.floor(rng() * TWO_YEARS)).toISOString(),
      };
      let variants: VariantRow[] = [];
      if (rng() < VARIANT_SHARE) {
        variants = buildVariants(rng, product, tool.variantKind, tool.sizeMm, tool.shape === 'DI' || main.def.code === 'PD');
        product.variants_status = true;
        product.price_cents = Math.min(...variants.map((v) => v.price_cents));
      }
      return { product, variants };
    },
  };
}
