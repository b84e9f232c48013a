import { describe, expect, it } from 'vitest';
import { ALL_REGIONS, COUNTRIES, findRegion, isPostalCode, normalizePostalCode, REGIONS } from './regions.js';

describe('regions', () => {
  it('lists 50 US states and DC, 13 Canadian provinces and territories and 32 Mexican states', () => {
    expect(REGIONS['United States']).toHaveLength(51);
    expect(REGIONS.Canada).toHaveLength(13);
    expect(REGIONS.Mexico).toHaveLength(32);
    expect(ALL_REGIONS).toHaveLength(96);
    for (const country of COUNTRIES) {
      const codes = REGIONS[country].map((r) => r.code);
      const names = REGIONS[country].map((r) => r.name);
      expect(new Set(codes).size, country).toBe(codes.length);
      expect(new Set(names).size, country).toBe(names.length);
    }
  });

  it('finds a region by name or code, without case or accents, only in its own country', () => {
    expect(findRegion('United States', 'michigan')?.code).toBe('MI');
    expect(findRegion('United States', 'dc')?.name).toBe('District of Columbia');
    expect(findRegion('Canada', 'QC')?.name).toBe('Quebec');
    expect(findRegion('Mexico', 'Queretaro')?.name).toBe('Querétaro');
    expect(findRegion('Mexico', 'Nuevo León')?.code).toBe('NLE');
    expect(findRegion('Canada', 'Michigan')).toBeUndefined();
    expect(findRegion('United States', 'Ontario')).toBeUndefined();
  });

  it.each([
    ['United States', '49423', true],
    ['United States', '49423-1234', true],
    ['United States', '4942', false],
    ['United States', '49423-12', false],
    ['United States', 'K1A 0B1', false],
    ['Canada', 'K1A 0B1', true],
    ['Canada', 'k1a0b1', true],
    ['Canada', 'D1A 0B1', false],
    ['Canada', 'K1A-0B1', false],
    ['Canada', '49423', false],
    ['Mexico', '64000', true],
    ['Mexico', '6400', false],
    ['Mexico', '64000-1234', false],
  ] as const)('%s postal code %s is valid: %s', (country, code, valid) => {
    expect(isPostalCode(country, code)).toBe(valid);
  });

  it('writes Canadian codes upper-case with one space and leaves the others as typed', () => {
    expect(normalizePostalCode('Canada', ' k1a0b1 ')).toBe('K1A 0B1');
    expect(normalizePostalCode('United States', ' 49423-1234 ')).toBe('49423-1234');
  });
});
