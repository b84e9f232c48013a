import { randomBytes } from 'node:crypto';
import { hash, verify, type Algorithm } from '@node-rs/argon2';

// `Algorithm` is a const enum, which isolated modules cannot read at run time: 2 is Argon2id.
const ARGON2ID = 2 as Algorithm;
// OWASP's minimum for argon2id: 19 MiB, 2 passes, 1 lane (tens of milliseconds per check, off the event loop).
const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 };

/** The argon2id hash of a password, in PHC form ($argon2id$v=19$m=…). */
export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

/** True when the password matches the stored hash; a malformed hash is a mismatch, not an error. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

let decoyHash: Promise<string> | undefined;

/**
 * The same argon2 work as checking a real password, against a hash nobody knows: used when no
 * account has the email, so the answer's timing does not tell whether the account exists.
 */
export async function verifyDecoyPassword(password: string): Promise<false> {
  decoyHash ??= hashPassword(randomBytes(32).toString('base64url'));
  await verifyPassword(await decoyHash, password);
  return false;
}
