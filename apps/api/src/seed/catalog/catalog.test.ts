import { describe, it, expect } from 'vitest';
import { buildDemoCatalog } from './index.js';
import { modelKey } from './makes.js';

const cat = buildDemoCatalog();
const variants = cat.products.flatMap((p) => p.variants);

describe('buildDemoCatalog', () => {
  it('has at least 8 machine makes, each with models', () => {
    expect(cat.makes.length).toBeGreaterThanOrEqual(8);
    for (const m of cat.makes) expect(m.models.length).toBeGreaterThan(0);
  });

  it('has a three-level category tree with unique slugs and known parents', () => {
    const slugs = cat.categories.map((c) => c.slug);
    expect(new Set(slugs).size).toBe(slugs.length);
    expect(cat.categories.filter((c) => c.level === 1).length).toBeGreaterThanOrEqual(8);
    expect(cat.categories.some((c) => c.level === 3)).toBe(true);
    for (const c of cat.categories) if (c.parentSlug) expect(slugs).toContain(c.parentSlug);
  });

  it('has at least 150 products, a third of them with variants', () => {
    expect(cat.products.length).toBeGreaterThanOrEqual(150);
    const withVariants = cat.products.filter((p) => p.variantsStatus);
    expect(withVariants.length * 3).toBeGreaterThanOrEqual(cat.products.length);
    for (const p of withVariants) {
      expect(p.variants.length).toBeGreaterThanOrEqual(2);
      expect(p.variants.length).toBeLessThanOrEqual(6);
    }
    for (const p of cat.products.filter((q) => !q.variantsStatus)) expect(p.variants).toHaveLength(0);
  });

  it('uses unique SKUs across products and variants', () => {
    const skus = [...cat.products.map((p) => p.sku), ...variants.map((v) => v.sku)];
    expect(new Set(skus).size).toBe(skus.length);
  });

  it('gives every option children and at most one default', () => {
    for (const v of variants) {
      const ids = v.options.map((o) => o.id);
      expect(new Set(ids).size).toBe(ids.length);
      for (const o of v.options) {
        expect(o.children.length).toBeGreaterThan(0);
        expect(o.children.filter((c) => c.isDefault).length).toBeLessThanOrEqual(1);
      }
    }
    expect(variants.some((v) => !v.mmEnabled && !v.inEnabled && v.options.length === 0)).toBe(true);
  });

  it('only lists models that belong to the product makes', () => {
    const known = new Set(cat.makes.flatMap((m) => m.models.map((mo) => modelKey(m.name, mo.name))));
    for (const p of cat.products) {
      expect(p.makeNames.length).toBeGreaterThanOrEqual(1);
      expect(p.makeNames.length).toBeLessThanOrEqual(3);
      for (const k of p.modelKeys) {
        expect(known.has(k)).toBe(true);
        expect(p.makeNames).toContain(k.split('::')[0]);
      }
    }
  });

  it('has consistent measurement bounds (min < max, inch = mm / 25.4)', () => {
    for (const v of variants) {
      if (v.mmEnabled) expect(v.mmMin!).toBeLessThan(v.mmMax!);
      if (v.inEnabled) {
        expect(v.mmEnabled).toBe(true);
        expect(v.inMin!).toBeLessThan(v.inMax!);
        expect(v.inMin).toBeCloseTo(v.mmMin! / 25.4, 3);
        expect(v.inMax).toBeCloseTo(v.mmMax! / 25.4, 3);
      }
    }
  });

  it('puts products in leaf categories and stays deterministic', () => {
    const parents = new Set(cat.categories.map((c) => c.parentSlug));
    const mains = new Set(cat.categories.filter((c) => c.level === 1).map((c) => c.slug));
    for (const p of cat.products) {
      expect(parents.has(p.categorySlug)).toBe(false);
      expect(mains.has(p.primaryCategorySlug)).toBe(true);
      expect(p.priceCents).toBeGreaterThan(0);
      expect(p.images.length).toBeGreaterThanOrEqual(1);
      expect(p.images.length).toBeLessThanOrEqual(3);
    }
    expect(JSON.stringify(buildDemoCatalog().products)).toBe(JSON.stringify(cat.products));
  });

  it('stocks a die of every standard punch, fitting the same machines, the reference machine among them (issue 28)', () => {
    const sizeOf = (name: string) => /(Ø [\d.]+ mm|[\d.]+ × [\d.]+ mm|Square Punch [\d.]+ mm)/.exec(name)?.[1];
    const punches = cat.products.filter((p) => /^Thick Turret (Round|Rectangle|Square|Oblong) Punch /.test(p.name));
    expect(punches.length).toBeGreaterThan(40);
    for (const punch of punches) {
      const shape = /Thick Turret (\w+) Punch/.exec(punch.name)![1]!;
      const size = sizeOf(punch.name)!;
      const dieSize = shape === 'Square' ? size.replace(/Square Punch ([\d.]+) mm/, '$1 × $1 mm') : size;
      const station = / – (\w) Station$/.exec(punch.name)![1];
      const die = cat.products.find(
        (p) =>
          p.categorySlug.includes('dies') &&
          p.name.includes(shape === 'Round' ? 'Round Die' : shape) &&
          p.name.includes(`${dieSize} – ${station} Station`),
      );
      expect(die, punch.name).toBeDefined();
      expect(die!.modelKeys, punch.name).toEqual(punch.modelKeys);
      expect(punch.modelKeys, punch.name).toContain(modelKey('Amada', 'EMK 3610 NT'));
      expect(
        die!.variants.map((v) => v.name),
        die!.name,
      ).toContain('Clearance 0.40 mm');
    }
  });
});
