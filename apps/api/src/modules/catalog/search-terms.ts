/**
 * Reads a search term the way buyers type tooling sizes (issue 16): "round punch 28",
 * "Ø 28 mm", "1.102 in", `1-1/4"`, "dia 16 die". Sizes become numbers in mm that the search
 * compares with the sizes of product names (product_sizes, migration 0011, read by the same
 * rules); the other words are searched as words, in any order. The trade's short words are read
 * as the catalog's (issue 28): obround = oblong, dia = Ø = round, sq = square, rect = rectangle;
 * a number with ° or "deg" is an angle, never a size.
 */

/** A typed size: what was typed, and the sizes in mm it may mean (a bare "1.102" may be inches). */
export interface SizeToken {
  typed: string;
  mm: number[];
}

export interface SearchTerms {
  /** The term without its sizes and angles, the trade's short words written as the catalog's. */
  words: string;
  sizes: SizeToken[];
  /** Angles in degrees ("88°", "30 deg"): matched with the angles of names, never with sizes. */
  angles: number[];
  /** Ø, dia or diameter was typed: the sizes are diameters (a round tool's), not angles or other numbers. */
  diameter: boolean;
}

/** The catalog's word for each short word of the trade (whole words, any case, with or without a dot). */
const SYNONYMS: Record<string, string> = {
  obround: 'oblong',
  obrounds: 'oblongs',
  dia: 'round',
  diameter: 'round',
  ø: 'round',
  '⌀': 'round',
  sq: 'square',
  rect: 'rectangle',
  rectangular: 'rectangle',
};

const CATALOG_SHAPES = new Set(Object.values(SYNONYMS));

/** An angle: a number followed by °, deg or degrees ("88°", "88 °", "30 deg", "45 degrees"). */
const ANGLE = /(?<![\p{L}\p{N}.\-/])(\d{1,3}(?:[.,]\d{1,2})?)\s*(?:°|º|deg(?:ree)?s?\b\.?)/giu;

/**
 * The words with each short word of the trade replaced by the catalog's, a word said twice kept
 * once ("round punch Ø" is "round punch"). Everything else stays as typed (quotes, -word).
 */
function catalogWords(text: string): { words: string; diameter: boolean } {
  let diameter = false;
  const seen = new Set<string>();
  const words = text
    .split(/\s+/)
    .filter(Boolean)
    .flatMap((w) => {
      const key = w.toLowerCase().replace(/\.$/, '');
      const canonical = SYNONYMS[key];
      if (canonical === 'round' && key !== 'round') diameter = true;
      const word = canonical ?? w;
      const lower = word.toLowerCase();
      if (CATALOG_SHAPES.has(lower) && seen.has(lower)) return [];
      seen.add(lower);
      return [word];
    });
  return { words: words.join(' '), diameter };
}

const MM_PER_INCH = 25.4;

/**
 * A number standing on its own (not inside a part number or a code like R0.8): a fraction with an
 * optional whole part ("1-1/4", "1 1/4", "3/4") or a decimal ("28", "28.0", ".5", "28,5"), then an
 * optional unit.
 */
const SIZE =
  /(?<![\p{L}\p{N}.\-/])(?:(\d{1,4})[ -](?=\d{1,3}\/\d))?(?:(\d{1,3})\/(\d{1,3})|(\d{1,6}(?:[.,]\d{1,4})?|[.,]\d{1,4}))\s*(mm|"|''|inch(?:es)?|in)?(?![\p{L}\p{N}/])/gu;

/** Inch sizes are written with decimals below 10" (1.102, 0.25); a bare whole number is mm. */
const mayBeInches = (value: number, text: string) => value < 10 && /[.,]/.test(text);

const round2 = (n: number) => Math.round(n * 100) / 100;

/** A typed size and whether its unit was typed (bare numbers follow a unit typed elsewhere in the term). */
function sizeOf(m: RegExpExecArray): (SizeToken & { bare: boolean }) | undefined {
  const [typed, whole, num, den, decimal = '', unit] = m;
  const inches = unit === '"' || unit === "''" || (unit?.startsWith('in') ?? false);
  if (num !== undefined && den !== undefined) {
    if (Number(den) === 0) return undefined;
    const value = Number(whole ?? 0) + Number(num) / Number(den);
    return { typed: typed.trim(), mm: [round2(unit === 'mm' ? value : value * MM_PER_INCH)], bare: false };
  }
  const value = Number(decimal.replace(',', '.'));
  if (!(value > 0)) return undefined;
  if (unit === 'mm') return { typed: typed.trim(), mm: [round2(value)], bare: false };
  if (inches) return { typed: typed.trim(), mm: [round2(value * MM_PER_INCH)], bare: false };
  return {
    typed: typed.trim(),
    mm: mayBeInches(value, decimal) ? [round2(value), round2(value * MM_PER_INCH)] : [round2(value)],
    bare: true,
  };
}

/**
 * Splits a term into its words, sizes and angles. A term without sizes keeps its words as typed,
 * but for the trade's short words.
 */
export function parseSearchTerm(term: string): SearchTerms {
  const angles: number[] = [];
  const unangled = term.replace(ANGLE, (_, n: string) => {
    angles.push(Number(n.replace(',', '.')));
    return ' ';
  });
  // "Ø28" and "5x20" are written without spaces too.
  const text = unangled
    .toLowerCase()
    .replace(/[ø⌀]/gu, ' ø ')
    .replace(/(\d)\s*[x×*]\s*(?=[\d.])/gu, '$1 x ');
  const sizes: (SizeToken & { bare: boolean })[] = [];
  let words = '';
  let last = 0;
  for (let m = SIZE.exec(text); m; m = SIZE.exec(text)) {
    const size = sizeOf(m);
    if (!size) continue;
    sizes.push(size);
    words += `${text.slice(last, m.index)} `;
    last = m.index + m[0].length;
  }
  SIZE.lastIndex = 0;
  words += text.slice(last);
  if (!sizes.length) return { ...catalogWords(unangled.replace(/(?<=\s|^)[ø⌀](?=\S)/giu, '$& ')), sizes: [], angles };
  // "5.0 x 20.0 mm": a unit typed once holds for the bare numbers of the term too.
  const typedMm = sizes.some((z) => !z.bare && /mm$/.test(z.typed));
  const rest = words.replace(/(?:^|\s)[x*](?=\s|$)/g, ' ');
  return {
    ...catalogWords(rest),
    sizes: sizes.map(({ typed, mm, bare }) => ({ typed, mm: bare && typedMm ? mm.slice(0, 1) : mm })),
    angles,
  };
}
