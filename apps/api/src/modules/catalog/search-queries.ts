import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { liveProductAs } from './live-products.js';
import type { SizeToken } from './search-terms.js';

/** The product `p` is live (issue 28: not archived, published, its time come). */
const liveP = liveProductAs('p');

/**
 * Most matches a full-text search ranks. A common word ("punch") matches a large share of a big
 * catalog; ranking every match costs more than it tells, so the first matches found are ranked.
 */
const RANKED_CANDIDATES = 400;

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/**
 * More conditions on the product `p` a search keeps to (the search page's machine filters, the
 * filter bar's category); none for the header search.
 */
export type SearchScope = SQL | undefined;
const within = (scope: SearchScope) => (scope ? sql` and ${scope}` : sql``);

/** A variant `v` that is not archived, of a product that is not (issue 12): one primary-key probe per hit. */
const liveVariant = (scope: SearchScope) =>
  sql`v.archived_at is null and exists (select 1 from products p where p.id = v.product_id and ${liveP}${within(scope)})`;

/**
 * Products whose part number (product or variant SKU) is the term, then those it begins. An exact
 * part number is found whatever the scope (issue 28: 'My machines' never hides the part a buyer
 * typed); the part numbers it begins keep to the scope.
 */
export async function searchByPartNumber(
  db: Database,
  term: string,
  limit: number,
  scope?: SearchScope,
): Promise<{ exact: string[]; prefix: string[] }> {
  const upper = term.toUpperCase();
  const prefix = `${upper.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await queryRows<{ id: string; exact: boolean }>(
    db,
    sql`
    with hits as (
      select id, true as exact from products p where upper(sku) = ${upper} and ${liveP}
      union all select product_id, true from product_variants v where upper(sku) = ${upper} and ${liveVariant(undefined)}
      union all (select id, false from products p where upper(sku) like ${prefix} and ${liveP}${within(scope)} limit ${limit})
      union all (select product_id, false from product_variants v where upper(sku) like ${prefix} and ${liveVariant(scope)} limit ${limit})
    )
    select id, bool_or(exact) as exact from hits group by id limit ${limit * 2}`,
  );
  return { exact: ids(rows.filter((r) => r.exact)), prefix: ids(rows.filter((r) => !r.exact)) };
}

/** Both conditions on the searched product `p`, either may be absent. */
export const bothScopes = (a: SearchScope, b: SearchScope): SearchScope => (a && b ? sql`${a} and ${b}` : (a ?? b));

/** A regular expression of an angle in a name: "88°" or "88.0 °", not "188°" nor "8.8°". */
const angleInName = (deg: number) => `(^|[^0-9.,])${String(deg).replace('.', '\\.')}(\\.0+)?\\s*°`;

/** The name states each typed angle ("Press Brake Die 1V 88°" for 88°): an angle is no size (issue 28). */
export function anglesScope(angles: number[]): SearchScope {
  if (!angles.length) return undefined;
  return sql.join(
    angles.map((deg) => sql`p.name ~ ${angleInName(deg)}`),
    sql` and `,
  );
}

/**
 * Neither the name nor the description states these numbers as an angle: a size typed is never a
 * word match on "28°" ("die 30" is no "use with a 30° acute die").
 */
export function notAnglesScope(sizes: SizeToken[]): SearchScope {
  const numbers = [...new Set(sizes.flatMap((s) => s.mm))];
  if (!numbers.length) return undefined;
  return sql.join(
    numbers.map((n) => sql`p.name !~ ${angleInName(n)} and p.description !~ ${angleInName(n)}`),
    sql` and `,
  );
}

/** Live products whose name states the angles, newest first (a term of angles only: "88°"). */
export async function searchByAngles(db: Database, angles: SearchScope, limit: number, scope?: SearchScope): Promise<string[]> {
  if (!angles) return [];
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select p.id from products p where ${liveP} and ${angles}${within(scope)} order by p.created_at desc, p.id limit ${limit}`,
  );
  return ids(rows);
}

