import { SEARCH_RESULT_LIMIT } from '@northbend/shared';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { findNearestSizes, searchNearSizes, type SizeTuple } from './search-nearest-queries.js';
import {
  anglesScope,
  bothScopes,
  correctedQuery,
  findWordCorrections,
  notAnglesScope,
  searchByAngles,
  searchByCorrectedWords,
  searchByPartNumber,
  searchBySizes,
  searchByWords,
  wordsQuery,
  type SearchScope,
  type WordCorrection,
} from './search-queries.js';
import { parseSearchTerm, type SearchTerms, type SizeToken } from './search-terms.js';

/** The typed size is not in the catalog (issue 28): what was asked and the nearest sizes there are. */
export interface NearestSize {
  asked: string;
  nearest: string[];
  message: string;
}

/** A search's products, best first, and the nearest sizes when the typed size is not there. */
export interface SearchAnswer {
  ids: string[];
  nearestSize?: NearestSize;
}

/** A term without spaces that holds a digit reads as a part number, not as words. */
const looksLikePartNumber = (term: string) => !/\s/.test(term) && /\d/.test(term);

/**
 * How far a product size may be from a typed one, as a share of the typed size: first the same
 * size as typed or converted (28 = 28.0 mm, 1.102" = 27.99 mm ≈ 28.0), then, when that finds too
 * little, the neighbours (27.5 and 28.5 for 28), always closest first.
 */
const SIZE_WINDOWS = [0.005, 0.1];
const [EXACT_WINDOW, NEIGHBOUR_WINDOW] = SIZE_WINDOWS as [number, number];

/** 28 → '28', 27.50 → '27.5': sizes as a buyer writes them. */
const sizeText = (mm: number) => String(Number(mm.toFixed(2)));

/** '10 × 40 mm', 'Ø 28 mm': a size tuple of the catalog as the answer names it. */
const tupleText = (tuple: SizeTuple, diameter: boolean) => `${diameter ? 'Ø ' : ''}${tuple.map(sizeText).join(' × ')} mm`;

/** What the buyer asked for, as typed: '10 × 30', 'Ø 28'. */
const askedText = (terms: SearchTerms) => `${terms.diameter ? 'Ø ' : ''}${terms.sizes.map((s) => s.typed).join(' × ')}`;

/**
 * Products of the typed sizes that hold the words: the same size first; when none has it, the
 * neighbours (within NEIGHBOUR_WINDOW) and the nearest size below and above however far, closest
 * first, named in `nearestSize` ("No 10 × 30; nearest 10 × 25 mm and 10 × 40 mm").
 */
async function searchSizedOrNearest(
  db: Database,
  words: SQL,
  terms: SearchTerms,
  limit: number,
  scope: SearchScope,
): Promise<SearchAnswer> {
  const exact = await searchBySizes(db, words, terms.sizes, EXACT_WINDOW, limit, scope);
  if (exact.length) {
    if (exact.length >= limit) return { ids: exact };
    const neighbours = await searchBySizes(db, words, terms.sizes, NEIGHBOUR_WINDOW, limit, scope);
    return { ids: [...new Set([...exact, ...neighbours])].slice(0, limit) };
  }
  const { below, above } = await findNearestSizes(db, words, terms.sizes, scope);
  const tuples = [below, above].filter((t): t is SizeTuple => t !== undefined);
  const ids = await searchNearSizes(db, words, terms.sizes, NEIGHBOUR_WINDOW, tuples, limit, scope);
  if (!tuples.length) return { ids };
  const asked = askedText(terms);
  const nearest = tuples.map((t) => tupleText(t, terms.diameter));
  return { ids, nearestSize: { asked, nearest, message: `No ${asked}; nearest ${nearest.join(' and ')}` } };
}

/**
 * Matches for the term with its typos corrected: each typed word that is no word of a product
 * name becomes its closest name word, then (when that finds too little) any of its close ones.
 * The correction reads the small word table (product_name_words), so a typo costs about what a
 * word search costs instead of a trigram comparison with every product name. With sizes typed,
 * the corrected words are searched with the sizes first.
 */
