import { COMPANY_INVITATION_DAYS } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { newSecret } from '../../lib/secrets.js';
import { insertEmailToken, type EmailTokenPurpose } from './queries.js';

/** Issue 4: a verification link lives 24 hours, a password reset link 1 hour; a colleague's invitation 7 days (issue 26). */
export const EMAIL_TOKEN_TTL_MS: Record<EmailTokenPurpose, number> = {
  verify: 24 * 3600_000,
  reset: 3600_000,
  invite: COMPANY_INVITATION_DAYS * 24 * 3600_000,
};

/** Stores a new single-use email token for a customer and returns the secret for the link. */
export async function issueEmailToken(db: Database, customerId: string, purpose: EmailTokenPurpose): Promise<string> {
  const { secret, hash } = newSecret();
  await insertEmailToken(db, { customerId, purpose, tokenHash: hash, expiresAt: new Date(Date.now() + EMAIL_TOKEN_TTL_MS[purpose]) });
  return secret;
}
