// Runs a command for the test scripts (test.mjs, typecheck.mjs). With `buffered`, its output is
// kept and handed back whole, so commands run side by side do not interleave their lines.
import { spawn } from 'node:child_process';

/** Resolves with { ok, seconds, output } (output empty unless buffered); never rejects. */
export function runCommand(command, args, { buffered = false } = {}) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: buffered ? ['ignore', 'pipe', 'pipe'] : 'inherit', env: process.env });
    const chunks = [];
    if (buffered) {
      child.stdout.on('data', (chunk) => chunks.push(chunk));
      child.stderr.on('data', (chunk) => chunks.push(chunk));
    }
    child.on('error', (err) => chunks.push(Buffer.from(`${err.message}\n`)));
    child.on('close', (code) =>
      resolve({ ok: code === 0, seconds: (Date.now() - started) / 1000, output: Buffer.concat(chunks).toString() }),
    );
  });
}
