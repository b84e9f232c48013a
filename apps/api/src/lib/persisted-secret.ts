import { randomBytes } from 'node:crypto';
import { linkSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

/**
 * A random secret kept in `file`: made on the first call, read on every later one, so it
 * survives restarts without being in the repository or the environment. Several processes may
 * start at once: the secret is written to a private temporary file and linked into place, and
 * link() fails when the file exists, so every process ends up with the one that won.
 */
export function persistedSecret(file: string): string {
  const existing = readSecret(file);
  if (existing) return existing;
  mkdirSync(dirname(file), { recursive: true, mode: 0o700 });
  const temp = `${file}.${process.pid}-${randomBytes(6).toString('hex')}.tmp`;
  writeFileSync(temp, `${randomBytes(48).toString('base64url')}\n`, { mode: 0o600 });
  try {
    linkSync(temp, file);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
  } finally {
    rmSync(temp, { force: true });
  }
  const secret = readSecret(file);
  if (!secret) throw new Error(`${file} holds no usable secret: delete it to make a new one`);
  return secret;
}

function readSecret(file: string): string | undefined {
  try {
    const secret = readFileSync(file, 'utf8').trim();
    return secret.length >= 32 ? secret : undefined;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}
