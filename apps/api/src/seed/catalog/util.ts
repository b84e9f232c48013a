/** Small deterministic helpers: the demo catalog must come out identical on every seed. */

/** mulberry32: tiny seeded PRNG, good enough to spread demo values without Math.random. */
export function createRng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Stable 32-bit hash of a string, so each family gets its own reproducible random stream. */
export function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) h = Math.imul(h ^ s.charCodeAt(i), 16777619);
  return h >>> 0;
}

export const pickInt = (rng: () => number, min: number, max: number): number => min + Math.floor(rng() * (max - min + 1));

/** Picks n distinct items, keeping their original order (model lists read better sorted). */
export function pickSome<T>(rng: () => number, items: readonly T[], n: number): T[] {
  const idx = items.map((_, i) => i);
  for (let i = idx.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [idx[i], idx[j]] = [idx[j], idx[i]];
  }
  return idx
    .slice(0, Math.min(n, items.length))
    .sort((a, b) => a - b)
    .map((i) => items[i]);
}

/** Kebab-case slug; 'Ø' and '°' are spelled out so sizes stay readable in URLs. */
export function slugify(s: string): string {
  return s
    .replace(/Ø/g, 'dia ')
    .replace(/°/g, ' deg ')
    .replace(/×/g, ' x ')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/(\d)\.(\d)/g, '$1-$2')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

/** Inch bound of a metric bound, as the variants table shows it (3 decimals). */
export const mmToIn = (mm: number): number => Math.round((mm / 25.4) * 1000) / 1000;

/** Prices are kept "shop-like": rounded to whole dollars, then ending in .00 or .50. */
export const roundPrice = (cents: number): number => Math.max(100, Math.round(cents / 50) * 50);

/** Size formatting used in names and part numbers: 10 -> '10.0', 12.7 -> '12.7'. */
export const fmt1 = (n: number): string => (Number.isInteger(n) ? n.toFixed(1) : String(n));

/** Part-number size code: 10.0 mm -> '1000', 3.2 -> '0320', 76.2 -> '7620'. */
export const sizeCode = (mm: number): string => String(Math.round(mm * 100)).padStart(4, '0');
