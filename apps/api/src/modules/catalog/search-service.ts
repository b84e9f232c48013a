import { SEARCH_RESULT_LIMIT } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { searchByPartNumber, searchBySimilarName, searchByWords } from './search-queries.js';

/** A term without spaces that holds a digit reads as a part number, not as words. */
const looksLikePartNumber = (term: string) => !/\s/.test(term) && /\d/.test(term);

/**
 * Product ids for the header search, best first: an exact part number, part numbers that begin
 * with the term, then word matches, then (only when those found too little) names close to the
 * term, so a typo still finds the product. Cheap steps run first and end the search when enough.
 */
export async function searchProductIds(db: Database, term: string, limit = SEARCH_RESULT_LIMIT): Promise<string[]> {
  const found = new Set<string>();
  const add = (list: string[]) => list.forEach((id) => found.size < limit && found.add(id));

  const parts = await searchByPartNumber(db, term, limit);
  add(parts.exact);
  add(parts.prefix);
  if (found.size >= limit || (parts.exact.length && looksLikePartNumber(term))) return [...found];

  add(await searchByWords(db, term, limit));
  if (found.size < limit) add(await searchBySimilarName(db, term, limit));
  return [...found];
}
