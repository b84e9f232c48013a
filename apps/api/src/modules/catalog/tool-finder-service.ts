import {
  TWO_SIZE_SHAPES,
  clearanceMmOf,
  clearanceTolerance,
  materialClassOf,
  nearestClearance,
  recommendClearance,
  thicknessMmOf,
  type ClearanceAdviceView,
  type DiePreselect,
  type HoleShape,
  type ToolFinderQuery,
} from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { badRequest } from '../../lib/http-errors.js';
import { findKeywordDropdown } from './keyword-queries.js';
import { findProductsByIds } from './product-queries.js';
import { pricedSummaries } from './priced-summaries.js';
import type { BuyerPriceBook, PriceViewer } from '../pricing/index.js';
import type { ProductRow, VariantRow } from './product-view.js';
import { findNearestTools, type ToolKind } from './tool-finder-nearest.js';
import { findCategoryTreeIdsBySlugs, findToolProductIds, findVariantsOfProducts, type ToolConditions } from './tool-finder-queries.js';

/** The demo catalog's punch and die branches (seed/catalog/categories.ts); renamed slugs leave the finder empty. */
const PUNCH_CATEGORIES = ['thick-turret-punches', 'trumpf-style-punches'];
const DIE_CATEGORIES = ['dies', 'trumpf-style-dies'];

/** The name word of each shape; square dies are sold as shaped (rectangle) dies of equal sides. */
const SHAPE_WORDS: Record<HoleShape, { punch: string[]; die: string[] }> = {
  round: { punch: ['round'], die: ['round'] },
  square: { punch: ['square'], die: ['square', 'rectangle'] },
  rectangle: { punch: ['rectangle'], die: ['rectangle'] },
  oblong: { punch: ['oblong'], die: ['oblong'] },
};

/** The option of a die sold as one variant with the clearance to pick (the Trumpf-style dies). */
const CLEARANCE_OPTION_ID = 'clearance';

async function optionOf(db: Database, dropdownId: string, value: string, what: string): Promise<{ value: string; name: string }> {
  const dropdown = await findKeywordDropdown(db, dropdownId);
  const option = dropdown?.options.find((o) => o.value === value);
  if (!option) throw badRequest(`Unknown ${what} '${value}'`);
  return option;
}

interface ClearanceChoice {
  variant: VariantRow | null;
  option: string | null;
  mm: number;
}

/** Every clearance a die can be bought with: per variant, per option child, or the one its description states. */
function clearanceChoices(product: ProductRow, variants: VariantRow[]): ClearanceChoice[] {
  const choices = variants.flatMap((v): ClearanceChoice[] => {
    const perVariant = /clearance/i.test(v.name) ? clearanceMmOf(v.name) : null;
    if (perVariant !== null) return [{ variant: v, option: null, mm: perVariant }];
    const option = v.options.find((o) => o.id === CLEARANCE_OPTION_ID);
    return (option?.children ?? []).flatMap((c): ClearanceChoice[] => {
      const mm = clearanceMmOf(c.name);
      return mm === null ? [] : [{ variant: v, option: c.name, mm }];
    });
  });
  if (choices.length) return choices;
  const stated = /clearance\s+(\d+(?:\.\d+)?)\s*mm/i.exec(product.description);
  return stated ? [{ variant: null, option: null, mm: Number(stated[1]) }] : [];
}

/** The die's choice nearest the advice; the first variant offering it (the product page's order) wins. */
function preselectOf(product: ProductRow, variants: VariantRow[], adviceMm: number): DiePreselect | null {
  const choices = clearanceChoices(product, variants);
  const mm = nearestClearance(
    adviceMm,
    choices.map((c) => c.mm),
  );
  const choice = choices.find((c) => c.mm === mm);
  if (!choice || mm === null) return null;
  return {
    variant_id: choice.variant?.id ?? null,
    variant_name: choice.variant?.name ?? null,
    clearance_option: choice.option,
    clearance_mm: mm,
    matches: Math.abs(mm - adviceMm) <= clearanceTolerance(adviceMm) + 1e-9,
  };
}

/**
 * The tool finder (issue 14): the recommended die clearance of a sheet (decision 016) and the
 * punches and dies of a hole's shape and size that fit the machine, each die with the variant
 * (and clearance option) to open the product page with. Prices only for customers (decision 003).
 */
