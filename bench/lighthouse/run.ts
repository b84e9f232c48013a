/**
 * Lighthouse 12 (mobile preset) on the server-rendered storefront as a new visitor: store home, Home,
 * Production, a category, a product and login (issue 13's targets), the median of --runs runs each.
 *   npm run build && npm run bench:lighthouse [-- --runs 3] [--web-dist apps/web/dist] [--content] [--json FILE] [--reports DIR]
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer, waitForHealth, type ServerProcess } from '../catalog/server.js';
import { firstPageJs } from './first-page-js.js';
import { checkPage, pagesToAudit, type AuditedPage } from './pages.js';
import { TOP_AUDITS, formatFailingAudits, formatTable, missesOf, type PageResult } from './report.js';
import { CATEGORIES, TARGETS, medianOfRuns, summarizeRun, type RunFigures } from './summarize.js';

const { values: args } = parseArgs({
  options: {
    runs: { type: 'string', default: '3' },
    // The web build with its server bundle (npm run build -w apps/web) the server renders pages from.
    'web-dist': { type: 'string' },
    // Every other content page too (About us, History, …): off to keep the run short.
    content: { type: 'boolean', default: false },
    json: { type: 'string' },
    // Each run's full Lighthouse report (JSON, opens in the Lighthouse viewer).
    reports: { type: 'string' },
  },
});

const repoRoot = resolve(import.meta.dirname, '../..');
const chromePath = process.env.CHROME_PATH ?? '/usr/bin/chromium';
const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const loadText = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' / ');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/**
 * One run in a Chromium of its own: chrome-launcher gives each launch a new temporary profile (no
 * cache, cookies or service worker from an earlier run), so every run is a first visit.
 */
async function auditOnce(url: string, reportFile?: string): Promise<RunFigures> {
  const chrome = await chromeLauncher.launch({ chromePath, chromeFlags: CHROME_FLAGS });
  try {
    const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: [...CATEGORIES] });
    if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
    if (reportFile) writeFileSync(reportFile, String(result.report));
    return summarizeRun(result.lhr);
  } finally {
    chrome.kill();
  }
}

function missingFromBuild(webDist: string): string[] {
  return ['index.html', '.vite/manifest.json', 'ssr/entry-server.mjs'].filter((file) => !existsSync(join(webDist, file)));
}

function printFirstPageJs(webDist: string, served: { name: string; html: string }[]): void {
  const target = TARGETS.firstPageJsKb;
  const line = (what: string, js: ReturnType<typeof firstPageJs>) => {
    const met = js.gzipBytes / 1024 <= target;
    console.log(
      `  ${what}: ${js.files.length} files, ${kib(js.rawBytes)} raw, ${kib(js.gzipBytes)} gzip (target <= ${target} KiB): ${met ? 'target met' : 'MISSED'}`,
    );
  };
  console.log('First page JavaScript (entry and the chunks the HTML preloads, gzip -9):');
  line('index.html shell', firstPageJs(webDist));
  // Each page as the server sends it: a client application's page preloads its screen's chunks; an
  // island document (decision 035) loads the islands entry and its islands only.
  for (const page of served) line(`${page.name} as served`, firstPageJs(webDist, page.html));
}

