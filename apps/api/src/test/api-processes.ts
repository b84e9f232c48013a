import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { resolve } from 'node:path';
import { adminQuery, databaseUrlFor } from './admin-database.js';
import { freePort } from './free-port.js';

// Real API processes (server.ts) for the "multiprocess" Vitest project, on a PostgreSQL database
// of the test file's own (scripts/with-postgres.sh sets DATABASE_URL).

const ROOT = resolve(import.meta.dirname, '../../../..');

export interface ApiProcess {
  label: string;
  base: string;
  child: ChildProcess;
  output: string[];
}

/** A new database on the server of DATABASE_URL; `drop()` removes it. */
export async function scratchDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `nb_mp_${randomBytes(5).toString('hex')}`;
  await adminQuery(adminUrl, `create database ${name}`);
  return { url: databaseUrlFor(adminUrl, name), drop: () => adminQuery(adminUrl, `drop database if exists ${name} with (force)`) };
}

/** Starts `node --import tsx apps/api/src/server.ts` with `env` and answers once /api/v1/health answers. */
export async function startApiProcess(label: string, env: Record<string, string>): Promise<ApiProcess> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    ...env,
  };
  if (!env.REDIS_URL) delete childEnv.REDIS_URL;
  if (!env.SMTP_URL) delete childEnv.SMTP_URL; // mail goes to DATA_DIR/outbox
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: ROOT,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const server: ApiProcess = { label, base: `http://127.0.0.1:${port}`, child, output: [] };
  child.stdout!.on('data', (d: Buffer) => server.output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => server.output.push(d.toString()));
  const deadline = Date.now() + 150_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`API process ${label} exited (${child.exitCode}):\n${server.output.join('')}`);
    const ok = await fetch(`${server.base}/api/v1/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return server;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`API process ${label} did not answer within 150 s:\n${server.output.join('')}`);
}

export async function stopApiProcess({ child }: ApiProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await exited;
  clearTimeout(timer);
}

/** Polls `read` until `done` holds; answers how long that took. */
export async function msUntil<T>(read: () => Promise<T>, done: (value: T) => boolean, limitMs = 5_000): Promise<number> {
  const start = performance.now();
  for (;;) {
    const value = await read();
    if (done(value)) return performance.now() - start;
    if (performance.now() - start > limitMs) throw new Error(`still ${JSON.stringify(value)} after ${limitMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}
