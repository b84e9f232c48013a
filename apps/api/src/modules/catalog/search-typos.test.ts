import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { products } from '../../db/schema/index.js';
import { useTestShop } from '../../test/test-app.js';

const shop = useTestShop();

interface Hit {
  _id: string;
  product_name: string;
}

async function search(term: string): Promise<Hit[]> {
  const res = await shop.app.inject({ method: 'POST', url: '/api/v1/product/public/search', payload: { search: term } });
  expect(res.statusCode).toBe(200);
  return res.json().data.result;
}

/** The word table as stored, word → number of products. */
async function storedWords(): Promise<Record<string, number>> {
  const rows = await queryRows<{ word: string; products: number }>(
    shop.handle.db,
    sql`select word, products from product_name_words order by word`,
  );
  return Object.fromEntries(rows.map((r) => [r.word, Number(r.products)]));
}

/** The word table as it should be, counted afresh from the product names. */
async function wordsOfProductNames(): Promise<Record<string, number>> {
  const rows = await queryRows<{ word: string; products: number }>(
    shop.handle.db,
    sql`select w.word, count(*)::int as products from products p cross join lateral product_name_words_of(p.name) as w(word) group by w.word order by w.word`,
  );
  return Object.fromEntries(rows.map((r) => [r.word, Number(r.products)]));
}

async function addProduct(name: string): Promise<string> {
  const sku = `NB-TEST-${Math.random().toString(36).slice(2, 10).toUpperCase()}`;
  const [row] = await shop.handle.db
    .insert(products)
    .values({ sku, slug: sku.toLowerCase(), name, priceCents: 1000 })
    .returning({ id: products.id });
  return row!.id;
}

describe('typo-tolerant search', () => {
  it('finds the product when a word of its name is mistyped', async () => {
    for (const typo of ['gooseneek', 'goosneck', 'goosenek', 'GOOSENEEK']) {
      const hits = await search(typo);
      expect(hits.length, typo).toBeGreaterThan(0);
      expect(
        hits.every((h) => h.product_name.toLowerCase().includes('gooseneck')),
        typo,
      ).toBe(true);
    }
  });

  it('finds the product when two neighbouring letters of a word are swapped', async () => {
    // Trigrams alone miss these: 'lovuer' shares 3 of 11 trigrams with 'louver'.
    for (const [typo, word] of [
      ['lovuer', 'louver'],
      ['luover', 'louver'],
      ['pucnh', 'punch'],
      ['gooesneck', 'gooseneck'],
    ]) {
      const hits = await search(typo!);
      expect(hits.length, typo).toBeGreaterThan(0);
      expect(
        hits.every((h) => h.product_name.toLowerCase().includes(word!)),
        typo,
      ).toBe(true);
    }
  });

  it('keeps the other words of the term when it corrects one', async () => {
    const hits = await search('gooseneek punch');
    expect(hits.length).toBeGreaterThan(0);
    for (const h of hits) expect(h.product_name.toLowerCase()).toMatch(/gooseneck.*punch|punch.*gooseneck/);
    const typoFirst = await search('turet punch');
    expect(typoFirst.length).toBeGreaterThan(0);
    for (const h of typoFirst) expect(h.product_name.toLowerCase()).toMatch(/turret.*punch|punch.*turret/);
  });

  it('gives nothing for a word that is close to no word of a product name', async () => {
    expect(await search('qwxzvj')).toEqual([]);
  });

  it('holds exactly the words of the seeded product names, counted per product', async () => {
    const stored = await storedWords();
    expect(Object.keys(stored).length).toBeGreaterThan(20);
    expect(stored).toEqual(await wordsOfProductNames());
    expect(stored).toHaveProperty('gooseneck');
    // Numbers, sizes and one- or two-letter codes are never corrected to.
    expect(Object.keys(stored).filter((w) => !/^\p{L}{3,}$/u.test(w))).toEqual([]);
  });

  it('learns the words of a new product, follows its renaming and forgets them when it is deleted', async () => {
    const id = await addProduct('Zephyrine Alignment Clamp');
    expect((await search('zephyrne'))[0]?._id).toBe(id);
    expect(await storedWords()).toHaveProperty('zephyrine', 1);

    await shop.handle.db.update(products).set({ name: 'Quillonite Alignment Clamp' }).where(eq(products.id, id));
    expect(await storedWords()).not.toHaveProperty('zephyrine');
    expect((await search('quillonit'))[0]?._id).toBe(id);
    expect(await search('zephyrne')).toEqual([]);

    await shop.handle.db.update(products).set({ priceCents: 1200 }).where(eq(products.id, id));
    expect(await storedWords()).toHaveProperty('quillonite', 1);

    await shop.handle.db.delete(products).where(eq(products.id, id));
    expect(await storedWords()).not.toHaveProperty('quillonite');
    expect(await search('quillonit')).toEqual([]);
    expect(await storedWords()).toEqual(await wordsOfProductNames());
  });

  it('keeps a word while another product still has it in its name', async () => {
    const before = (await storedWords()).gooseneck!;
    const a = await addProduct('Xanthoric Gooseneck Holder');
    const b = await addProduct('Xanthoric Spacer');
    expect(await storedWords()).toMatchObject({ xanthoric: 2, gooseneck: before + 1 });
    await shop.handle.db.delete(products).where(eq(products.id, a));
    expect(await storedWords()).toMatchObject({ xanthoric: 1, gooseneck: before });
    expect((await search('xanthorc'))[0]?._id).toBe(b);
    await shop.handle.db.delete(products).where(eq(products.id, b));
    expect(await storedWords()).not.toHaveProperty('xanthoric');
  });
});
