// Writes the storefront's "core" web fonts (decision 036): Barlow 400 and 600 and Barlow Condensed
// 600 cut down to the characters the shop's pages are written in, about 16 KB each instead of 22.
// The stylesheet this writes beside them (src/styles/fonts/fonts-core.css) declares them after
// Fontsource's full Latin faces, with a unicode-range, so a page whose text stays inside that range downloads only the
// core files, and a name with a character outside it (a company's "Ł", a "ñ") still gets the full
// face. Run after upgrading @fontsource: npm run fonts:subset -w apps/web. The fonts are under the
// SIL Open Font License (no reserved font name), which allows modified versions; its text goes along.
import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { format, resolveConfig } from 'prettier';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);
const out = new URL('../src/styles/fonts/', import.meta.url).pathname;

const range = (first, last) => Array.from({ length: last - first + 1 }, (_, i) => String.fromCodePoint(first + i)).join('');

/**
 * Printable ASCII, and what the shop's copy, catalogue and demo data use beyond it (found with a
 * grep of apps/web/src and the seed data): dashes, quotes, the ellipsis, the diameter, times and
 * degree signs, arrows, a few accented letters.
 */
const CORE_TEXT =
  range(0x20, 0x7e) +
  '\u00a0£©®°±²³µ·¼½¾×Øøáéíó' +
  '\u2013\u2014\u2018\u2019\u201a\u201c\u201d\u201e\u2022\u2026\u2039\u203a\u20ac\u2122\u2190\u2191\u2192\u2193\u2212\u2248\u2264\u2265';

const FONTS = [
  { family: 'Barlow', weight: 400, from: '@fontsource/barlow/files/barlow-latin-400-normal.woff2', to: 'barlow-400-core.woff2' },
  { family: 'Barlow', weight: 600, from: '@fontsource/barlow/files/barlow-latin-600-normal.woff2', to: 'barlow-600-core.woff2' },
  {
    family: 'Barlow Condensed',
    weight: 600,
    from: '@fontsource/barlow-condensed/files/barlow-condensed-latin-600-normal.woff2',
    to: 'barlow-condensed-600-core.woff2',
  },
];

/** CORE_TEXT as a unicode-range: its code points, runs of neighbours joined (U+0020-007E). */
function unicodeRange(text) {
  const hex = (point) => point.toString(16).toUpperCase().padStart(4, '0');
  const points = [...new Set([...text].map((char) => char.codePointAt(0)))].sort((a, b) => a - b);
  const runs = [];
  for (const point of points) {
    const last = runs.at(-1);
    if (last && point === last[1] + 1) last[1] = point;
    else runs.push([point, point]);
  }
  return runs.map(([first, last]) => (first === last ? `U+${hex(first)}` : `U+${hex(first)}-${hex(last)}`)).join(', ');
}

const fontFace = (font) => `@font-face {
  font-family: '${font.family}';
  font-style: normal;
  font-display: swap;
  font-weight: ${font.weight};
  src: url(./${font.to}) format('woff2');
  unicode-range: ${unicodeRange(CORE_TEXT)};
}
`;

mkdirSync(out, { recursive: true });
for (const font of FONTS) {
  const full = readFileSync(require.resolve(font.from));
  const core = await subsetFont(full, CORE_TEXT, { targetFormat: 'woff2' });
  writeFileSync(join(out, font.to), core);
  console.info(`subset-fonts: ${font.to}: ${core.length} bytes (full Latin face ${full.length})`);
}
const stylesheet = join(out, 'fonts-core.css');
const css = `/* Written by scripts/subset-fonts.mjs: edit CORE_TEXT there. Imported after Fontsource's full Latin
   faces (main.tsx): for a character both cover, the later rule wins, so the full face is fetched
   only for text outside this range. */
${FONTS.map(fontFace).join('')}`;
// Formatted as the repository is, so npm run lint passes on what the script wrote.
writeFileSync(stylesheet, await format(css, { ...(await resolveConfig(stylesheet)), filepath: stylesheet }));
copyFileSync(join(dirname(require.resolve('@fontsource/barlow/package.json')), 'LICENSE'), join(out, 'OFL-LICENSE.txt'));
