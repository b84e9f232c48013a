import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/client.js';

/**
 * Product ids matching a search, best first: an exact part number (product or variant SKU), then
 * part-number prefixes, then full-text matches on name and description. Every branch is
 * index-backed.
 */
export async function searchProductIds(db: Database, term: string, limit: number): Promise<string[]> {
  const upper = term.toUpperCase();
  const prefix = `${upper.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`;
  const rows = await queryRows<{ id: string }>(
    db,
    sql`
    with hits as (
      select id, 4.0 as score from products where upper(sku) = ${upper}
      union all
      select product_id, 4.0 from product_variants where upper(sku) = ${upper}
      union all
      (select id, 3.0 from products where upper(sku) like ${prefix} limit ${limit})
      union all
      (select product_id, 3.0 from product_variants where upper(sku) like ${prefix} limit ${limit})
      union all
      (select id, 1.0 + ts_rank(search, q) from products, websearch_to_tsquery('english', ${term}) q
        where search @@ q order by ts_rank(search, q) desc limit ${limit})
    )
    select h.id from hits h join products p on p.id = h.id
    group by h.id, p.created_at order by max(h.score) desc, p.created_at desc limit ${limit}`,
  );
  return rows.map((r) => r.id);
}

/**
 * Names close to the words typed (trigram word similarity), for when the exact search found too
 * little: it reads every name sharing trigrams with the term, so it runs only as a fallback.
 */
export async function searchProductIdsBySimilarName(db: Database, term: string, limit: number): Promise<string[]> {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select id from products where ${term} <% name order by word_similarity(${term}, name) desc, created_at desc limit ${limit}`,
  );
  return rows.map((r) => r.id);
}
