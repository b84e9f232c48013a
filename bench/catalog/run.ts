/**
 * Catalog benchmark: generates N products, starts the real server against them and measures the
 * public catalog calls and the server-rendered storefront pages with autocannon. See bench/README.md.
 *   npm run bench:catalog -- --products 100000 [--connections 10] [--duration 10] [--pglite] [--web-dist apps/web/dist]
 *     [--buyers 200]: also run the list, filter and product calls as a logged-in buyer without a price
 *     list and as one whose company holds a list of 200 rules (issue 27), and print their p99 ratio
 */
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import autocannon from 'autocannon';
import { openDatabase } from '../../apps/api/src/db/client.js';
import { pickFixtures, type Fixtures } from './fixtures.js';
import { loadCatalog } from './generate.js';
import { formatHeader, formatProbes, formatTable, scenarioStatus, type RunInfo, type ScenarioFigures } from './report.js';
import { startServer, waitForHealth, type ServerProcess } from './server.js';
import { insertBuyers, logIn, type BenchBuyer } from './buyers.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));

const { values: args } = parseArgs({
  options: {
    products: { type: 'string', default: '100000' },
    connections: { type: 'string', default: '10' },
    duration: { type: 'string', default: '10' },
    warmup: { type: 'string', default: '2' },
    pglite: { type: 'boolean', default: false },
    reset: { type: 'boolean', default: false },
    seed: { type: 'string' },
    json: { type: 'string' },
    'keep-data': { type: 'boolean', default: false },
    // The web build the server renders the storefront pages with (npm run build -w apps/web).
    'web-dist': { type: 'string' },
    // Issue 27: the rules of the contract buyer's price list; unset, no buyer scenarios.
    buyers: { type: 'string' },
  },
});

interface Scenario {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: unknown;
  /** Several paths, cycled request by request (single product). */
  paths?: string[];
  targetP99?: number;
  /** More request headers (accept-encoding of a browser). */
  headers?: Record<string, string>;
  /** Checks one JSON response body; returns what it holds, or throws when it looks wrong. */
  probe?: (body: ProbeBody) => string;
  /** A storefront page: the name the HTML at each of its paths must hold (a product's, a category's). */
  shows?: (path: string) => string;
}

/** The priced calls again as a logged-in buyer (issue 27): a probe must see their prices. */
function buyerScenarios(f: Fixtures, label: string, authorization: string): Scenario[] {
  const priced = (probe: (b: ProbeBody) => string) => (b: ProbeBody) => {
    const text = probe(b);
    const first = b?.result?.[0] ?? b?.result;
    if (first?.product_price === undefined) throw new Error('no product_price: not priced for a buyer');
    return `${text}; priced`;
  };
  return scenarios(f)
    .filter((s) => ['list page 1', 'list page 50', 'filter category+make', 'single product'].includes(s.name))
    .map((s) => ({ ...s, name: `${label}: ${s.name}`, headers: { ...s.headers, authorization }, probe: priced(s.probe!) }));
}

const LIST_P99 = 25;
const SINGLE_P99 = 10;
/** Issue 13: a server-rendered storefront page at 100k products on PostgreSQL, 10 connections. */
const PAGE_P99 = 30;
/** What Chromium asks for: the server sends a kept page's brotli copy (gzip to a client without brotli). */
const BROWSER_ENCODINGS = { 'accept-encoding': 'gzip, deflate, br, zstd' };

