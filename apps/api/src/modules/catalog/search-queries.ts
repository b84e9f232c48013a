import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

/**
 * Most matches a full-text search ranks. A common word ("punch") matches a large share of a big
 * catalog; ranking every match costs more than it tells, so the first matches found are ranked.
 */
const RANKED_CANDIDATES = 400;

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/** Products whose part number (product or variant SKU) is the term, then those it begins. */
export async function searchByPartNumber(db: Database, term: string, limit: number): Promise<{ exact: string[]; prefix: string[] }> {
  const upper = term.toUpperCase();
  const prefix = `${upper.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await queryRows<{ id: string; exact: boolean }>(
    db,
    sql`
    with hits as (
      select id, true as exact from products where upper(sku) = ${upper}
      union all select product_id, true from product_variants where upper(sku) = ${upper}
      union all (select id, false from products where upper(sku) like ${prefix} limit ${limit})
      union all (select product_id, false from product_variants where upper(sku) like ${prefix} limit ${limit})
    )
    select id, bool_or(exact) as exact from hits group by id limit ${limit * 2}`,
  );
  return { exact: ids(rows.filter((r) => r.exact)), prefix: ids(rows.filter((r) => !r.exact)) };
}

/** Full-text matches on name (weighted higher) and description, best ranked first. */
export async function searchByWords(db: Database, term: string, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with q as (select websearch_to_tsquery('english', ${term}) as q),
    candidates as (select p.id, p.search, p.created_at from products p, q where p.search @@ q.q limit ${RANKED_CANDIDATES})
    select c.id from candidates c, q order by ts_rank(c.search, q.q) desc, c.created_at desc limit ${limit}`,
  );
  return ids(rows);
}

/**
 * Names close to the words typed (trigram word similarity), for when the exact search found too
 * little: it reads every name sharing trigrams with the term, so it runs only as a fallback.
 */
export async function searchBySimilarName(db: Database, term: string, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from products where ${term} <% name order by word_similarity(${term}, name) desc, created_at desc limit ${limit}`,
  );
  return ids(rows);
}
