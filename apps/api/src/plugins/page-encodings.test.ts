import { describe, expect, it } from 'vitest';
import { pageEncoding } from './page-encodings.js';

describe('pageEncoding: the copy of a kept page a client gets', () => {
  it('is brotli for a browser, gzip for a client without brotli, plain for one without either', () => {
    expect(pageEncoding('gzip, deflate, br, zstd')).toBe('br');
    expect(pageEncoding('gzip, deflate')).toBe('gzip');
    expect(pageEncoding('deflate')).toBeNull();
    expect(pageEncoding('identity')).toBeNull();
    expect(pageEncoding(undefined)).toBeNull();
    expect(pageEncoding('')).toBeNull();
  });

  it('follows the q-values: 0 refuses, a higher weight wins, * stands for the rest', () => {
    expect(pageEncoding('br;q=0, gzip')).toBe('gzip');
    expect(pageEncoding('br;q=0.5, gzip;q=0.8')).toBe('gzip');
    expect(pageEncoding('BR;Q=1, GZIP;q=0.8')).toBe('br');
    expect(pageEncoding('br;q=0, gzip;q=0')).toBeNull();
    expect(pageEncoding('*')).toBe('br');
    expect(pageEncoding('br;q=0, *')).toBe('gzip');
    expect(pageEncoding('br;q=nonsense')).toBeNull();
  });
});