/** The answers of several calls, read loosely: a probe only sanity-checks what came back. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type ProbeBody = any;

function pageProbe(body: ProbeBody): string {
  const n = body?.result?.length;
  if (!n) throw new Error('empty result');
  return `${n} results of ${body.paginationInfo?.totalCount} (page ${body.paginationInfo?.currentPage} of ${body.paginationInfo?.totalPages})`;
}
function searchProbe(body: ProbeBody): string {
  const n = body?.data?.result?.length;
  if (!n) throw new Error('no hits');
  return `${n} hits, first: ${body.data.result[0].product_name ?? body.data.result[0].product_sku ?? '?'}`;
}

function scenarios(f: Fixtures): Scenario[] {
  const api = '/api/v1';
  const search = (name: string, term: string): Scenario => ({
    name,
    method: 'POST',
    path: `${api}/product/public/search`,
    body: { search: term },
    targetP99: LIST_P99,
    probe: searchProbe,
  });
  return [
    { name: 'health', method: 'GET', path: `${api}/health`, probe: (b) => `status ${b?.status}, database ${b?.database?.kind}` },
    { name: 'list page 1', method: 'GET', path: `${api}/product/public/lists?page=1`, targetP99: LIST_P99, probe: pageProbe },
    { name: 'list page 50', method: 'GET', path: `${api}/product/public/lists?page=50`, targetP99: LIST_P99, probe: pageProbe },
    {
      name: 'filter category+make',
      method: 'POST',
      path: `${api}/product/public/lists/filter?page=1`,
      body: { categoryId: f.category.id, machineMakeIds: [f.make.id] },
      targetP99: LIST_P99,
      probe: pageProbe,
    },
    search('search word', 'gooseneck'),
    search('search typo', 'gooseneek'),
    search('search size', 'round punch 28'),
    search('search part number', f.variantSku),
    {
      name: 'single product',
      method: 'GET',
      path: `${api}/product/public/${f.productIds[0]}`,
      paths: f.productIds.map((id) => `${api}/product/public/${id}`),
      targetP99: SINGLE_P99,
      probe: (b) => {
        if (!b?.result?._id) throw new Error('no product');
        return `${f.productIds.length} ids cycled, first: ${b.result.product_name}`;
      },
    },
  ];
}

/**
 * The storefront pages a visitor opens first (issue 13), rendered on the server: the store home
 * (its list's first page), the category of the filter scenario, and the pages of the products the
 * single-product scenario asks for, cycled. `homeName` is the first product of the store home's list.
 */
function pageScenarios(f: Fixtures, homeName: string): Scenario[] {
  const names = new Map(f.productPages.map((p) => [p.path, p.name]));
  const productPage = {
    method: 'GET',
    path: f.productPages[0]!.path,
    paths: f.productPages.map((p) => p.path),
    targetP99: PAGE_P99,
    shows: (path: string) => names.get(path)!,
  } as const;
  return [
    { name: 'page: store home', method: 'GET', path: '/', targetP99: PAGE_P99, shows: () => homeName },
    { name: 'page: category', method: 'GET', path: f.category.path, targetP99: PAGE_P99, shows: () => f.category.name },
    { name: 'page: product', ...productPage },
    { name: 'page: product, gzip', ...productPage, headers: BROWSER_ENCODINGS },
  ];
}

/** Whether the web build holds the server renderer the API loads (apps/api/src/plugins/storefront-renderer.ts). */
function missingFromBuild(webDist: string): string[] {
  return ['index.html', '.vite/manifest.json', 'ssr/entry-server.mjs'].filter((file) => !existsSync(join(webDist, file)));
}

let current: ReturnType<typeof autocannon> | undefined;

function cannon(url: string, s: Scenario, seconds: number, connections: number) {
  const headers: Record<string, string> = { ...(s.body === undefined ? {} : { 'content-type': 'application/json' }), ...s.headers };
  const body = s.body === undefined ? undefined : JSON.stringify(s.body);
  let next = 0;
  const requests = s.paths
    ? [{ method: s.method, setupRequest: (req: object) => ({ ...req, path: s.paths![next++ % s.paths!.length] }) }]
    : undefined;
  current = autocannon({ url: url + s.path, connections, duration: seconds, method: s.method, headers, body, requests, title: s.name });
  return current;
}

async function probe(url: string, s: Scenario): Promise<{ text: string; problem?: string }> {
  if (s.shows) return probePages(url, s);
  const res = await fetch(url + s.path, {
    method: s.method,
    headers: { ...(s.body === undefined ? {} : { 'content-type': 'application/json' }), ...s.headers },
    body: s.body === undefined ? undefined : JSON.stringify(s.body),
  });
  const text = await res.text();
  if (res.status < 200 || res.status >= 300)
    return { text: `HTTP ${res.status}: ${text.slice(0, 200)}`, problem: `probe got HTTP ${res.status}` };
  try {
    return { text: s.probe!(JSON.parse(text)) };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { text: `${why}: ${text.slice(0, 200)}`, problem: `probe: ${why}` };
  }
}

