import { SEARCH_RESULT_LIMIT } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { findWordCorrections, searchByCorrectedWords, searchByPartNumber, searchByWords } from './search-queries.js';

/** A term without spaces that holds a digit reads as a part number, not as words. */
const looksLikePartNumber = (term: string) => !/\s/.test(term) && /\d/.test(term);

/**
 * Matches for the term with its typos corrected: each typed word that is no word of a product
 * name becomes its closest name word, then (when that finds too little) any of its close ones.
 * The correction reads the small word table (product_name_words), so a typo costs about what a
 * word search costs instead of a trigram comparison with every product name.
 */
async function searchCorrected(db: Database, term: string, limit: number): Promise<string[]> {
  const corrections = await findWordCorrections(db, term);
  if (!corrections.some((c) => c.fixes.length)) return [];
  const closest = corrections.map((c) => ({ ...c, fixes: c.fixes.slice(0, 1) }));
  const found = await searchByCorrectedWords(db, term, closest, limit);
  if (found.length >= limit || corrections.every((c) => c.fixes.length <= 1)) return found;
  return [...found, ...(await searchByCorrectedWords(db, term, corrections, limit))];
}

/**
 * Product ids for the header search, best first: an exact part number, part numbers that begin
 * with the term, then word matches, then (only when those found too little) matches of the term
 * with its typos corrected. Cheap steps run first and end the search when enough.
 */
export async function searchProductIds(db: Database, term: string, limit = SEARCH_RESULT_LIMIT): Promise<string[]> {
  const found = new Set<string>();
  const add = (list: string[]) => list.forEach((id) => found.size < limit && found.add(id));

  const parts = await searchByPartNumber(db, term, limit);
  add(parts.exact);
  add(parts.prefix);
  if (found.size >= limit || (parts.exact.length && looksLikePartNumber(term))) return [...found];

  add(await searchByWords(db, term, limit));
  if (found.size < limit) add(await searchCorrected(db, term, limit));
  return [...found];
}
