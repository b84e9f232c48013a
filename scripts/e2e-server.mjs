#!/usr/bin/env node
// Starts the shop for the Playwright run from a fresh database: removes DATA_DIR
// (default .data-test/e2e; only ever a folder under the repository's .data-test/), builds the API
// as production runs it (apps/api/dist/server.js, half a second) and runs it with inherited stdio.
// Used as playwright.config.ts `webServer.command`; the env (PORT, DATA_DIR, LOG_LEVEL...) comes from there.
import { execFileSync, spawn } from 'node:child_process';
import { rmSync } from 'node:fs';
import { relative, resolve, isAbsolute } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const dataDir = resolve(root, process.env.DATA_DIR || '.data-test/e2e');
const scratch = resolve(root, '.data-test');
const rel = relative(scratch, dataDir);
if (!rel || rel.startsWith('..') || isAbsolute(rel)) {
  console.error(`[e2e-server] refusing to wipe DATA_DIR=${dataDir}: it must be a folder under ${scratch}`);
  process.exit(1);
}
rmSync(dataDir, { recursive: true, force: true });

const env = { ...process.env, DATA_DIR: dataDir };
// A fresh embedded database every run: never point the e2e server at an outside PostgreSQL.
delete env.DATABASE_URL;

// Built here, every run: the journeys never run an API bundle older than its source.
execFileSync(process.execPath, ['apps/api/scripts/build.mjs'], { cwd: root, stdio: 'inherit' });
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => child.kill(signal));
}
child.on('error', (err) => {
  console.error(`[e2e-server] could not start the server: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)));
