import { createHash, randomBytes } from 'node:crypto';

// 32 random bytes are 43 base64url characters; anything else cannot be one of our secrets.
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43}$/;

/** The SHA-256 of a secret, the only form the database keeps (a leaked table opens no account). */
export const hashSecret = (secret: string): string => createHash('sha256').update(secret).digest('base64url');

/** A new secret from the CSPRNG (256 bits) with its hash. Used for email links and refresh cookies. */
export function newSecret(): { secret: string; hash: string } {
  const secret = randomBytes(32).toString('base64url');
  return { secret, hash: hashSecret(secret) };
}

export const isWellFormedSecret = (value: unknown): value is string => typeof value === 'string' && SECRET_PATTERN.test(value);
