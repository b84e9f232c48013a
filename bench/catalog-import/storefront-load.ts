/**
 * The storefront while a catalog import runs (issue 28 item 8): the real server as a child process
 * on the benchmark's PostgreSQL database, visitors' catalog calls from autocannon, first alone
 * (the baseline), then while the same server checks and then imports a CSV file sent by an owner.
 * Its p99 during each import is compared with the baseline's: the target is within 20 %.
 */
import { randomBytes } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autocannon from 'autocannon';
import { sql } from 'drizzle-orm';
import { queryRows, type DbHandle } from '../../apps/api/src/db/client.js';
import { startServer, waitForHealth, type ServerProcess } from '../catalog/server.js';

const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
/** The JWT secret bench/catalog/server.ts gives the child, so an owner's token can be signed here. */
export const CHILD_JWT_SECRET = 'bench-catalog-jwt-secret-0123456789abcdef';

/** p99 during an import may be at most this much above the baseline's. */
const TARGET_RATIO = 1.2;

type Result = Awaited<ReturnType<typeof autocannon>>;
type Requests = Awaited<ReturnType<typeof visitorRequests>>;

export interface LoadFigures {
  phase: string;
  requests: number;
  errors: number;
  p50: number;
  p99: number;
  max: number;
  /** The import's own time, for the phases that run one. */
  importMs?: number;
  importOutcome?: string;
}

export interface StorefrontLoadOptions {
  handle: DbHandle;
  dataDir: string;
  databaseUrl: string;
  /** Signs an owner's access token with the child's secret. */
  ownerToken: (secret: string) => Promise<string>;
  /** The files to import while visitors browse: a dry run of the first, then a real import of the second. */
  dryRunFile: Buffer;
  importFile: Buffer;
  seconds: number;
  connections: number;
}

/** What a visitor asks most: the first list page, 100 products in turn, and a word search. */
async function visitorRequests(handle: DbHandle) {
  const ids = await queryRows<{ id: string }>(handle.db, sql`select id from products order by created_at desc limit 100`);
  if (!ids.length) throw new Error('The catalog has no products to browse');
  const paths: { method: string; path: string; body?: string }[] = [
    { method: 'GET', path: '/api/v1/product/public/lists?page=1' },
    ...ids.map((r) => ({ method: 'GET', path: `/api/v1/product/public/${r.id}` })),
    { method: 'POST', path: '/api/v1/product/public/search', body: JSON.stringify({ search: 'punch' }) },
  ];
  let next = 0;
  return [
    {
      setupRequest: (req: object) => {
        const p = paths[next++ % paths.length]!;
        return {
          ...req,
          method: p.method,
          path: p.path,
          body: p.body,
          headers: (p.body ? { 'content-type': 'application/json' } : {}) as Record<string, string>,
        };
      },
    },
  ];
}

function browse(url: string, requests: Requests, connections: number, seconds: number) {
  return autocannon({ url, connections, duration: seconds, requests, timeout: 120 });
}

function figures(phase: string, r: Result): LoadFigures {
  return {
    phase,
    requests: r.requests.total,
    errors: r.errors + r.timeouts + r.non2xx,
    p50: r.latency.p50,
    p99: r.latency.p99,
    max: r.latency.max,
  };
}

/** Sends the file as the back office does (multipart), with visitors browsing until it is answered. */
async function importWhileBrowsing(
  server: ServerProcess,
  token: string,
  file: Buffer,
  dryRun: boolean,
  requests: Requests,
  connections: number,
): Promise<LoadFigures> {
  const load = browse(server.url, requests, connections, 3600);
  const boundary = `----bench${randomBytes(8).toString('hex')}`;
  const body = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="bench.csv"\r\nContent-Type: text/csv\r\n\r\n`),
    file,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const t0 = performance.now();
  const res = await fetch(`${server.url}/api/v1/admin/products/import?dry_run=${dryRun}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}` },
    body,
    signal: AbortSignal.timeout(900_000),
  });
  const importMs = performance.now() - t0;
  const answer = (await res.json()) as { message?: string };
  load.stop();
  return {
    ...figures(dryRun ? 'during a dry run' : 'during an import', await load),
    importMs,
    importOutcome: `${res.status} ${answer.message ?? ''}`.trim(),
  };
}

export async function storefrontUnderImport(opts: StorefrontLoadOptions): Promise<LoadFigures[]> {
  const server = await startServer({ repoRoot, dataDir: opts.dataDir, databaseUrl: opts.databaseUrl, name: 'shop' });
  try {
    await waitForHealth(server);
    const token = await opts.ownerToken(CHILD_JWT_SECRET);
    const requests = await visitorRequests(opts.handle);
    // A warm-up fills the server's caches as a running shop has them.
    await browse(server.url, requests, opts.connections, 3);
    const baseline = figures('baseline (no import)', await browse(server.url, requests, opts.connections, opts.seconds));
    const dry = await importWhileBrowsing(server, token, opts.dryRunFile, true, requests, opts.connections);
    const real = await importWhileBrowsing(server, token, opts.importFile, false, requests, opts.connections);
    return [baseline, dry, real];
  } finally {
    await server.stop();
  }
}

export function reportLoad(rows: LoadFigures[]): void {
  const base = rows[0]!;
  console.log(`\nThe storefront while an import runs (${base.phase} first; latencies in ms):`);
  console.log(
    `${'phase'.padEnd(22)}  ${'requests'.padStart(8)}  ${'errors'.padStart(6)}  ${'p50'.padStart(6)}  ${'p99'.padStart(6)}  ${'max'.padStart(7)}  p99 ratio  import`,
  );
  for (const r of rows) {
    const ratio = r.p99 / Math.max(base.p99, 1);
    const mark = r === base ? '' : ratio <= TARGET_RATIO ? ' target met' : ' MISSED';
    const imported = r.importMs === undefined ? '' : `${(r.importMs / 1000).toFixed(2)} s: ${r.importOutcome}`;
    console.log(
      `${r.phase.padEnd(22)}  ${String(r.requests).padStart(8)}  ${String(r.errors).padStart(6)}  ${String(r.p50).padStart(6)}  ${String(r.p99).padStart(6)}  ${String(r.max).padStart(7)}  ${(r === base ? '' : ratio.toFixed(2) + mark).padEnd(9)}  ${imported}`,
    );
  }
  console.log(`Target: p99 during an import within ${Math.round((TARGET_RATIO - 1) * 100)} % of the baseline's.`);
}
