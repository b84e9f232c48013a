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
// E2E_FAKE_UPS=on: the shop rates shipping with UPS, against the fake UPS server started here on a
// free port (issue 30, decision 031), so the journeys see UPS's services at checkout.
const fakeUps = process.env.E2E_FAKE_UPS === 'on' ? await startFakeUps() : null;
if (fakeUps) Object.assign(env, fakeUps.env);
const child = spawn(process.execPath, ['--enable-source-maps', 'apps/api/dist/server.js'], { cwd: root, env, stdio: 'inherit' });
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    fakeUps?.process.kill(signal);
    child.kill(signal);
  });
}
child.on('error', (err) => {
  console.error(`[e2e-server] could not start the server: ${err.message}`);
  process.exit(1);
});
child.on('exit', (code, signal) => {
  fakeUps?.process.kill();
  process.exit(code ?? (signal ? 1 : 0));
});

/** The fake UPS (apps/api/src/integrations/ups/fake-ups-main.ts) and the settings that point the shop at it. */
async function startFakeUps() {
  const fake = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/integrations/ups/fake-ups-main.ts'], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const line = await new Promise((resolveLine, reject) => {
    let text = '';
    fake.stdout.on('data', (chunk) => {
      text += chunk;
      if (text.includes('\n')) resolveLine(text.split('\n')[0]);
    });
    fake.on('exit', (code) => reject(new Error(`the fake UPS server stopped (${code})`)));
  });
  const [, url, clientId, clientSecret] = line.split(' ');
  console.info(`[e2e-server] fake UPS at ${url}`);
  return {
    process: fake,
    env: {
      UPS_API_URL: url,
      UPS_CLIENT_ID: clientId,
      UPS_CLIENT_SECRET: clientSecret,
      UPS_ACCOUNT_NUMBER: 'E2E123',
      SHIP_FROM_NAME: 'Northbend Tooling',
      SHIP_FROM_ADDRESS: '400 Press Brake Way',
      SHIP_FROM_CITY: 'Grand Rapids',
      SHIP_FROM_STATE: 'MI',
      SHIP_FROM_POSTAL_CODE: '49503',
      SHIP_FROM_COUNTRY: 'US',
    },
  };
}
