import { describe, expect, it } from 'vitest';
import { useTestShop } from '../../test/test-app.js';

const shop = useTestShop();

const get = (url: string) => shop.app.inject({ method: 'GET', url: `/api/v1${url}` });
const post = (url: string, payload: unknown) => shop.app.inject({ method: 'POST', url: `/api/v1${url}`, payload: payload as object });

interface Product {
  _id: string;
  product_name: string;
  product_sku: string;
  product_category_ids: string[];
  product_machine_make_ids: string[];
  product_machine_model_ids: string[];
}
interface Option {
  name: string;
  value: string;
}

async function allProducts(): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const body = (await get(`/product/public/lists?limit=100&page=${page}`)).json();
    all.push(...body.result);
    if (page >= body.paginationInfo.totalPages) return all;
  }
}

/** Every product a filter body finds, over all its pages. */
async function filtered(body: object): Promise<Product[]> {
  const all: Product[] = [];
  for (let page = 1; ; page++) {
    const res = await post(`/product/public/lists/filter?limit=100&page=${page}`, body);
    expect(res.statusCode).toBe(200);
    all.push(...res.json().result);
    if (page >= res.json().paginationInfo.totalPages) return all;
  }
}

async function machines() {
  const makes: Option[] = (await get('/product/keyword/public/machine-make/dropdown')).json().result;
  const amada = makes.find((m) => m.name === 'Amada')!;
  const trumpf = makes.find((m) => m.name === 'Trumpf')!;
  const models: Option[] = (await post('/product/keyword/public/machine-model/dropdown/selected', { machineMakeIds: [amada.value] })).json()
    .result;
  const emk = models.find((m) => m.name === 'EMK 3610 NT')!;
  return { amada, trumpf, emk };
}

const ids = (list: Product[]) => list.map((p) => p._id).sort();