/** The text of a name as React writes it into HTML. */
const htmlText = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#x27;' })[c]!);

/**
 * Asks for each of the scenario's pages once: each must answer 200 with HTML that holds its name,
 * so a page the server failed to draw (the empty shell, an error page) cannot pass as fast.
 */
async function probePages(url: string, s: Scenario): Promise<{ text: string; problem?: string }> {
  const paths = s.paths ?? [s.path];
  let bytes = 0;
  let wire = '';
  for (const path of paths) {
    const res = await fetch(url + path, { headers: s.headers ?? { 'accept-encoding': 'identity' } });
    const text = await res.text();
    const type = res.headers.get('content-type') ?? '';
    const encoding = res.headers.get('content-encoding') ?? 'identity';
    const name = s.shows!(path);
    const problem =
      res.status !== 200
        ? `HTTP ${res.status}`
        : !type.startsWith('text/html')
          ? `content-type ${type || 'none'}`
          : !text.includes(htmlText(name))
            ? `the HTML does not hold "${name}" (not rendered on the server?)`
            : s.headers && encoding === 'identity'
              ? `answered uncompressed to accept-encoding: ${s.headers['accept-encoding']}`
              : undefined;
    if (problem)
      return { text: `${path}: ${problem}: ${text.slice(0, 200).replace(/\s+/g, ' ')}`, problem: `probe of ${path}: ${problem}` };
    bytes += Buffer.byteLength(text);
    wire = encoding;
  }
  const what = paths.length === 1 ? `${paths[0]} holds "${s.shows!(paths[0]!)}"` : `${paths.length} pages cycled, each holds its name`;
  return { text: `${what}; HTML ${(bytes / paths.length / 1024).toFixed(0)} KB (sent ${wire})` };
}

/** The first product of the store home's list, which its server-rendered HTML must show. */
async function storeHomeFirstProduct(url: string): Promise<string> {
  const res = await fetch(`${url}/api/v1/product/public/lists?page=1`);
  const body = (await res.json()) as ProbeBody;
  const name = body?.result?.[0]?.product_name;
  if (typeof name !== 'string') throw new Error(`GET /api/v1/product/public/lists?page=1 answered ${res.status} without products`);
  return name;
}

