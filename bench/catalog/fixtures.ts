/** Real ids and part numbers picked from the generated catalog, for the benchmark's requests. */
import { sql } from 'drizzle-orm';
import { categoryPath, productPath } from '@northbend/shared';
import { queryRows, type Database } from '../../apps/api/src/db/client.js';

export interface Fixtures {
  products: number;
  variants: number;
  dbVersion: string;
  /** The main category holding the most products; `path` is its storefront page. */
  category: { id: string; name: string; products: number; path: string };
  /** The make that fits the most products of that category. */
  make: { id: string; name: string; products: number };
  /** ~100 product ids, in a stable pseudo-random order. */
  productIds: string[];
  /** The storefront pages of those products (the addresses the sitemap lists) and their names. */
  productPages: { path: string; name: string }[];
  variantSku: string;
  productSku: string;
}

export async function pickFixtures(db: Database): Promise<Fixtures> {
  const one = async <T>(q: ReturnType<typeof sql>): Promise<T> => {
    const rows = await queryRows<T>(db, q);
    if (!rows[0]) throw new Error('The generated catalog is empty: nothing to benchmark.');
    return rows[0];
  };
  const counts = await one<{ products: number; variants: number; version: string }>(sql`
    select (select count(*)::int from products) as products, (select count(*)::int from product_variants) as variants,
           current_setting('server_version') as version`);
  const category = await one<{ id: string; name: string; slug: string; parent_slug: string | null; products: number }>(sql`
    select c.id, c.name, c.slug, parent.slug as parent_slug, count(*)::int as products
    from products p join categories c on c.id = p.primary_category_id left join categories parent on parent.id = c.parent_id
    group by c.id, c.name, c.slug, parent.slug order by products desc, c.name limit 1`);
  const make = await one<{ id: string; name: string; products: number }>(sql`
    select m.id, m.name, count(*)::int as products
    from products p cross join lateral unnest(p.machine_make_ids) as u(make_id) join machine_makes m on m.id = u.make_id
    where p.primary_category_id = ${category.id} group by m.id, m.name order by products desc, m.name limit 1`);
  const picked = await queryRows<{ id: string; slug: string; name: string }>(
    db,
    sql`select id, slug, name from products where archived_at is null order by md5(id::text) limit 100`,
  );
  const variant = await one<{ sku: string }>(sql`select sku from product_variants order by md5(id::text) limit 1`);
  const product = await one<{ sku: string }>(sql`select sku from products order by md5(sku) limit 1`);
  return {
    products: Number(counts.products),
    variants: Number(counts.variants),
    dbVersion: counts.version,
    category: {
      id: category.id,
      name: category.name,
      products: Number(category.products),
      path: categoryPath(category.slug, category.id, category.parent_slug ?? undefined),
    },
    make: { ...make, products: Number(make.products) },
    productIds: picked.map((r) => r.id),
    productPages: picked.map((r) => ({ path: productPath(r.slug, r.id), name: r.name })),
    variantSku: variant.sku,
    productSku: product.sku,
  };
}
