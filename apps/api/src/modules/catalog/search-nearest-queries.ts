import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';
import { liveProductAs } from './live-products.js';
import type { SearchScope } from './search-queries.js';
import type { SizeToken } from './search-terms.js';

/**
 * How far the nearest sizes are looked for: from half to twice each typed size. Wide enough for
 * the neighbours of a catalog's sizes (10 × 30 → 10 × 40), narrow enough to read only a range of
 * product_sizes_size_idx.
 */
const NEAREST_RANGE = { from: 0.5, to: 2 };

/**
 * Most sizes read on each side of a typed size, nearest first (two walks of product_sizes_size_idx):
 * a large catalog holds tens of thousands of sizes in the range, and the nearest that hold the
 * words are among the first few thousand.
 */
const NEAREST_CANDIDATES = 2000;

/** The sizes of one product that fit the typed ones: per typed size, in the typed order. */
export type SizeTuple = number[];

/** The nearest sizes the catalog has below and above the typed ones (either may be missing). */
export interface NearestTuples {
  below?: SizeTuple;
  above?: SizeTuple;
}

/** A list as one array parameter (drizzle spreads a JS array into separate ones). */
const pgArray = (list: number[]) => `{${list.join(',')}}`;
const within = (scope: SearchScope) => (scope ? sql` and ${scope}` : sql``);

/**
 * Each product holding the words (any product when the query is empty) with, per typed size, its
 * own size closest to it (of the alternatives a typed size may mean, the closest): its summed
 * relative offset `off`, the summed signed offset `signed` (below the typed sizes when negative)
 * and the sizes as a tuple. Only products with a size near every typed one.
 */
function fitsOf(words: SQL, sizes: SizeToken[], scope: SearchScope): SQL {
  const wanted = sizes.flatMap((s, token) => s.mm.map((mm) => ({ token, mm })));
  return sql`
    q as (select ${words} as q),
    t as (select * from unnest(${pgArray(wanted.map((w) => w.token))}::int[], ${pgArray(wanted.map((w) => w.mm))}::numeric[]) as t(token, mm)),
    best as (
      select distinct on (s.product_id, t.token) s.product_id, t.token, s.size_mm, abs(s.size_mm - t.mm) / t.mm as off, (s.size_mm - t.mm) / t.mm as signed
      from t cross join lateral (
        (select product_id, size_mm from product_sizes
          where size_mm >= t.mm and size_mm <= t.mm * ${NEAREST_RANGE.to}::numeric order by size_mm limit ${NEAREST_CANDIDATES})
        union all
        (select product_id, size_mm from product_sizes
          where size_mm < t.mm and size_mm >= t.mm * ${NEAREST_RANGE.from}::numeric order by size_mm desc limit ${NEAREST_CANDIDATES})
      ) as s
      order by s.product_id, t.token, abs(s.size_mm - t.mm) / t.mm, s.size_mm
    ),
    fit as (
      select product_id, sum(off) as off, max(off) as worst, sum(signed) as signed, array_agg(size_mm order by token) as sizes
      from best group by product_id having count(*) = ${sizes.length}
    ),
    hits as (
      select p.id, fit.off, fit.worst, fit.signed, fit.sizes, p.created_at,
        case when numnode(q.q) = 0 then 0 else ts_rank(p.search, q.q) end as rank
      from fit join products p on p.id = fit.product_id, q
      where ${liveProductAs('p')} and (numnode(q.q) = 0 or p.search @@ q.q)${within(scope)}
    )`;
}

const tupleOf = (sizes: string[] | null | undefined): SizeTuple | undefined => (sizes ? sizes.map(Number) : undefined);

/**
 * The sizes nearest to the typed ones among the products holding the words: the closest tuple
 * below them and the closest above (a product of 10 × 25 and one of 10 × 40 for 10 × 30).
 */
export async function findNearestSizes(db: Database, words: SQL, sizes: SizeToken[], scope?: SearchScope): Promise<NearestTuples> {
  const [row] = await queryRows<{ below: string[] | null; above: string[] | null }>(
    db,
    sql`
    with ${fitsOf(words, sizes, scope)}
    select
      (select sizes from hits where signed < 0 order by off, sizes limit 1)::text[] as below,
      (select sizes from hits where signed > 0 order by off, sizes limit 1)::text[] as above`,
  );
  return { below: tupleOf(row?.below), above: tupleOf(row?.above) };
}

/**
 * Products holding the words whose sizes are each within `window` of the typed one (a share of
 * it) or are one of the nearest tuples: closest first, then the word rank, then the newest.
 */
export async function searchNearSizes(
  db: Database,
  words: SQL,
  sizes: SizeToken[],
  window: number,
  nearest: SizeTuple[],
  limit: number,
  scope?: SearchScope,
): Promise<string[]> {
  const tuples = nearest.length
    ? sql` or h.sizes in (${sql.join(
        nearest.map((t) => sql`${pgArray(t)}::numeric[]`),
        sql`, `,
      )})`
    : sql``;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with ${fitsOf(words, sizes, scope)}
    select h.id from hits h
    where h.worst <= ${window}::numeric${tuples}
    order by h.off, h.rank desc, h.created_at desc, h.id
    limit ${limit}`,
  );
  return rows.map((r) => r.id);
}
