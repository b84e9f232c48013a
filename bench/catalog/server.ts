/** Starts the real API server as a child process for the benchmark, and stops it again. */
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import { freePort } from '../../apps/api/src/test/free-port.js';

export interface ServerProcess {
  url: string;
  child: ChildProcess;
  /** The last lines the server printed, for error messages. */
  output: () => string;
  stop: () => Promise<void>;
}

let builtIn: string | undefined;

/**
 * Builds the API as production runs it (apps/api/dist/server.js, `npm run build -w apps/api`), once
 * per benchmark run, so a benchmark measures the current source as a deployment would run it:
 * without tsx compiling every module at start, which cost a new process seconds of CPU.
 */
function buildApi(repoRoot: string): void {
  if (builtIn === repoRoot) return;
  execFileSync(process.execPath, ['apps/api/scripts/build.mjs'], { cwd: repoRoot, stdio: ['ignore', 'ignore', 'inherit'] });
  builtIn = repoRoot;
}

/** `seedDemoData` (default false) lets the demo catalog be seeded, for benchmarks of the storefront. */
export async function startServer(opts: {
  repoRoot: string;
  dataDir: string;
  databaseUrl?: string;
  seedDemoData?: boolean;
  /** More settings, e.g. SMTP_URL for the soak. */
  env?: Record<string, string>;
  /** A name for its log lines, when several run at once. */
  name?: string;
}): Promise<ServerProcess> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: opts.dataDir,
    SEED_DEMO_DATA: opts.seedDemoData ? 'true' : 'false',
    LOG_LEVEL: 'warn',
    NODE_ENV: 'production',
    JWT_SECRET: 'bench-catalog-jwt-secret-0123456789abcdef',
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    // Served straight on loopback, without the TLS proxy production has in front.
    ALLOW_INSECURE_PUBLIC_URL: 'true',
    ...opts.env,
  };
  if (opts.databaseUrl) env.DATABASE_URL = opts.databaseUrl;
  else delete env.DATABASE_URL;
  buildApi(opts.repoRoot);
  const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], {
    cwd: opts.repoRoot,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  const keep = (prefix: string) => (chunk: Buffer) => {
    for (const l of chunk.toString().split('\n').filter(Boolean)) {
      lines.push(l);
      if (lines.length > 40) lines.shift();
      process.stderr.write(`[${opts.name ?? 'server'}${prefix}] ${l}\n`);
    }
  };
  child.stdout?.on('data', keep(''));
  child.stderr?.on('data', keep(' stderr'));
  const exited = new Promise<void>((done) => child.once('exit', () => done()));

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    await exited;
    clearTimeout(killer);
  };
  return { url: `http://127.0.0.1:${port}`, child, output: () => lines.join('\n'), stop };
}

/** Polls GET /api/v1/health until it answers 200; fails if the server exits or takes too long. */
export async function waitForHealth(server: ServerProcess, timeoutMs = 120_000): Promise<number> {
  const started = performance.now();
  while (performance.now() - started < timeoutMs) {
    if (server.child.exitCode !== null) {
      throw new Error(`The server exited with code ${server.child.exitCode} before it was healthy (its output is above)`);
    }
    try {
      const res = await fetch(`${server.url}/api/v1/health`, { signal: AbortSignal.timeout(2000) });
      if (res.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The server did not answer GET /api/v1/health with 200 within ${timeoutMs / 1000} s:\n${server.output()}`);
}
