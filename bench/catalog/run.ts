/**
 * Catalog benchmark: generates N products, starts the real server against them and measures the
 * public catalog calls with autocannon. See bench/README.md.
 *   npm run bench:catalog -- --products 100000 [--connections 10] [--duration 10] [--pglite]
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
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
  /** Checks one response body; returns what it holds, or throws when it looks wrong. */
  probe: (body: ProbeBody) => string;
}

const LIST_P99 = 25;
const SINGLE_P99 = 10;

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

let current: ReturnType<typeof autocannon> | undefined;

function cannon(url: string, s: Scenario, seconds: number, connections: number) {
  const headers: Record<string, string> = s.body === undefined ? {} : { 'content-type': 'application/json' };
  const body = s.body === undefined ? undefined : JSON.stringify(s.body);
  let next = 0;
  const requests = s.paths
    ? [{ method: s.method, setupRequest: (req: object) => ({ ...req, path: s.paths![next++ % s.paths!.length] }) }]
    : undefined;
  current = autocannon({ url: url + s.path, connections, duration: seconds, method: s.method, headers, body, requests, title: s.name });
  return current;
}

async function probe(url: string, s: Scenario): Promise<{ text: string; problem?: string }> {
  const res = await fetch(url + s.path, {
    method: s.method,
    headers: s.body === undefined ? undefined : { 'content-type': 'application/json' },
    body: s.body === undefined ? undefined : JSON.stringify(s.body),
  });
  const text = await res.text();
  if (res.status < 200 || res.status >= 300)
    return { text: `HTTP ${res.status}: ${text.slice(0, 200)}`, problem: `probe got HTTP ${res.status}` };
  try {
    return { text: s.probe(JSON.parse(text)) };
  } catch (err) {
    const why = err instanceof Error ? err.message : String(err);
    return { text: `${why}: ${text.slice(0, 200)}`, problem: `probe: ${why}` };
  }
}

async function main(): Promise<void> {
  const products = Number(args.products);
  const connections = Number(args.connections);
  const duration = Number(args.duration);
  const warmup = Number(args.warmup);
  const databaseUrl = args.pglite ? undefined : process.env.DATABASE_URL;
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
    const handle = await openDatabase({ databaseUrl, dataDir });
    let fixtures: Fixtures;
    let generationSeconds: number;
    try {
      const gen = await loadCatalog(handle, {
        products,
        reset: args.reset,
        seed: args.seed ? Number(args.seed) : undefined,
        imagesDir: resolve(dataDir, 'images'),
      });
      generationSeconds = gen.ms / 1000;
      fixtures = await pickFixtures(handle.db);
    } finally {
      await handle.close();
    }
    console.log(
      `Generated in ${generationSeconds.toFixed(1)} s; filter uses "${fixtures.category.name}" (${fixtures.category.products} products) + make "${fixtures.make.name}"`,
    );

    server = await startServer({ repoRoot, dataDir, databaseUrl });
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
    for (const s of scenarios(fixtures)) {
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
    if (args.json)
      writeFileSync(
        resolve(args.json),
        `${JSON.stringify({ info, fixtures: { ...fixtures, productIds: fixtures.productIds.length }, scenarios: figures }, null, 2)}\n`,
      );
  } finally {
    await cleanup();
  }
}

main().catch((err: unknown) => {
  console.error(err instanceof Error ? (err.stack ?? err.message) : err);
  process.exitCode = 1;
});