async function searchCorrected(
  db: Database,
  term: string,
  sized: { words: string; sizes: SizeToken[] },
  limit: number,
  scope: SearchScope,
): Promise<string[]> {
  const corrections = await findWordCorrections(db, sized.words);
  if (!corrections.some((c) => c.fixes.length)) return [];
  const closest = corrections.map((c) => ({ ...c, fixes: c.fixes.slice(0, 1) }));
  const found: string[] = [];
  // With sizes typed, only products of those sizes: the term's numbers are no words to match ("28°").
  const search = async (fixes: WordCorrection[]) => {
    if (sized.sizes.length) found.push(...(await searchSized(db, correctedQuery(sized.words, fixes), sized.sizes, limit, scope)));
    else found.push(...(await searchByCorrectedWords(db, term, fixes, limit, scope)));
  };
  await search(closest);
  if (found.length >= limit || corrections.every((c) => c.fixes.length <= 1)) return found;
  await search(corrections);
  return found;
}

/** Products near the typed sizes that hold the words, the exact sizes first, then the neighbours. */
async function searchSized(db: Database, words: SQL, sizes: SizeToken[], limit: number, scope: SearchScope): Promise<string[]> {
  const found = new Set<string>();
  for (const window of SIZE_WINDOWS) {
    (await searchBySizes(db, words, sizes, window, limit, scope)).forEach((id) => found.add(id));
    if (found.size >= limit) break;
  }
  return [...found];
}

/**
 * A search, best first: an exact part number (whatever the scope), part numbers that begin with
 * the term, products of the typed sizes (closest first, the nearest sizes named when the typed
 * one is not there) that hold the other words, word matches of the term (the trade's short words
 * read as the catalog's; with sizes typed, never a match of a size on an angle), then (only when
 * those found too little) the same with typos corrected. Angles typed ("88°") must be angles of
 * the name. Cheap steps run first and end the search when enough. `scope` narrows every step but
 * the exact part number (the search page's machine filters).
 */
export async function searchProducts(db: Database, term: string, limit = SEARCH_RESULT_LIMIT, scope?: SearchScope): Promise<SearchAnswer> {
  const found = new Set<string>();
  const add = (list: string[]) => list.forEach((id) => found.size < limit && found.add(id));
  const answer = (nearestSize?: NearestSize): SearchAnswer => ({ ids: [...found], ...(nearestSize ? { nearestSize } : {}) });

  const parts = await searchByPartNumber(db, term, limit, scope);
  add(parts.exact);
  add(parts.prefix);
  if (found.size >= limit || (parts.exact.length && looksLikePartNumber(term))) return answer();

  const terms = parseSearchTerm(term);
  const angles = anglesScope(terms.angles);
  const within = bothScopes(scope, angles);
  let nearestSize: NearestSize | undefined;
  if (terms.sizes.length) {
    const sized = await searchSizedOrNearest(db, wordsQuery(terms.words), terms, limit, within);
    add(sized.ids);
    nearestSize = sized.nearestSize;
    // The term's words with its numbers (ISO 10243), unless a diameter was asked for: never "28°".
    if (found.size < limit && !terms.diameter) add(await searchByWords(db, term, limit, bothScopes(within, notAnglesScope(terms.sizes))));
  } else if (terms.words) {
    add(await searchByWords(db, terms.words, limit, within));
    if (found.size < limit && terms.words !== term.trim() && !angles) add(await searchByWords(db, term, limit, within));
  } else {
    add(await searchByAngles(db, angles, limit, scope));
  }
  if (found.size < limit && terms.words) add(await searchCorrected(db, term, terms, limit, within));
  return answer(nearestSize);
}

/** The product ids of a search, best first (searchProducts). */
export async function searchProductIds(db: Database, term: string, limit = SEARCH_RESULT_LIMIT, scope?: SearchScope): Promise<string[]> {
  return (await searchProducts(db, term, limit, scope)).ids;
}
