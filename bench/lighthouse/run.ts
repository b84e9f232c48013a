/**
 * Lighthouse (mobile) on the built storefront: home, a category, a product and every content page.
 * Prints the four category scores per page and the first page's JavaScript size.
 *   npm run build && npm run bench:lighthouse
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, waitForHealth } from '../catalog/server.js';
import { firstPageJs } from './first-page-js.js';

const repoRoot = resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const TARGET = { performance: 90, accessibility: 95, 'best-practices': 95, seo: 95 } as const;
type CategoryId = keyof typeof TARGET;

async function pagesToAudit(base: string): Promise<[string, string][]> {
  const get = async (path: string) => (await fetch(base + path)).json();
  const main = (await get('/api/v1/product/category/public/main/lists')).data.result[0];
  const product = (await get('/api/v1/product/public/lists')).result.find(
    (p: { product_variants_status: boolean }) => p.product_variants_status,
  );
  const content = (await get('/api/v1/page/public/dropdown')).result as { slug: string; value: string }[];
  return [
    ['Store home', '/'],
    ['Category', `/product/${main.category_slug}/${main._id}`],
    ['Product', `/${product.product_slug}/${product._id}`],
    ...content.map((p): [string, string] => [`Content: ${p.value}`, `/${p.slug}`]),
  ];
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(join(tmpdir(), 'northbend-lighthouse-'));
  const server = await startServer({ repoRoot, dataDir, seedDemoData: true });
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
  try {
    await waitForHealth(server);
    const js = firstPageJs(join(repoRoot, 'apps/web/dist'));
    console.log(
      `First page JavaScript: ${js.files.length} files, ${(js.rawBytes / 1024).toFixed(1)} KiB raw, ${(js.gzipBytes / 1024).toFixed(1)} KiB gzip`,
    );
    console.log(`Chromium: ${chromePath}; Lighthouse mobile preset (simulated slow 4G, 4x CPU slowdown)\n`);
    const rows: string[][] = [];
    for (const [name, path] of await pagesToAudit(server.url)) {
      const result = await lighthouse(server.url + path, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: Object.keys(TARGET),
      });
      const cats = result?.lhr.categories ?? {};
      const scores = (Object.keys(TARGET) as CategoryId[]).map((id) => Math.round((cats[id]?.score ?? 0) * 100));
      const met = scores.every((s, i) => s >= Object.values(TARGET)[i]);
      rows.push([name, path, ...scores.map(String), met ? 'target met' : 'MISSED']);
    }
    const header = ['page', 'path', 'perf', 'a11y', 'best', 'seo', ''];
    const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
    for (const r of [header, ...rows]) console.log(r.map((c, i) => c.padEnd(widths[i])).join('  '));
    console.log(
      `\nTargets: performance >= ${TARGET.performance}, accessibility >= ${TARGET.accessibility}, best practices >= ${TARGET['best-practices']}, SEO >= ${TARGET.seo}`,
    );
  } finally {
    chrome.kill();
    await server.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((err: unknown) => {
  console.error(err);
  process.exit(1);
});