/** Products matching a tsquery, best ranked first (name words weigh more than description words). */
async function rankedMatches(db: Database, tsquery: SQL, limit: number, scope: SearchScope): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with q as (select ${tsquery} as q),
    candidates as (select p.id, p.search, p.created_at from products p, q where p.search @@ q.q and ${liveP}${within(scope)} limit ${Math.max(limit, RANKED_CANDIDATES)})
    select c.id from candidates c, q order by ts_rank(c.search, q.q) desc, c.created_at desc limit ${limit}`,
  );
  return ids(rows);
}

/** Full-text matches on name (weighted higher) and description, best ranked first. */
export function searchByWords(db: Database, term: string, limit: number, scope?: SearchScope): Promise<string[]> {
  return rankedMatches(db, wordsQuery(term), limit, scope);
}

/** The tsquery of typed words: quotes, `or` and `-word` work as in a web search. */
export const wordsQuery = (term: string): SQL => sql`websearch_to_tsquery('english', ${term})`;

/** A typed word that no product name holds, with the name words closest to it, closest first. */
export interface WordCorrection {
  typed: string;
  fixes: string[];
}

/** Most name words a typed word is corrected to. */
const FIXES_PER_WORD = 3;

/**
 * The typed words (as product_name_words_of splits them) that are no word of any product name,
 * each with up to FIXES_PER_WORD name words that hold most of its trigrams (`<%`, the
 * connection's word_similarity_threshold) or that are the typed word with two neighbouring
 * letters swapped. Trigrams miss a swap in a short word ("lovuer" shares 3 of 11 with "louver"),
 * which is the commonest slip of a fast typist; a swap counts as the closest fix. Reads the small
 * word table, never the products. Stop words ("with", "the") are left out on both sides:
 * full-text search ignores them.
 */
export async function findWordCorrections(db: Database, term: string): Promise<WordCorrection[]> {
  const rows = await queryRows<{ typed: string; fixes: string[] }>(
    db,
    sql`
    select t.word as typed, array(
      select k.word from product_name_words k
      where (t.word <% k.word or k.word = any(s.swaps)) and length(to_tsvector('english', k.word)) > 0
      order by k.word = any(s.swaps) desc, similarity(t.word, k.word) desc, word_similarity(t.word, k.word) desc, k.products desc, k.word
      limit ${FIXES_PER_WORD}
    ) as fixes
    from product_name_words_of(${term}) as t(word)
    cross join lateral (
      select array(
        select overlay(t.word placing substr(t.word, i + 1, 1) || substr(t.word, i, 1) from i for 2)
        from generate_series(1, length(t.word) - 1) as i
      ) as swaps
    ) as s
    where length(to_tsvector('english', t.word)) > 0
      and (select k.products from product_name_words k where k.word = t.word) is null`,
  );
  return rows.map((r) => ({ typed: r.typed, fixes: r.fixes ?? [] }));
}

/**
 * The full-text search of the term with each typed word replaced by any of its fixes (a word
 * without fixes is dropped), so the rest of the term (other words, numbers, quotes, `-word`)
 * still counts as in searchByWords.
 */
export function searchByCorrectedWords(
  db: Database,
  term: string,
  corrections: WordCorrection[],
  limit: number,
  scope?: SearchScope,
): Promise<string[]> {
  return rankedMatches(db, correctedQuery(term, corrections), limit, scope);
}

/** The tsquery of the term with each typed word replaced by any of its fixes (dropped without fixes). */
export function correctedQuery(term: string, corrections: WordCorrection[]): SQL {
  let query = wordsQuery(term);
  for (const c of corrections) {
    const fixes = c.fixes.length
      ? sql.join(
          c.fixes.map((w) => sql`plainto_tsquery('english', ${w})`),
          sql` || `,
        )
      : sql`''::tsquery`;
    query = sql`ts_rewrite(${query}, plainto_tsquery('english', ${c.typed}), ${fixes})`;
  }
  return query;
}

/**
 * Products with a size near each typed size (within `window`, a share of the typed size: 0.005 is
 * ±0.5 %) whose name or description holds the words (any words when the query is empty), the
 * closest sizes first: summed relative offsets, then the word rank, then the newest. Reads the
 * sizes in the window through product_sizes_size_idx, then each hit's product by primary key.
 */
/** A list of numbers as one array parameter (drizzle spreads a JS array into separate ones). */
const pgArray = (list: number[]) => `{${list.join(',')}}`;

export async function searchBySizes(
  db: Database,
  words: SQL,
  sizes: SizeToken[],
  window: number,
  limit: number,
  scope?: SearchScope,
): Promise<string[]> {
  const wanted = sizes.flatMap((s, token) => s.mm.map((mm) => ({ token, mm })));
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with q as (select ${words} as q),
    t as (select * from unnest(${pgArray(wanted.map((w) => w.token))}::int[], ${pgArray(wanted.map((w) => w.mm))}::numeric[]) as t(token, mm)),
    near as (
      select s.product_id, t.token, min(abs(s.size_mm - t.mm) / t.mm) as off
      from t join product_sizes s on s.size_mm between t.mm * (1 - ${window}::numeric) and t.mm * (1 + ${window}::numeric)
      group by s.product_id, t.token
    ),
    fit as (select product_id, sum(off) as off from near group by product_id having count(*) = ${sizes.length})
    select p.id from fit join products p on p.id = fit.product_id, q
    where ${liveP} and (numnode(q.q) = 0 or p.search @@ q.q)${within(scope)}
    order by fit.off, case when numnode(q.q) = 0 then 0 else ts_rank(p.search, q.q) end desc, p.created_at desc, p.id
    limit ${limit}`,
  );
  return ids(rows);
}
