// Fails the build when a public page's JavaScript outgrows its budget (issue 29, decision 035).
// A public page is a document with islands: the JavaScript a first visit loads is the islands
// entry and the islands the page holds, with the chunks they import (what the server writes as
// module script and modulepreloads, server/page-document.ts), counted gzip -9 as bench/lighthouse does.
// Each page kind lists every island it can hold, so the figure is its heaviest case.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';

const dist = process.argv[2] ? `${process.argv[2].replace(/\/$/, '')}/` : new URL('../dist/', import.meta.url).pathname;
const ENTRY = 'src/islands/islands-entry.ts';
const islandSource = (name) => `src/islands/${name}/${name}.island.tsx`;

/** Issue 29's budgets: ≤ 40 KB on a content page, ≤ 70 KB on a product page (KB = 1,000 bytes, as the issue counts). */
const PAGES = [
  {
    page: 'content page',
    budget: 40_000,
    islands: ['header', 'hero-banner', 'contact-form', 'card-slider', 'overview-slider', 'team-grid', 'faq-tabs'],
  },
  { page: 'category page', budget: 40_000, islands: ['header', 'category-grid', 'card-slider', 'replace-url'] },
  {
    page: 'store home',
    budget: 40_000,
    islands: ['header', 'machine-tree', 'catalog-filters', 'my-machines', 'other-machines', 'replace-url'],
  },
  { page: 'search page', budget: 40_000, islands: ['header', 'search-tools', 'my-machines', 'other-machines'] },
  { page: 'legal page', budget: 40_000, islands: ['header'] },
  { page: 'product page', budget: 70_000, islands: ['header', 'product-gallery', 'product-actions', 'variants-table'] },
  { page: 'not-found page', budget: 40_000, islands: ['header'] },
  { page: 'tool finder', budget: 40_000, islands: ['header', 'tool-finder-form'] },
  { page: 'login page', budget: 40_000, islands: ['header', 'login-form'] },
];

const manifest = JSON.parse(readFileSync(`${dist}.vite/manifest.json`, 'utf8'));

/** The script files of the modules and of every chunk they import statically, each once. */
function scriptsOf(modules) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`${key} is not in the build's manifest`);
    chunk.imports?.forEach(visit);
    if (chunk.file.endsWith('.js')) files.add(chunk.file);
  };
  modules.forEach(visit);
  return [...files];
}

const gzipped = (file) => gzipSync(readFileSync(dist + file), { level: 9 }).length;

const counted = new Set(PAGES.flatMap((p) => p.islands));
const unbudgeted = Object.keys(manifest)
  .filter((key) => /^src\/islands\/[^/]+\/[^/]+\.island\.tsx$/.test(key))
  .filter((key) => ![...counted].some((name) => islandSource(name) === key));
let failed = unbudgeted.length > 0;
for (const key of unbudgeted) console.error(`island-budgets: ${key} is on no page's list (scripts/island-budgets.mjs PAGES)`);

for (const { page, budget, islands } of PAGES) {
  const files = scriptsOf([ENTRY, ...islands.map(islandSource)]);
  const bytes = files.reduce((sum, file) => sum + gzipped(file), 0);
  const over = bytes > budget;
  failed ||= over;
  console[over ? 'error' : 'info'](
    `island-budgets: ${page}: ${(bytes / 1000).toFixed(1)} KB gzip in ${files.length} files (budget ${budget / 1000} KB)${over ? ` OVER: ${files.join(', ')}` : ''}`,
  );
}
if (failed) process.exit(1);
