#!/usr/bin/env node
// Makes sure a Chromium for Playwright is present: Debian's package at /usr/bin/chromium,
// or whatever CHROME_PATH points to. Playwright's own browser download is never used
// (`npx playwright install` cannot reach its CDN here).
//
// - Present: prints one line and exits 0.
// - Missing and root: `apt-get install -y chromium` (with `apt-get update` first only if the
//   install fails), output shown as it happens.
// - Missing and not root: exits 1 asking the user to run `sudo apt-get install chromium`.
import { accessSync, constants } from 'node:fs';
import { spawnSync } from 'node:child_process';

const DEBIAN_PATH = '/usr/bin/chromium';
const target = process.env.CHROME_PATH || DEBIAN_PATH;

function isExecutable(path) {
  try {
    accessSync(path, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

function version(path) {
  const r = spawnSync(path, ['--version'], { encoding: 'utf8', timeout: 15_000 });
  return r.status === 0 ? r.stdout.trim() : 'version unknown';
}

function run(cmd, args) {
  console.log(`[ensure-chromium] $ ${cmd} ${args.join(' ')}`);
  const r = spawnSync(cmd, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (r.error) console.error(`[ensure-chromium] could not run ${cmd}: ${r.error.message}`);
  return r.status === 0;
}

function fail(message) {
  console.error(`[ensure-chromium] ${message}`);
  process.exit(1);
}

if (isExecutable(target)) {
  console.log(`[ensure-chromium] Chromium ready: ${target} (${version(target)})`);
  process.exit(0);
}

if (target !== DEBIAN_PATH) {
  fail(
    `CHROME_PATH=${target} is not an executable file. Point CHROME_PATH at a Chromium/Chrome binary, ` +
      `or unset it to use Debian's package at ${DEBIAN_PATH} (sudo apt-get install chromium).`,
  );
}

const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
if (!isRoot) {
  fail(
    `Chromium is missing at ${DEBIAN_PATH}. Install Debian's package and re-run:\n\n` +
      `    sudo apt-get install chromium\n\n` +
      `(or set CHROME_PATH to an existing Chromium/Chrome binary). Do not use \`npx playwright install\`.`,
  );
}

const hasAptGet = spawnSync('apt-get', ['--version'], { stdio: 'ignore' }).status === 0;
if (!hasAptGet) {
  fail(`Chromium is missing at ${DEBIAN_PATH} and apt-get is not available; install Chromium and set CHROME_PATH.`);
}

console.log(`[ensure-chromium] Chromium is missing at ${DEBIAN_PATH}; installing Debian's package.`);
// Wait for a concurrent apt/dpkg run instead of failing on its lock.
const lock = ['-o', 'DPkg::Lock::Timeout=600'];
const install = [...lock, 'install', '-y', 'chromium'];
if (!run('apt-get', install)) {
  console.log('[ensure-chromium] apt-get install failed; running apt-get update and retrying.');
  if (!run('apt-get', [...lock, 'update']) || !run('apt-get', install)) {
    fail('apt-get could not install chromium (see the output above).');
  }
}

if (!isExecutable(DEBIAN_PATH)) fail(`apt-get finished but ${DEBIAN_PATH} is still missing.`);
console.log(`[ensure-chromium] Chromium installed: ${DEBIAN_PATH} (${version(DEBIAN_PATH)})`);
