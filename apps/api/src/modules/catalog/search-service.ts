import { SEARCH_RESULT_LIMIT } from '@northbend/shared';
import type { SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import {
  correctedQuery,
  findWordCorrections,
  searchByCorrectedWords,
  searchByPartNumber,
  searchBySizes,
  searchByWords,
  wordsQuery,
  type SearchScope,
  type WordCorrection,
} from './search-queries.js';
import { parseSearchTerm, type SizeToken } from './search-terms.js';

/** A term without spaces that holds a digit reads as a part number, not as words. */
const looksLikePartNumber = (term: string) => !/\s/.test(term) && /\d/.test(term);

/**
 * How far a product size may be from a typed one, as a share of the typed size: first the same
 * size as typed or converted (28 = 28.0 mm, 1.102" = 27.99 mm ≈ 28.0), then, when that finds too
 * little, the neighbours (27.5 and 28.5 for 28), always closest first.
 */
const SIZE_WINDOWS = [0.005, 0.1];

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
  const corrections = await findWordCorrections(db, term);
  if (!corrections.some((c) => c.fixes.length)) return [];
  const closest = corrections.map((c) => ({ ...c, fixes: c.fixes.slice(0, 1) }));
  const found: string[] = [];
  const search = async (fixes: WordCorrection[]) => {
    if (sized.sizes.length) found.push(...(await searchSized(db, correctedQuery(sized.words, fixes), sized.sizes, limit, scope)));
    if (found.length < limit) found.push(...(await searchByCorrectedWords(db, term, fixes, limit, scope)));
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
 * Product ids for a search, best first: an exact part number, part numbers that begin with the
 * term, products of the typed sizes (closest first) that hold the other words, word matches of
 * the term as typed, then (only when those found too little) the same with typos corrected.
 * Cheap steps run first and end the search when enough. `scope` narrows every step (the search
 * page's machine filters).
 */
export async function searchProductIds(db: Database, term: string, limit = SEARCH_RESULT_LIMIT, scope?: SearchScope): Promise<string[]> {
  const found = new Set<string>();
  const add = (list: string[]) => list.forEach((id) => found.size < limit && found.add(id));

  const parts = await searchByPartNumber(db, term, limit, scope);
  add(parts.exact);
  add(parts.prefix);
  if (found.size >= limit || (parts.exact.length && looksLikePartNumber(term))) return [...found];

  const sized = parseSearchTerm(term);
  if (sized.sizes.length) add(await searchSized(db, wordsQuery(sized.words), sized.sizes, limit, scope));
  if (found.size < limit) add(await searchByWords(db, term, limit, scope));
  if (found.size < limit) add(await searchCorrected(db, term, sized, limit, scope));
  return [...found];
}
