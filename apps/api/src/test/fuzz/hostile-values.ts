import fc from 'fast-check';

/**
 * Values an attacker or a broken client sends instead of what a field expects: wrong types,
 * edge numbers, huge and odd strings, and keys that pollute prototypes.
 */
export const hostileScalar: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom<unknown>(
    '',
    ' ',
    'x'.repeat(100_000),
    '🔧'.repeat(2_000),
    '\ud800',
    'Ø 28.0 mm — ß ü 中文 العربية',
    '../../../etc/passwd',
    "' or 1=1 --",
    '<script>alert(1)</script>',
    '%00',
    'a\u0000b',
    'line\u0007bell\u001b[31m',
    '0',
    '-1',
    '1e309',
    'NaN',
    'true',
    '__proto__',
    -1,
    0,
    0.5,
    -0.000001,
    2 ** 31,
    -(2 ** 31) - 1,
    2 ** 53 + 2,
    1e308,
    -1e308,
    true,
    false,
    null,
  ),
  fc.string({ maxLength: 300 }),
  fc.string({ unit: 'grapheme', maxLength: 200 }),
  // Any code point, control characters and lone surrogates included.
  fc.string({ unit: 'binary', maxLength: 60 }),
  fc.integer(),
  fc.double({ noNaN: true }),
);

export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileScalar },
  { weight: 1, arbitrary: fc.array(hostileScalar, { maxLength: 5 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      [],
      {},
      Array.from({ length: 5000 }, () => 'x'),
      { a: { b: { c: { d: [1] } } } },
    ),
  },
  {
    weight: 1,
    arbitrary: fc.constantFrom<unknown>(
      JSON.parse('{"__proto__": {"polluted": true}}'),
      { constructor: { prototype: { polluted: true } } },
      JSON.parse('{"__proto__": null}'),
    ),
  },
);

/** A path parameter: a real-looking id, or anything at all. */
export const hostilePathParam: fc.Arbitrary<string> = fc.oneof(
  fc.uuid(),
  fc.constantFrom('0', '-1', 'NB-100001', 'NB-999999999', '__proto__', 'constructor', 'x'.repeat(5000), '..%2F..%2Fetc', '%F0%9F%94%A7'),
  fc.string({ minLength: 1, maxLength: 80 }).map(encodeURIComponent),
);
