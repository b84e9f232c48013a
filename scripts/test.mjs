#!/usr/bin/env node
// `npm test`: the whole suite in four phases, printing each phase's time at the end.
//   1. checks   typecheck and lint side by side (each is one single-threaded process), while
//               Debian's Chromium is installed when missing (scripts/ensure-chromium.mjs)
//   2. build    the storefront, the back office and the API bundle, as production runs them
//   3. vitest   unit, component (jsdom) and API tests (real PGlite)
//   4. e2e      the browser journeys in Chromium against the build of phase 2
// A phase that fails stops the run (later phases would only repeat its error). `npm test -- e2e`
// runs the named phases only, e.g. after a change that cannot affect the others.
import { runCommand } from './run-command.mjs';

/** Each phase is one or more commands run side by side; a parallel command's output is printed when it ends. */
const PHASES = [
  {
    name: 'checks',
    commands: [
      ['typecheck', 'npm', ['run', '--silent', 'typecheck']],
      ['lint', 'npm', ['run', '--silent', 'lint']],
      ['chromium', process.execPath, ['scripts/ensure-chromium.mjs']],
    ],
  },
  { name: 'build', commands: [['build', 'npm', ['run', '--silent', 'build']]] },
  { name: 'vitest', commands: [['vitest', 'npm', ['run', '--silent', 'test:unit']]] },
  // The build is phase 2's: Playwright's own script (test:e2e) builds first for a run on its own.
  { name: 'e2e', commands: [['e2e', 'npx', ['playwright', 'test']]] },
];

/** Runs one command; a buffered one's output is printed in one piece when it ends. */
async function run(label, command, args, buffered) {
  const { ok, seconds, output } = await runCommand(command, args, { buffered });
  if (buffered) {
    console.info(`\n----- ${label} (${seconds.toFixed(0)} s, ${ok ? 'ok' : 'failed'}) -----`);
    process.stdout.write(output);
  }
  return { label, ok, seconds };
}

const only = process.argv.slice(2);
const unknown = only.filter((name) => !PHASES.some((phase) => phase.name === name));
if (unknown.length) {
  console.error(`Unknown phase ${unknown.join(', ')}; the phases are ${PHASES.map((p) => p.name).join(', ')}.`);
  process.exit(2);
}

const timings = [];
const runStarted = Date.now();
let failed = null;
for (const phase of PHASES.filter((p) => !only.length || only.includes(p.name))) {
  console.info(`\n===== ${phase.name} =====`);
  const started = Date.now();
  const buffered = phase.commands.length > 1;
  const results = await Promise.all(phase.commands.map(([label, command, args]) => run(label, command, args, buffered)));
  const seconds = (Date.now() - started) / 1000;
  timings.push({ phase: phase.name, seconds, parts: buffered ? results : [] });
  const broken = results.filter((r) => !r.ok);
  if (broken.length) {
    failed = `${phase.name} (${broken.map((r) => r.label).join(', ')})`;
    break;
  }
}

console.info('\n===== npm test: time per phase =====');
for (const { phase, seconds, parts } of timings) {
  const detail = parts.length ? `  (${parts.map((p) => `${p.label} ${p.seconds.toFixed(0)} s`).join(', ')})` : '';
  console.info(`${phase.padEnd(8)} ${seconds.toFixed(0).padStart(5)} s${detail}`);
}
console.info(`${'total'.padEnd(8)} ${((Date.now() - runStarted) / 1000).toFixed(0).padStart(5)} s`);
if (failed) {
  console.error(`\nnpm test failed in ${failed}`);
  process.exit(1);
}