describe("'My machines' filter (fitsMachineMakeIds, fitsMachineModelIds)", () => {
  it('finds exactly the products that fit a listed model; its make does not widen the list to every model of the make', async () => {
    const { amada, emk } = await machines();
    const all = await allProducts();
    const fitting = all.filter((p) => p.product_machine_model_ids.includes(emk.value));
    expect(fitting.length).toBeGreaterThan(0);
    expect(fitting.length).toBeLessThan(all.filter((p) => p.product_machine_make_ids.includes(amada.value)).length);

    const found = await filtered({ fitsMachineMakeIds: [amada.value], fitsMachineModelIds: [emk.value] });
    expect(ids(found)).toEqual(ids(fitting));
  });

  it('takes a make without any listed model as every product of that make, beside the listed models of another', async () => {
    const { trumpf, emk } = await machines();
    const all = await allProducts();
    const expected = all.filter(
      (p) => p.product_machine_model_ids.includes(emk.value) || p.product_machine_make_ids.includes(trumpf.value),
    );
    const found = await filtered({ fitsMachineMakeIds: [trumpf.value], fitsMachineModelIds: [emk.value] });
    expect(ids(found)).toEqual(ids(expected));
  });

  it('narrows the other filters: a category under the machine', async () => {
    const { emk } = await machines();
    const all = await allProducts();
    const category = all.find((p) => p.product_machine_model_ids.includes(emk.value))!.product_category_ids[0];
    const found = await filtered({ categoryId: category, fitsMachineModelIds: [emk.value] });
    expect(found.length).toBeGreaterThan(0);
    for (const p of found) {
      expect(p.product_machine_model_ids).toContain(emk.value);
      expect(p.product_category_ids).toContain(category);
    }
  });

  it('with empty lists filters nothing, and refuses what is not a list of ids with a 400 and a message', async () => {
    const total = (await get('/product/public/lists?limit=1')).json().paginationInfo.totalCount;
    const res = await post('/product/public/lists/filter?limit=1', { fitsMachineMakeIds: [], fitsMachineModelIds: [] });
    expect(res.json().paginationInfo.totalCount).toBe(total);

    const bad = await post('/product/public/lists/filter', { fitsMachineModelIds: ['not-an-id'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toMatch(/fitsMachineModelIds|id/i);
    const notList = await post('/product/public/search/results', { search: 'punch', fitsMachineMakeIds: 'x' });
    expect(notList.statusCode).toBe(400);
    expect(notList.json().message).toMatch(/fitsMachineMakeIds/);
  });

  it('applies to the search results page too', async () => {
    const { amada, emk } = await machines();
    const everything = (await post('/product/public/search/results?limit=100', { search: 'punch' })).json();
    const mine = (
      await post('/product/public/search/results?limit=100', {
        search: 'punch',
        fitsMachineMakeIds: [amada.value],
        fitsMachineModelIds: [emk.value],
      })
    ).json();
    expect(mine.paginationInfo.totalCount).toBeGreaterThan(0);
    expect(mine.paginationInfo.totalCount).toBeLessThan(everything.paginationInfo.totalCount);
    for (const p of mine.result as Product[]) expect(p.product_machine_model_ids).toContain(emk.value);
  });
});

describe("'My machines' never hides silently (issue 28)", () => {
  /** A product that fits no Amada EMK 3610 NT, with its part number. */
  async function productForOtherMachines(): Promise<Product> {
    const { emk } = await machines();
    return (await allProducts()).find((p) => !p.product_machine_model_ids.includes(emk.value) && p.product_sku)!;
  }

  it('shows an exact part number whatever the machine filters, on the search, the results page and the filter bar', async () => {
    const { amada, emk } = await machines();
    const other = await productForOtherMachines();
    const mine = { fitsMachineMakeIds: [amada.value], fitsMachineModelIds: [emk.value] };
    for (const sku of [other.product_sku, other.product_sku.toLowerCase()]) {
      const page = (await post('/product/public/search/results', { search: sku, ...mine })).json();
      expect(page.result.map((p: Product) => p._id)).toContain(other._id);
      const narrowed = (await post('/product/public/search/results', { search: sku, machineModelIds: [emk.value] })).json();
      expect(narrowed.result.map((p: Product) => p._id)).toContain(other._id);
      const filtered = (await post('/product/public/lists/filter', { product_name: sku, ...mine })).json();
      expect(filtered.result.map((p: Product) => p._id)).toEqual([other._id]);
    }
  });

  it('says how many more match for other machines, on the filtered list and the search results page', async () => {
    const { amada, emk } = await machines();
    const all = await allProducts();
    const fitting = all.filter((p) => p.product_machine_model_ids.includes(emk.value));
    const mine = { fitsMachineMakeIds: [amada.value], fitsMachineModelIds: [emk.value] };
    const list = (await post('/product/public/lists/filter?limit=1', mine)).json();
    expect(list.paginationInfo.totalCount).toBe(fitting.length);
    expect(list.other_machines_count).toBe(all.length - fitting.length);
    // A make chosen in the filter bar hides the others' products too.
    const byMake = (await post('/product/public/lists/filter?limit=1', { machineMakeIds: [amada.value] })).json();
    expect(byMake.other_machines_count).toBe(all.length - all.filter((p) => p.product_machine_make_ids.includes(amada.value)).length);
    // Unfiltered by machine: nothing hidden, no count.
    expect((await post('/product/public/lists/filter?limit=1', { product_name: 'punch' })).json().other_machines_count).toBeUndefined();

    const everything = (await post('/product/public/search/results?limit=1', { search: 'punch' })).json();
    const narrowed = (await post('/product/public/search/results?limit=1', { search: 'punch', ...mine })).json();
    expect(everything.other_machines_count).toBeUndefined();
    expect(narrowed.other_machines_count).toBeGreaterThan(0);
    expect(narrowed.other_machines_count).toBe(everything.paginationInfo.totalCount - narrowed.paginationInfo.totalCount);
  });
});

describe('GET /product/public/:id product_fits', () => {
  it("names each machine the product fits with its make ('Amada EMK 3610 NT')", async () => {
    const { emk } = await machines();
    const product = (await allProducts()).find((p) => p.product_machine_model_ids.includes(emk.value))!;
    const detail = (await get(`/product/public/${product._id}`)).json().result;
    expect(detail.product_fits).toContain('Amada EMK 3610 NT');
    expect(detail.product_fits).toHaveLength(product.product_machine_model_ids.length);
  });
});
