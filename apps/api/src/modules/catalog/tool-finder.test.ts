import { sql } from 'drizzle-orm';
import type { ToolFinderAnswer } from '@northbend/shared';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../db/client.js';
import { newCustomer } from '../../test/customers.js';
import { useTestShop } from '../../test/test-app.js';

const shop = useTestShop();

type Result = ToolFinderAnswer['result'];

async function makeId(name: string): Promise<string> {
  const [row] = await queryRows<{ id: string }>(shop.handle.db, sql`select id from machine_makes where name = ${name}`);
  return row!.id;
}

async function modelId(make: string, model: string): Promise<{ id: string; makeId: string }> {
  const [row] = await queryRows<{ id: string; makeId: string }>(
    shop.handle.db,
    sql`select mo.id, mo.make_id as "makeId" from machine_models mo join machine_makes m on m.id = mo.make_id where m.name = ${make} and mo.name = ${model}`,
  );
  return row!;
}

const finder = (query: Record<string, string | number>, token?: string) =>
  shop.app.inject({
    method: 'GET',
    url: `/api/v1/product/public/tool-finder?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });

async function find(query: Record<string, string | number>, token?: string): Promise<Result> {
  const res = await finder(query, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().result;
}

const STAINLESS_2MM = { material: 'stainless-steel-304', thickness: '2-0-mm' };

/** Every key of a visitor's answer, at any depth: none may be a price (decision 003). */
const keysOf = (value: unknown): string[] =>
  Array.isArray(value)
    ? value.flatMap(keysOf)
    : value && typeof value === 'object'
      ? Object.entries(value).flatMap(([k, v]) => [k, ...keysOf(v)])
      : [];

describe('GET /product/public/tool-finder', () => {
  it('advises 25 % for 2 mm stainless and opens the Amada round die at its 0.50 mm clearance, without prices for a visitor', async () => {
    const amada = await makeId('Amada');
    const r = await find({ ...STAINLESS_2MM, shape: 'round', size: 8, machineMakeId: amada });
    expect(r.clearance).toEqual({
      material_name: 'Stainless Steel 304',
      material_class: 'stainless-steel',
      thickness_name: '2.0 mm (0.079 in)',
      thickness_mm: 2,
      percent: 25,
      clearance_mm: 0.5,
      band: 'up to 2.5 mm',
    });
    const die = r.dies.find((d) => d.product_name === 'Thick Turret Round Die Ø 8.0 mm – A Station');
    expect(die?.preselect).toMatchObject({ variant_name: 'Clearance 0.50 mm', clearance_option: null, clearance_mm: 0.5, matches: true });
    const [variant] = await queryRows<{ product_id: string; name: string }>(
      shop.handle.db,
      sql`select product_id, name from product_variants where id = ${die!.preselect!.variant_id}`,
    );
    expect(variant).toEqual({ product_id: die!._id, name: 'Clearance 0.50 mm' });
    for (const p of [...r.punches, ...r.dies]) expect(p.product_machine_make_ids).toContain(amada);
    expect(keysOf(r).filter((k) => k.includes('price'))).toEqual([]);
  });

  it('gives a customer the prices of the same answer', async () => {
    const customer = await newCustomer(shop);
    const r = await find({ ...STAINLESS_2MM, shape: 'round', size: 8, machineMakeId: await makeId('Amada') }, customer.token);
    expect(r.dies.length).toBeGreaterThan(0);
    for (const d of r.dies) expect(d.product_price).toEqual(expect.any(Number));
  });

  it('picks the clearance option of a die sold with one, and ranks the dies at the advised clearance first', async () => {
    const r = await find({ material: 'mild-steel', thickness: '1-0-mm', shape: 'round', size: 10 });
    expect(r.clearance).toMatchObject({ material_class: 'mild-steel', percent: 20, clearance_mm: 0.2, band: 'up to 3.0 mm' });
    const trumpf = r.dies.find((d) => d.product_name === 'Trumpf-Style Die Round Ø 10.0 mm');
    expect(trumpf?.preselect).toMatchObject({
      variant_name: 'Standard Land',
      clearance_option: '0.20 mm',
      clearance_mm: 0.2,
      matches: true,
    });
    const slugFree = r.dies.find((d) => d.product_name.startsWith('Slug-Free Round Die Ø 10.0 mm'));
    expect(slugFree?.preselect).toMatchObject({ variant_id: null, clearance_mm: 0.2, matches: true });
    expect(r.dies.map((d) => d.product_name)).toEqual(expect.arrayContaining(['Thick Turret Round Die Ø 10.0 mm – A Station']));
    const matches = r.dies.map((d) => d.preselect?.matches ?? false);
    expect(matches).toEqual([...matches].sort((a, b) => Number(b) - Number(a)));
    expect(r.punches.map((p) => p.product_name)).toContain('Thick Turret Round Punch Ø 10.0 mm – A Station');

    const thick = await find({ material: 'stainless-steel-316', thickness: '4-0-mm', shape: 'round', size: 10 });
    expect(thick.clearance).toMatchObject({ percent: 30, clearance_mm: 1.2 });
    // No 10 mm die is stocked near 1.2 mm: the nearest (an A station die's largest) is offered, and said not to match.
    expect(thick.dies[0]?.preselect).toMatchObject({ clearance_mm: 0.5, matches: false });
  });

  it('matches a square hole to square punches and equal-sided shaped dies only, and a rectangle by both sizes', async () => {
    const square = await find({ ...STAINLESS_2MM, shape: 'square', size: 10 });
    expect(square.punches.map((p) => p.product_name)).toEqual(['Thick Turret Square Punch 10.0 mm – B Station']);
    expect(square.dies.map((d) => d.product_name)).toEqual(['Thick Turret Shaped Die Square 10.0 × 10.0 mm – B Station']);
    expect(square.nearest).toBeNull();
    const rect = await find({ ...STAINLESS_2MM, shape: 'rectangle', size: 10, length: 40 });
    expect(rect.punches.map((p) => p.product_name)).toContain('Thick Turret Rectangle Punch 10.0 × 40.0 mm – C Station');
    expect(rect.dies.map((d) => d.product_name)).toEqual(['Thick Turret Shaped Die Rectangle 10.0 × 40.0 mm – C Station']);
  });

  it('finds the punch and its die for an Amada EMK 3610 NT, 2 mm mild steel, Ø 28 (issue 28), the die at 0.40 mm', async () => {
    const emk = await modelId('Amada', 'EMK 3610 NT');
    const r = await find({
      material: 'mild-steel',
      thickness: '2-0-mm',
      shape: 'round',
      size: 28,
      machineMakeId: emk.makeId,
      machineModelId: emk.id,
    });
    expect(r.clearance).toMatchObject({ percent: 20, clearance_mm: 0.4 });
    expect(r.punches.map((p) => p.product_name)).toEqual(['Thick Turret Round Punch Ø 28.0 mm – B Station']);
    expect(r.dies.map((d) => d.product_name)).toEqual(['Thick Turret Round Die Ø 28.0 mm – B Station']);
    expect(r.dies[0]?.preselect).toMatchObject({ variant_name: 'Clearance 0.40 mm', clearance_mm: 0.4, matches: true });
    for (const p of [...r.punches, ...r.dies]) expect(p.product_machine_model_ids).toContain(emk.id);
    expect(r.nearest).toBeNull();
    // Any Amada, and any make: punches and dies too.
    const amada = await find({ material: 'mild-steel', thickness: '2-0-mm', shape: 'round', size: 28, machineMakeId: emk.makeId });
    const any = await find({ material: 'mild-steel', thickness: '2-0-mm', shape: 'round', size: 28 });
    for (const answer of [amada, any]) {
      expect(answer.punches.length).toBeGreaterThan(0);
      expect(answer.dies.length).toBeGreaterThan(0);
    }
  });

  it('names the nearest sizes the machine takes when nothing fits exactly, and lists their tools', async () => {
    const emk = await modelId('Amada', 'EMK 3610 NT');
    const machine = { machineMakeId: emk.makeId, machineModelId: emk.id };
    const round = await find({ material: 'mild-steel', thickness: '2-0-mm', shape: 'round', size: 28.2, ...machine });
    expect(round.punches).toEqual([]);
    expect(round.dies).toEqual([]);
    expect(round.nearest).toMatchObject({ message: 'No exact match; nearest: Ø 28 mm and Ø 31.7 mm', sizes: ['Ø 28 mm', 'Ø 31.7 mm'] });
    expect(round.nearest!.punches.map((p) => p.product_name)).toEqual([
      'Thick Turret Round Punch Ø 28.0 mm – B Station',
      'Thick Turret Round Punch Ø 31.7 mm – B Station',
    ]);
    expect(round.nearest!.dies.map((d) => d.product_name)).toEqual([
      'Thick Turret Round Die Ø 28.0 mm – B Station',
      'Thick Turret Round Die Ø 31.7 mm – B Station',
    ]);
    // The nearest dies come with their clearance preselected as the exact ones do.
    expect(round.nearest!.dies[0]?.preselect).toMatchObject({ clearance_mm: 0.4, matches: true });
    for (const p of [...round.nearest!.punches, ...round.nearest!.dies]) expect(p.product_machine_model_ids).toContain(emk.id);

    const oblong = await find({ material: 'mild-steel', thickness: '2-0-mm', shape: 'oblong', size: 10, length: 30, ...machine });
    expect(oblong.nearest?.message).toBe('No exact match; nearest: 10 × 25 mm and 10 × 40 mm');
    expect(oblong.nearest!.punches.map((p) => p.product_name)).toContain('Thick Turret Oblong Punch 10.0 × 40.0 mm – C Station');

    const square = await find({ ...STAINLESS_2MM, shape: 'square', size: 11 });
    expect(square.nearest?.sizes).toEqual(['10 × 10 mm', '12 × 12 mm']);
    expect(square.nearest!.dies.map((d) => d.product_name)).toEqual([
      'Thick Turret Shaped Die Square 10.0 × 10.0 mm – B Station',
      'Thick Turret Shaped Die Square 12.0 × 12.0 mm – B Station',
    ]);
  });

  it('refuses what it cannot answer with 400 and a message', async () => {
    const cases: [Record<string, string | number>, string][] = [
      [{ ...STAINLESS_2MM, shape: 'rectangle', size: 10 }, 'length is required for a rectangle or oblong hole'],
      [{ ...STAINLESS_2MM, shape: 'star', size: 10 }, 'shape must be one of round, square, rectangle, oblong'],
      [{ ...STAINLESS_2MM, shape: 'round', size: -2 }, 'size must be more than 0 mm'],
      [{ ...STAINLESS_2MM, shape: 'round', size: 'big' }, 'size must be a number in mm'],
      [{ material: 'unobtainium', thickness: '2-0-mm', shape: 'round', size: 8 }, "Unknown sheet material 'unobtainium'"],
      [{ material: 'mild-steel', thickness: '9-mm', shape: 'round', size: 8 }, "Unknown sheet thickness '9-mm'"],
      [{ ...STAINLESS_2MM, shape: 'round', size: 8, machineMakeId: 'amada' }, 'Invalid id'],
    ];
    for (const [query, message] of cases) {
      const res = await finder(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json().message, JSON.stringify(query)).toContain(message);
    }
  });
});