async function main(): Promise<void> {
  const products = Number(args.products);
  const connections = Number(args.connections);
  const duration = Number(args.duration);
  const warmup = Number(args.warmup);
  const databaseUrl = args.pglite ? undefined : process.env.DATABASE_URL;
  const webDist = args['web-dist'] ? resolve(args['web-dist']) : join(repoRoot, 'apps/web/dist');
  const missing = missingFromBuild(webDist);
  const noPages = missing.length
    ? `NO PAGE SCENARIOS: the web build ${webDist} has no ${missing.join(', ')}; build it with \`npm run build -w apps/web\` or pass --web-dist <dir>`
    : undefined;
  const dataDir = mkdtempSync(join(tmpdir(), 'northbend-bench-'));
  let server: ServerProcess | undefined;
  const cleanup = async () => {
    current?.stop();
    await server?.stop();
    if (!args['keep-data']) rmSync(dataDir, { recursive: true, force: true });
  };
  const onSignal = (sig: NodeJS.Signals) => {
    console.error(`\n${sig}: stopping the server`);
    void cleanup().finally(() => process.exit(sig === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', onSignal);
  process.once('SIGTERM', onSignal);
  process.once('exit', () => server?.child.kill('SIGKILL'));

  try {
    console.log(`Catalog benchmark: ${products} products on ${databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `PGlite in ${dataDir}`}`);
    console.log(noPages ?? `Storefront pages rendered from the web build in ${webDist}`);
    const handle = await openDatabase({ databaseUrl, dataDir });
    let fixtures: Fixtures;
    let generationSeconds: number;
    let buyers: BenchBuyer[] = [];
    try {
      const gen = await loadCatalog(handle, {
        products,
        reset: args.reset,
        seed: args.seed ? Number(args.seed) : undefined,
        imagesDir: resolve(dataDir, 'images'),
      });
      generationSeconds = gen.ms / 1000;
      fixtures = await pickFixtures(handle.db);
      if (args.buyers) buyers = await insertBuyers(handle.db, Number(args.buyers));
    } finally {
      await handle.close();
    }
    console.log(
      `Generated in ${generationSeconds.toFixed(1)} s; filter uses "${fixtures.category.name}" (${fixtures.category.products} products) + make "${fixtures.make.name}"`,
    );

    server = await startServer({ repoRoot, dataDir, databaseUrl, env: { WEB_DIST_DIR: webDist } });
    const readyMs = await waitForHealth(server);
    console.log(`Server healthy at ${server.url} after ${(readyMs / 1000).toFixed(1)} s`);

    const info: RunInfo = {
      dbKind: databaseUrl ? 'postgres' : 'pglite',
      dbVersion: fixtures.dbVersion,
      products: fixtures.products,
      variants: fixtures.variants,
      generationSeconds,
      node: process.versions.node,
      cores: cpus().length,
      cpu: cpus()[0]?.model.trim() ?? '?',
      connections,
      duration,
      warmup,
    };
    const figures: ScenarioFigures[] = [];
    const asBuyers: Scenario[] = [];
    for (const buyer of buyers) asBuyers.push(...buyerScenarios(fixtures, buyer.label, await logIn(server.url, buyer)));
    const all = [...scenarios(fixtures), ...asBuyers, ...(noPages ? [] : pageScenarios(fixtures, await storeHomeFirstProduct(server.url)))];
    for (const s of all) {
      const p = await probe(server.url, s);
      if (warmup > 0) await cannon(server.url, s, warmup, connections);
      const r = await cannon(server.url, s, duration, connections);
      current = undefined;
      const statusCodes = Object.fromEntries(Object.entries(r.statusCodeStats ?? {}).map(([c, v]) => [c, Number(v.count)]));
      const fig: ScenarioFigures = {
        name: s.name,
        targetP99: s.targetP99,
        requestsPerSec: r.requests.average,
        p50: r.latency.p50,
        p99: r.latency.p99,
        requests: r.requests.total,
        non2xx: r.non2xx,
        errors: r.errors,
        timeouts: r.timeouts,
        statusCodes,
        probe: p.text,
        problem: p.problem,
      };
      figures.push(fig);
      console.log(`  ${s.name}: ${fig.requestsPerSec.toFixed(0)} req/s, p50 ${fig.p50} ms, p99 ${fig.p99} ms, ${scenarioStatus(fig)}`);
    }
    console.log(
      `\n${formatHeader(info)}\n\nprobes (one request each before the run):\n${formatProbes(figures)}\n\n${formatTable(info, figures)}`,
    );
    if (noPages) console.log(`\n${noPages}`);
    if (buyers.length) console.log(`\n${buyerRatios(figures)}`);
    if (args.json) {
      const picked = { ...fixtures, productIds: fixtures.productIds.length, productPages: fixtures.productPages.length };
      const out = { info, webDist: noPages ? null : webDist, fixtures: picked, scenarios: figures };
      writeFileSync(resolve(args.json), `${JSON.stringify(out, null, 2)}\n`);
    }
  } finally {
    await cleanup();
  }
}

/** Issue 27's target: the contract buyer's p99 within 20 % of the list-price buyer's, call by call. */
function buyerRatios(figures: ScenarioFigures[]): string {
  const lines = ['contract buyer p99 / list-price buyer p99 (target <= 1.20):'];
  for (const f of figures.filter((x) => x.name.startsWith('as buyer: '))) {
    const call = f.name.slice('as buyer: '.length);
    const contract = figures.find((x) => x.name === `as contract buyer: ${call}`);
    if (contract) lines.push(`  ${call}: ${contract.p99} ms / ${f.p99} ms = ${(contract.p99 / Math.max(f.p99, 1)).toFixed(2)}`);
  }
  return lines.join('\n');
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
