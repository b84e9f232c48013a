import type { HoleShape } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import type { ProductRow } from './product-view.js';
import { findNearestToolSizes, type ToolConditions, type ToolSizes } from './tool-finder-queries.js';

export type ToolKind = 'punch' | 'die';

/** The finder's nearest matches: what it says, the sizes it names, and the tools of those sizes per kind. */
export interface NearestTools {
  message: string;
  sizes: string[];
  punch: ProductRow[];
  die: ProductRow[];
}

const sizeText = (mm: number) => String(Number(mm.toFixed(2)));

/** 'Ø 27.5 mm', '12 × 12 mm', '10 × 40 mm': a tool's size as the finder names it. */
function sizesText(shape: HoleShape, sizes: ToolSizes): string {
  if (shape === 'round') return `Ø ${sizeText(sizes[0]!)} mm`;
  const [a, b = a] = sizes;
  return `${sizeText(a!)} × ${sizeText(b!)} mm`;
}

/** 'a', 'a and b', 'a, b and c'. */
const listText = (items: string[]) => (items.length < 2 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} and ${items.at(-1)}`);

/**
 * When no punch or no die fits the hole exactly (`null`: that kind fits), the tools of the nearest
 * sizes below and above the hole that the machine takes: "No exact match; nearest: Ø 27.5 mm and
 * Ø 28.5 mm" (issue 28). Null when every kind fits, or nothing of the shape fits the machine.
 */
export async function findNearestTools(
  db: Database,
  shape: HoleShape,
  missing: Record<ToolKind, ToolConditions | null>,
  rowsOf: (conditions: ToolConditions) => Promise<ProductRow[]>,
): Promise<NearestTools | null> {
  const kinds = (['punch', 'die'] as const).filter((k) => missing[k] !== null);
  if (!kinds.length) return null;
  const found: NearestTools = { message: '', sizes: [], punch: [], die: [] };
  for (const kind of kinds) {
    const conditions = missing[kind]!;
    const { below, above } = await findNearestToolSizes(db, conditions);
    for (const tuple of [below, above]) {
      if (!tuple) continue;
      const text = sizesText(shape, tuple);
      if (!found.sizes.includes(text)) found.sizes.push(text);
      // The square's one size: a die named 12 × 12 holds it once.
      const rows = await rowsOf({ ...conditions, sizesMm: shape === 'square' ? [tuple[0]!] : tuple });
      found[kind].push(...rows.filter((r) => !found[kind].some((f) => f.id === r.id)));
    }
  }
  if (!found.sizes.length) return null;
  const what = kinds.length === 2 ? 'No exact match' : kinds[0] === 'punch' ? 'No punch of this size' : 'No die of this size';
  return { ...found, message: `${what}; nearest: ${listText(found.sizes)}` };
}
