import type { NearestSize, ProductPage } from '@northbend/shared';
import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app.js';

// Issue 28: search knows the trade's words, offers the nearest size, and never takes an angle for a diameter.

const shop = useTestShop();

interface Hit {
  _id: string;
  product_name: string;
  product_description: string;
}

async function search(term: string): Promise<{ result: Hit[]; nearest_size?: NearestSize }> {
  const res = await shop.app.inject({ method: 'POST', url: '/api/v1/product/public/search', payload: { search: term } });
  expect(res.statusCode, term).toBe(200);
  return res.json().data;
}

const names = async (term: string) => (await search(term)).result.map((h) => h.product_name);

async function results(search: string): Promise<ProductPage> {
  const res = await shop.app.inject({ method: 'POST', url: '/api/v1/product/public/search/results?limit=100', payload: { search } });
  expect(res.statusCode, search).toBe(200);
  return res.json();
}

describe("search by the trade's words (issue 28)", () => {
  it('lists the 10 × 40 oblong punch first for "obround 10 x 40", as for "oblong 10 x 40"', async () => {
    for (const term of ['obround 10 x 40', 'oblong 10 x 40', 'Obround 10x40']) {
      const found = await search(term);
      expect(found.result[0]?.product_name, term).toBe('Thick Turret Oblong Punch 10.0 × 40.0 mm – C Station');
      expect(found.nearest_size, term).toBeUndefined();
    }
  });

  it('reads sq as square, rect as rectangle, and dia or Ø as round', async () => {
    expect((await names('sq 10 punch'))[0]).toBe('Thick Turret Square Punch 10.0 mm – B Station');
    expect((await names('rect 5x20 punch'))[0]).toBe('Thick Turret Rectangle Punch 5.0 × 20.0 mm – B Station');
    for (const term of ['dia 28 die', 'Ø28 die', 'diameter 28 die']) {
      expect((await names(term))[0], term).toBe('Thick Turret Round Die Ø 28.0 mm – B Station');
    }
  });
});

describe('the nearest size when the typed one is not there (issue 28)', () => {
  it('answers "no 10 × 30; nearest 10 × 25 mm and 10 × 40 mm" and lists the products of those sizes', async () => {
    for (const term of ['oblong 10 x 30', 'obround 10 x 30']) {
      const found = await search(term);
      expect(found.nearest_size, term).toEqual({
        asked: '10 × 30',
        nearest: ['10 × 25 mm', '10 × 40 mm'],
        message: 'No 10 × 30; nearest 10 × 25 mm and 10 × 40 mm',
      });
      const listed = found.result.map((h) => h.product_name);
      expect(listed, term).toContain('Thick Turret Oblong Punch 10.0 × 40.0 mm – C Station');
      expect(listed, term).toContain('Thick Turret Oblong Punch 10.0 × 25.0 mm – B Station');
      for (const name of listed) expect(name.toLowerCase(), term).toContain('oblong');
    }
  });

  it('says it on the search results page too, and not when the size is there', async () => {
    const page = await results('obround 10 x 30');
    expect(page.nearest_size?.message).toBe('No 10 × 30; nearest 10 × 25 mm and 10 × 40 mm');
    expect(page.result.map((p) => p.product_name)).toContain('Thick Turret Oblong Punch 10.0 × 40.0 mm – C Station');
    expect((await results('obround 10 x 40')).nearest_size).toBeUndefined();
    expect((await results('punch')).nearest_size).toBeUndefined();
  });

  it('names a diameter with Ø', async () => {
    expect((await search('dia 28.3 punch')).nearest_size?.message).toBe('No Ø 28.3; nearest Ø 28 mm and Ø 30 mm');
  });
});

describe('an angle is not a diameter (issue 28)', () => {
  it('never answers a diameter query with a product whose number is an angle', async () => {
    for (const [term, angle] of [
      ['dia 28 die', /\b28°/],
      ['Ø 28 die', /\b28°/],
      ['dia 28', /\b28°/],
      ['28 mm die', /\b28°/],
      ['die 28', /\b28°/],
      // The acute punches' descriptions say "use with a 30° acute die".
      ['die 30', /\b30°/],
    ] as const) {
      const found = (await search(term)).result;
      expect(found.length, term).toBeGreaterThan(0);
      for (const hit of found) {
        expect(hit.product_name, term).not.toMatch(angle);
        expect(hit.product_description, term).not.toMatch(angle);
      }
    }
  });

  it('matches a number with ° or deg only with the angles of names', async () => {
    for (const [term, angle] of [
      ['gooseneck 88°', '88°'],
      ['88 deg', '88°'],
      ['acute punch 28 deg', '28°'],
      ['acute 28°', '28°'],
    ] as const) {
      const listed = await names(term);
      expect(listed.length, term).toBeGreaterThan(0);
      for (const name of listed) expect(name, term).toContain(angle);
    }
    for (const name of await names('gooseneck 88°')) expect(name).toContain('Gooseneck');
  });
});
