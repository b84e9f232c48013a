import { mkdtemp } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { migrate } from './db/migrate.js';
import { Lifecycle } from './lib/lifecycle.js';
import { gracefulShutdown } from './shutdown.js';

// Issue 15: stopping the server closed the database pool under requests still running (500s).
describe('graceful shutdown', () => {
  // Building a shop from an empty database takes a while on a busy machine.
  it('reports not-ready, finishes the request in flight, then closes the database', { timeout: 120_000 }, async () => {
    const config = loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent', DATA_DIR: await mkdtemp(join(tmpdir(), 'nb-shutdown-')) });
    const handle = await openDatabase({ inMemory: true });
    await migrate(handle);
    const lifecycle = new Lifecycle();
    const app = await buildApp(config, { handle, lifecycle });
    let started!: () => void;
    const requestStarted = new Promise<void>((resolve) => (started = resolve));
    // A request that is still using the database when the signal comes.
    app.get('/slow-report', async () => {
      started();
      await new Promise((resolve) => setTimeout(resolve, 400));
      const rows = await handle.db.execute(sql`select 42 as answer`);
      return { answer: (rows as unknown as { rows: { answer: number }[] }).rows[0]?.answer };
    });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const base = `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
    expect((await fetch(`${base}/api/v1/health`)).status).toBe(200);

    const inFlight = fetch(`${base}/slow-report`);
    await requestStarted;
    const stop = gracefulShutdown({ app, handle, lifecycle, delayMs: 150, timeoutMs: 5000 });
    const stopped = stop();
    // While it drains, readiness says so and liveness still answers.
    const [ready, live] = await Promise.all([fetch(`${base}/api/v1/health`), fetch(`${base}/api/v1/health/live`)]);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'draining' });
    expect(live.status).toBe(200);
    // A second signal waits for the same shutdown instead of closing the pool early.
    expect(stop()).toBe(stopped);

    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ answer: 42 });
    expect(await stopped).toBe('clean');
    await expect(fetch(`${base}/api/v1/health/live`)).rejects.toThrow();
  });
});
