import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

/**
 * Tokens at rest (decision 033): AES-256-GCM under QBO_TOKEN_KEY, written as
 * `v1.<iv>.<tag>.<ciphertext>` (base64url). A database dump alone gives nobody the books.
 */
export function sealToken(key: Buffer, token: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  const sealed = Buffer.concat([cipher.update(token, 'utf8'), cipher.final()]);
  return ['v1', iv, cipher.getAuthTag(), sealed].map((p) => (typeof p === 'string' ? p : p.toString('base64url'))).join('.');
}

/** The token, or an error naming the likely cause: a changed QBO_TOKEN_KEY cannot open what the old one sealed. */
export function openToken(key: Buffer, sealed: string): string {
  const [version, iv, tag, data] = sealed.split('.');
  if (version !== 'v1' || !iv || !tag || !data)
    throw new Error('The stored QuickBooks token is not in a known form: connect to QuickBooks again');
  try {
    const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(data, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    throw new Error('The stored QuickBooks token cannot be read with QBO_TOKEN_KEY (was the key changed?): connect to QuickBooks again');
  }
}
