import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { useTestShop } from '../../test/test-app.js';
import { parseSearchTerm } from './search-terms.js';

const shop = useTestShop();

interface Hit {
  _id: string;
  product_name: string;
  product_sku: string;
  product_price?: number;
  createdAt: string;
  product_machine_make_ids: string[];
}

const ROUND_PUNCH_28 = 'Thick Turret Round Punch Ø 28.0 mm – B Station';
const ROUND_DIE_16 = 'Thick Turret Round Die Ø 16.0 mm';

async function search(term: string): Promise<Hit[]> {
  const res = await shop.app.inject({ method: 'POST', url: '/api/v1/product/public/search', payload: { search: term } });
  expect(res.statusCode, term).toBe(200);
  return res.json().data.result;
}

const results = (body: object, query = '', token?: string) =>
  shop.app.inject({
    method: 'POST',
    url: `/api/v1/product/public/search/results${query}`,
    payload: body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

/** The sizes in mm the database reads from a name (product_sizes_of, migration 0011). */
async function sizesOf(name: string): Promise<number[]> {
  const rows = await queryRows<{ size: string }>(shop.handle.db, sql`select size from product_sizes_of(${name}) as s(size)`);
  return rows.map((r) => Number(r.size));
}

/** The one live product whose name begins so. */
async function productNamed(prefix: string): Promise<{ id: string; name: string; sku: string }> {
  const rows = await queryRows<{ id: string; name: string; sku: string }>(
    shop.handle.db,
    sql`select id, name, sku from products where name like ${`${prefix}%`} and archived_at is null order by name`,
  );
  expect(rows.length, prefix).toBeGreaterThan(0);
  return rows[0]!;
}

describe('search by size (issue 16)', () => {
  it('finds the named product first for each size query of the issue', async () => {
    const punch = await productNamed(ROUND_PUNCH_28);
    const die = await productNamed(ROUND_DIE_16);
    const cases: [string, string][] = [
      ['round punch 28', punch.id],
      ['thick turret round punch 28', punch.id],
      ['round die 16', die.id],
      ['punch Ø 28', punch.id],
      ['28 mm round punch', punch.id],
    ];
    for (const [term, id] of cases) {
      const hits = await search(term);
      expect(hits[0]?._id, `${term} → ${hits[0]?.product_name}`).toBe(id);
    }
    // No shape named: every first hit is a product of that size.
    for (const term of ['Ø 28', '28 mm round', '28']) {
      const hits = await search(term);
      expect(hits.length, term).toBeGreaterThan(0);
      expect(await sizesOf(hits[0]!.product_name), `${term} → ${hits[0]!.product_name}`).toContain(28);
    }
    expect((await search('28 mm round')).map((h) => h._id)).toContain(punch.id);
  });

  it("reads '28', '28.0', '28 mm', '28mm' and 'Ø/dia/diameter 28' as the same size", async () => {
    const expected = (await search('round punch 28')).map((h) => h._id);
    expect(expected.length).toBeGreaterThan(0);
    for (const term of [
      'round punch 28.0',
      'round punch 28 mm',
      'round punch 28mm',
      'round punch 28.00 mm',
      'round punch Ø 28',
      'round punch Ø28',
      'round punch dia 28',
      'round punch diameter 28',
      'ROUND PUNCH DIAMETER 28.0 MM',
    ]) {
      expect(
        (await search(term)).map((h) => h._id),
        term,
      ).toEqual(expected);
    }
  });

  it('finds the same products whatever the order of the words and the size', async () => {
    const punch = await productNamed(ROUND_PUNCH_28);
    for (const term of ['28 round punch', 'punch round 28', 'punch 28 round turret thick', 'Ø 28 mm punch round']) {
      expect((await search(term))[0]?._id, term).toBe(punch.id);
    }
  });

  it("reads inch sizes: '1.102' and '1.102 in' ≈ 28 mm, '1-1/4' = 31.75 mm, nearest sizes first", async () => {
    for (const term of ['1.102', '1.102 in', '1.102"', 'round punch 1.102']) {
      const hits = await search(term);
      expect(hits.length, term).toBeGreaterThan(0);
      expect(await sizesOf(hits[0]!.product_name), `${term} → ${hits[0]!.product_name}`).toContain(28);
    }
    expect((await search('round punch 1.102'))[0]?._id).toBe((await productNamed(ROUND_PUNCH_28)).id);

    // The catalog's sizes closest to 31.75 mm: whatever they are, they come first, then farther ones.
    const [nearest] = await queryRows<{ off: string }>(
      shop.handle.db,
      sql`select min(abs(s.size_mm - 31.75)) as off from product_sizes s join products p on p.id = s.product_id where p.archived_at is null`,
    );
    for (const term of ['1-1/4', '1 1/4"', '1-1/4 in']) {
      const hits = await search(term);
      expect(hits.length, term).toBeGreaterThan(1);
      const offs = await Promise.all(hits.map(async (h) => Math.min(...(await sizesOf(h.product_name)).map((s) => Math.abs(s - 31.75)))));
      expect(offs[0], `${term} → ${hits[0]!.product_name}`).toBeCloseTo(Number(nearest!.off), 2);
      // Products of sizes within 10 % come first, closest first; word matches of the term may follow.
      const near = offs.filter((o) => o <= 3.175);
      expect(near.length, term).toBeGreaterThan(1);
      expect(offs.slice(0, near.length), `${term} → ${hits.map((h) => h.product_name).join(' | ')}`).toEqual(
        [...near].sort((a, b) => a - b),
      );
    }
  });

  it('ranks the closest sizes first when no product has the typed size', async () => {
    // 28.04 mm is no size of the catalog: the 28.0 mm punch is the closest one.
    const hits = await search('round punch 28.04');
    expect(hits[0]?.product_name.startsWith(ROUND_PUNCH_28)).toBe(true);
    const wide = await search('round punch 28.7');
    expect(wide.length).toBeGreaterThan(0);
    const offs = await Promise.all(wide.map(async (h) => Math.min(...(await sizesOf(h.product_name)).map((s) => Math.abs(s - 28.7)))));
    expect(offs).toEqual([...offs].sort((a, b) => a - b));
    expect(offs[0]).toBeLessThan(2.87);
  });

  it('still puts an exact part number first and still corrects typos', async () => {
    const punch = await productNamed(ROUND_PUNCH_28);
    expect((await search(punch.sku))[0]?._id).toBe(punch.id);
    expect((await search(punch.sku.toLowerCase()))[0]?._id).toBe(punch.id);
    for (const term of ['rounnd punch 28', 'round puncch 28', 'thick turet round punch 28', 'thick turret round punhc 28']) {
      expect((await search(term))[0]?._id, term).toBe(punch.id);
    }
    // Codes like R0.8 stay words of the full-text search, not sizes.
    expect(parseSearchTerm('gooseneck r0.8').sizes).toEqual([]);
    expect((await search('gooseneck')).length).toBeGreaterThan(0);
  });

  it('keeps product_sizes in step with product names', async () => {
    const sku = `NB-SIZE-${Math.random().toString(36).slice(2, 8).toUpperCase()}`;
    const [row] = await shop.handle.db
      .insert(products)
      .values({ sku, slug: sku.toLowerCase(), name: 'Zircon Punch 1-1/4" Ø 7.3 mm 88°', priceCents: 1000 })
      .returning({ id: products.id });
    const stored = async () =>
      (
        await queryRows<{ size: string }>(
          shop.handle.db,
          sql`select size_mm as size from product_sizes where product_id = ${row!.id} order by size_mm`,
        )
      ).map((r) => Number(r.size));
    expect(await stored()).toEqual([7.3, 31.75]);
    expect((await search('zircon 7.3'))[0]?._id).toBe(row!.id);
    await shop.handle.db.update(products).set({ priceCents: 1200 }).where(eq(products.id, row!.id));
    expect(await stored()).toEqual([7.3, 31.75]);
    await shop.handle.db.update(products).set({ name: 'Zircon Punch Ø 9.5 mm' }).where(eq(products.id, row!.id));
    expect(await stored()).toEqual([9.5]);
    // 7.3 mm is no size of it any more: it is only offered as the nearest size (issue 28).
    const renamed = await shop.app.inject({ method: 'POST', url: '/api/v1/product/public/search', payload: { search: 'zircon 7.3' } });
    expect(renamed.json().data.nearest_size).toMatchObject({ asked: '7.3', nearest: ['9.5 mm'] });
    expect((await search('zircon 9.5'))[0]?._id).toBe(row!.id);
    await shop.handle.db.delete(products).where(eq(products.id, row!.id));
    expect(await stored()).toEqual([]);
  });
});

describe('filter bar product name (issue 16)', () => {
  const filter = (product_name: string) =>
    shop.app.inject({ method: 'POST', url: '/api/v1/product/public/lists/filter?limit=100', payload: { product_name } });

  it('matches the words in any order and sizes however they are written', async () => {
    const punch = await productNamed(ROUND_PUNCH_28);
    for (const term of ['round punch 28', 'punch round Ø 28', 'Round Punch 28 mm', 'turret punch 1.102 in', 'round punch 28.0']) {
      const res = await filter(term);
      expect(res.statusCode).toBe(200);
      const hits: Hit[] = res.json().result;
      expect(
        hits.map((h) => h._id),
        term,
      ).toContain(punch.id);
      for (const h of hits) {
        expect(h.product_name.toLowerCase()).toContain('punch');
        expect(await sizesOf(h.product_name)).toContain(28);
      }
    }
  });
});

describe('POST /product/public/search/results', () => {
  it('pages through the matches in relevance order', async () => {
    const first = await results({ search: 'punch' }, '?limit=5&page=1');
    expect(first.statusCode).toBe(200);
    const page1 = first.json();
    const page2 = (await results({ search: 'punch' }, '?limit=5&page=2')).json();
    expect(page1.result).toHaveLength(5);
    expect(page1.paginationInfo).toMatchObject({ currentPage: 1, limit: 5 });
    expect(page1.paginationInfo.totalCount).toBeGreaterThan(10);
    expect(page1.paginationInfo.totalPages).toBe(Math.ceil(page1.paginationInfo.totalCount / 5));
    expect(page2.paginationInfo.currentPage).toBe(2);
    const ids1 = page1.result.map((h: Hit) => h._id);
    expect(page2.result.some((h: Hit) => ids1.includes(h._id))).toBe(false);
    // The first page is what the header search shows first.
    expect(ids1).toEqual((await search('punch')).slice(0, 5).map((h) => h._id));
  });

  it('puts the size query’s product first, as the header search does', async () => {
    const punch = await productNamed(ROUND_PUNCH_28);
    const body = (await results({ search: 'round punch 28' })).json();
    expect(body.result[0]._id).toBe(punch.id);
  });

  it('sorts by name and by newest', async () => {
    const gooseneck = (await results({ search: 'gooseneck' }, '?limit=100')).json();
    expect(gooseneck.paginationInfo.totalCount).toBeLessThanOrEqual(100);
    const byName: Hit[] = (await results({ search: 'gooseneck', sort: 'name' }, '?limit=100')).json().result;
    const names = byName.map((h) => h.product_name);
    expect(names).toEqual([...names].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    const newest: Hit[] = (await results({ search: 'gooseneck', sort: 'newest' }, '?limit=100')).json().result;
    const dates = newest.map((h) => h.createdAt);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(new Set(newest.map((h) => h._id))).toEqual(new Set(byName.map((h) => h._id)));
    expect(new Set(byName.map((h) => h._id))).toEqual(new Set(gooseneck.result.map((h: Hit) => h._id)));
  });

  it('sorts by price for a customer only, and shows prices only to customers', async () => {
    const visitor = await results({ search: 'punch', sort: 'price-asc' });
    expect(visitor.statusCode).toBe(400);
    expect(visitor.json().message).toBe('Sorting by price is for logged-in customers.');
    const plain: Hit[] = (await results({ search: 'punch' })).json().result;
    expect(plain.every((h) => h.product_price === undefined)).toBe(true);

    const token = await shop.customerToken();
    for (const [sort, dir] of [
      ['price-asc', 1],
      ['price-desc', -1],
    ] as const) {
      const res = await results({ search: 'punch', sort }, '?limit=100', token);
      expect(res.statusCode).toBe(200);
      const prices = (res.json().result as Hit[]).map((h) => h.product_price!);
      expect(prices.every((p) => typeof p === 'number')).toBe(true);
      expect(prices).toEqual([...prices].sort((a, b) => dir * (a - b)));
    }
  });

  it('keeps to the machine filters', async () => {
    const makes = (await shop.app.inject({ method: 'GET', url: '/api/v1/product/keyword/public/machine-make/dropdown' })).json().result;
    const all = (await results({ search: 'punch' }, '?limit=100')).json();
    const narrowed = (await results({ search: 'punch', machineMakeIds: [makes[0].value] }, '?limit=100')).json();
    expect(narrowed.result.length).toBeGreaterThan(0);
    expect(narrowed.paginationInfo.totalCount).toBeLessThan(all.paginationInfo.totalCount);
    for (const h of narrowed.result as Hit[]) expect(h.product_machine_make_ids).toContain(makes[0].value);
  });

  it.each([
    [{ search: '' }, 'search is required'],
    [{ search: 'punch', sort: 'cheapest' }, 'sort must be one of relevance, name, newest, price-asc, price-desc'],
    [{ search: 'punch', machineMakeIds: ['amada'] }, 'Invalid id'],
  ])('refuses %j with 400', async (body, message) => {
    const res = await results(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toContain(message);
  });

  it('answers an empty page for a term that matches nothing', async () => {
    const body = (await results({ search: 'zzqxjw' })).json();
    expect(body).toEqual({ result: [], paginationInfo: { currentPage: 1, totalPages: 0, totalCount: 0, limit: 20 } });
  });
});