export function toolFinderService(db: Database, book: BuyerPriceBook) {
  async function conditionsOf(q: ToolFinderQuery, kind: ToolKind): Promise<ToolConditions> {
    return {
      categoryIds: await findCategoryTreeIdsBySlugs(db, kind === 'punch' ? PUNCH_CATEGORIES : DIE_CATEGORIES),
      machineMakeId: q.machineMakeId,
      machineModelId: q.machineModelId,
      shapeWords: SHAPE_WORDS[q.shape][kind],
      sizesMm: TWO_SIZE_SHAPES.includes(q.shape) ? [q.size, q.length ?? q.size] : [q.size],
      onlyTheseSizes: q.shape === 'square',
    };
  }

  async function rowsOf(conditions: ToolConditions): Promise<ProductRow[]> {
    const ids = await findToolProductIds(db, conditions);
    const rows = await findProductsByIds(db, ids);
    const byId = new Map(rows.map((r) => [r.id, r]));
    return ids.flatMap((id) => byId.get(id) ?? []);
  }

  /** The dies as the finder lists them: each with its preselected clearance, the advised clearance first, then the nearest. */
  async function diesOf(dieRows: ProductRow[], adviceMm: number | null, viewer: PriceViewer) {
    const [variants, views] = await Promise.all([
      findVariantsOfProducts(
        db,
        dieRows.filter((d) => d.variantsStatus).map((d) => d.id),
      ),
      pricedSummaries(db, dieRows, await book.of(viewer)),
    ]);
    const dies = dieRows.map((row, i) => ({
      ...views[i]!,
      preselect:
        adviceMm !== null
          ? preselectOf(
              row,
              variants.filter((v) => v.productId === row.id),
              adviceMm,
            )
          : null,
    }));
    // The name keeps the rest stable.
    const offset = (d: (typeof dies)[number]) =>
      d.preselect && adviceMm !== null ? Math.abs(d.preselect.clearance_mm - adviceMm) : Infinity;
    return dies.sort((a, b) => Number(b.preselect?.matches ?? false) - Number(a.preselect?.matches ?? false) || offset(a) - offset(b));
  }

  return {
    async find(q: ToolFinderQuery, viewer: PriceViewer) {
      const [material, thickness] = await Promise.all([
        optionOf(db, 'DROPDOWN_SHEET_MATERIAL', q.material, 'sheet material'),
        optionOf(db, 'DROPDOWN_SHEET_THICKNESS', q.thickness, 'sheet thickness'),
      ]);
      const materialClass = materialClassOf(material.name) ?? materialClassOf(material.value);
      if (!materialClass) throw badRequest(`No die clearance is known for ${material.name}`);
      const thicknessMm = thicknessMmOf(thickness.name) ?? thicknessMmOf(thickness.value);
      if (thicknessMm === null) throw badRequest(`The sheet thickness '${thickness.name}' states no size`);
      const advice = recommendClearance(materialClass, thicknessMm);
      const clearance: ClearanceAdviceView | null = advice && {
        material_name: material.name,
        material_class: materialClass,
        thickness_name: thickness.name,
        thickness_mm: thicknessMm,
        percent: advice.percent,
        clearance_mm: advice.clearanceMm,
        band: advice.band,
      };

      const adviceMm = advice?.clearanceMm ?? null;
      const [punchWhere, dieWhere] = await Promise.all([conditionsOf(q, 'punch'), conditionsOf(q, 'die')]);
      const [punchRows, dieRows] = await Promise.all([rowsOf(punchWhere), rowsOf(dieWhere)]);
      const [punches, dies] = await Promise.all([pricedSummaries(db, punchRows, await book.of(viewer)), diesOf(dieRows, adviceMm, viewer)]);
      // Nothing fits exactly: the nearest sizes there are for the machine, and their tools (issue 28).
      const near = await findNearestTools(
        db,
        q.shape,
        { punch: punchRows.length ? null : punchWhere, die: dieRows.length ? null : dieWhere },
        rowsOf,
      );
      const nearest = near && {
        message: near.message,
        sizes: near.sizes,
        punches: await pricedSummaries(db, near.punch, await book.of(viewer)),
        dies: await diesOf(near.die, adviceMm, viewer),
      };
      return { result: { clearance, punches, dies, nearest } };
    },
  };
}

export type ToolFinderService = ReturnType<typeof toolFinderService>;
