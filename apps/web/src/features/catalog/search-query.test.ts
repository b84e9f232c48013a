import { describe, expect, it } from 'vitest';
import { searchBody, searchQueryOf, searchStateOf } from './search-query';

describe('search page URL state', () => {
  it('reads the term, page, sort and machine filters from the query', () => {
    const state = searchStateOf(new URLSearchParams('q=+round+punch+28+&page=3&sort=name&makes=a,b&models=c'));
    expect(state).toEqual({ q: 'round punch 28', page: 3, sort: 'name', machineMakeIds: ['a', 'b'], machineModelIds: ['c'] });
    expect(searchBody(state)).toEqual({ search: 'round punch 28', sort: 'name', machineMakeIds: ['a', 'b'], machineModelIds: ['c'] });
  });

  it('falls back to page 1 and relevance for missing or unknown values', () => {
    expect(searchStateOf(new URLSearchParams('q=die&page=-2&sort=cheapest'))).toEqual({
      q: 'die',
      page: 1,
      sort: 'relevance',
      machineMakeIds: [],
      machineModelIds: [],
    });
  });

  it('writes a short query that reads back the same', () => {
    const state = searchStateOf(new URLSearchParams('q=Ø 28 mm&sort=price-asc&makes=a&page=2'));
    const query = searchQueryOf(state);
    expect(query.toString()).toBe('q=%C3%98+28+mm&sort=price-asc&makes=a&page=2');
    expect(searchStateOf(query)).toEqual(state);
    expect(searchQueryOf({ ...state, page: 1, sort: 'relevance', machineMakeIds: [] }).toString()).toBe('q=%C3%98+28+mm');
  });
});
