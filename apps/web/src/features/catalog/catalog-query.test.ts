import { describe, expect, it } from 'vitest';
import { filterBody, filtersOf, hasAnyFilter, NO_FILTERS, pageOf, queryOf } from './catalog-query';

describe('store home query', () => {
  it('reads page and filters from the URL', () => {
    const params = new URLSearchParams('page=3&category=c1&makes=m1,m2&models=x1&q=%20round%20');
    expect(pageOf(params)).toBe(3);
    expect(filtersOf(params)).toEqual({ categoryId: 'c1', machineMakeIds: ['m1', 'm2'], machineModelIds: ['x1'], productName: 'round' });
  });

  it('treats a missing or bad page as page 1', () => {
    for (const q of ['', 'page=0', 'page=-2', 'page=abc', 'page=2.5']) expect(pageOf(new URLSearchParams(q))).toBe(1);
  });

  it('writes only what is set, and round-trips', () => {
    expect(queryOf(NO_FILTERS).toString()).toBe('');
    const f = { categoryId: 'c1', machineMakeIds: ['m1'], machineModelIds: [], productName: 'die' };
    const q = queryOf(f, 2);
    expect(q.toString()).toBe('category=c1&makes=m1&q=die&page=2');
    expect(filtersOf(q)).toEqual(f);
  });

  it('is in filter mode when any filter is set', () => {
    expect(hasAnyFilter(NO_FILTERS)).toBe(false);
    expect(hasAnyFilter({ ...NO_FILTERS, productName: '  ' })).toBe(false);
    expect(hasAnyFilter({ ...NO_FILTERS, machineModelIds: ['x'] })).toBe(true);
    expect(hasAnyFilter({ ...NO_FILTERS, categoryId: 'c' })).toBe(true);
  });

  it('builds the spec filter payload', () => {
    expect(filterBody({ categoryId: 'c', machineMakeIds: ['m'], machineModelIds: [], productName: ' v ' })).toEqual({
      product_name: 'v',
      categoryId: 'c',
      machineMakeIds: ['m'],
      machineModelIds: [],
    });
  });
});