async function main(): Promise<void> {
  const runs = Number(args.runs);
  if (!Number.isInteger(runs) || runs < 1) throw new Error(`--runs must be a whole number of at least 1, got ${args.runs}`);
  const webDist = args['web-dist'] ? resolve(args['web-dist']) : join(repoRoot, 'apps/web/dist');
  const missing = missingFromBuild(webDist);
  if (missing.length) {
    throw new Error(
      `The web build ${webDist} has no ${missing.join(', ')}: build it with \`npm run build -w apps/web\` or pass --web-dist <dir>`,
    );
  }
  if (args.reports) mkdirSync(resolve(args.reports), { recursive: true });
  const loadAtStart = loadText();

  const dataDir = mkdtempSync(join(tmpdir(), 'northbend-lighthouse-'));
  let server: ServerProcess | undefined;
  const cleanup = async () => {
    await server?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
  process.once('SIGINT', () => void cleanup().then(() => process.exit(130)));
  try {
    server = await startServer({ repoRoot, dataDir, seedDemoData: true, env: { WEB_DIST_DIR: webDist } });
    await waitForHealth(server);
    const pages = await pagesToAudit(server.url, args.content);

    console.log(`Web build: ${webDist}${existsSync(join(webDist, 'index.html.br')) ? '' : ' (no precompressed .br/.gz copies)'}`);
    console.log(`Server: ${server.url} (NODE_ENV=production, demo shop, PGlite)`);
    console.log(`Chromium: ${chromePath}; Lighthouse mobile preset (simulated slow 4G, 4x CPU slowdown), a new profile per run`);
    console.log(`Machine: ${cpus().length} cores; load average (1 / 5 / 15 min) at start ${loadAtStart}\n`);

    // One visitor GET each first: the page must be server-rendered, and the server's first render
    // of a page (module loading, JIT) is not what a visitor of a running shop waits for.
    const problems: string[] = [];
    const served: { name: string; html: string }[] = [];
    for (const page of pages) {
      const { html, problem } = await checkPage(server.url, page);
      served.push({ name: page.name, html });
      if (problem) problems.push(`${page.name} (${page.path}) ${problem}`);
    }
    const storeHomeHtml = served.find((p) => p.name === 'Store home')?.html ?? '';
    for (const p of problems) console.log(`PAGE PROBLEM: ${p}`);
    printFirstPageJs(webDist, served);
    console.log('');

    const results: PageResult[] = [];
    for (const page of pages) {
      const load = loadavg()[0];
      const figures: RunFigures[] = [];
      for (let i = 1; i <= runs; i++) {
        const file = args.reports ? join(resolve(args.reports), `${reportName(page)}-${i}.json`) : undefined;
        const runLoad = loadavg()[0];
        const run = await auditOnce(server.url + page.path, file);
        figures.push(run);
        const s = run.scores;
        console.log(
          `  ${page.name} run ${i}: perf ${s.performance}, a11y ${s.accessibility}, best ${s['best-practices']}, seo ${s.seo}, ` +
            `LCP ${run.lcpS.toFixed(2)} s, TBT ${run.tbtMs.toFixed(0)} ms, CLS ${run.cls.toFixed(3)}, ` +
            `bench ${run.benchmarkIndex.toFixed(0)}, load ${runLoad.toFixed(2)}${run.runtimeError ? `, ERROR ${run.runtimeError}` : ''}`,
        );
      }
      results.push({ page, figures: medianOfRuns(figures), load });
    }

    const t = TARGETS;
    console.log(`\nMedian of ${runs} run${runs === 1 ? '' : 's'} per page (* = target missed):\n`);
    console.log(formatTable(results));
    console.log(
      `\nTargets: performance >= ${t.scores.performance}, accessibility ${t.scores.accessibility}, best practices ${t.scores['best-practices']}, ` +
        `SEO ${t.scores.seo}; LCP <= ${t.lcpS} s, TBT <= ${t.tbtMs} ms, CLS <= ${t.cls}.`,
    );
    console.log(
      'JS kB: script bytes Chromium received (compressed, lazy chunks included). bench: Lighthouse benchmarkIndex of the CPU ' +
        '(lower = busier machine). load: 1-minute load average when the page started.',
    );
    console.log(`Load average (1 / 5 / 15 min) at the end: ${loadText()}`);
    const warnings = [...new Set(results.flatMap((r) => r.figures.warnings))];
    for (const w of warnings) console.log(`Lighthouse warning: ${w}`);

    const failing = formatFailingAudits(results, runs);
    if (failing)
      console.log(`\nFailing audits behind each miss (top ${TOP_AUDITS} per category; rows from the first failing run):\n\n${failing}`);
    if (problems.length)
      console.log(`\nPAGE PROBLEMS (figures of these pages are not the server-rendered page):\n  ${problems.join('\n  ')}`);

    if (args.json) {
      const out = {
        webDist,
        runs,
        cores: cpus().length,
        loadAverage: { start: loadAtStart, end: loadText() },
        targets: TARGETS,
        firstPageJs: { shell: firstPageJs(webDist), storeHome: firstPageJs(webDist, storeHomeHtml) },
        pages: results.map((r) => ({ ...r.page, load: r.load, misses: missesOf(r.figures), ...r.figures })),
      };
      writeFileSync(resolve(args.json), `${JSON.stringify(out, null, 2)}\n`);
    }
  } finally {
    await cleanup();
  }
}

const reportName = (page: AuditedPage) => page.name.toLowerCase().replace(/[^a-z0-9]+/g, '-');

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
