import type { ChangePasswordBody } from '@northbend/shared';
import { badRequest, unauthorized } from '../../lib/http-errors.js';
import { hashSecret, isWellFormedSecret } from '../../lib/secrets.js';
import { queueResetMail } from './account-mail-jobs.js';
import { AUTH_MESSAGES } from './messages.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import {
  consumeEmailToken,
  findCustomerById,
  findEmailToken,
  markCustomerVerified,
  retireEmailTokens,
  setPasswordHash,
} from './queries.js';
import { customerSessions } from './refresh-sessions.js';
import type { AuthDeps } from './service.js';

/** Forgotten, reset and changed passwords. */
export function passwordService({ db, sessions }: Pick<AuthDeps, 'db' | 'sessions'>) {
  async function usableResetToken(secret: string | undefined): Promise<boolean> {
    if (!isWellFormedSecret(secret)) return false;
    const token = await findEmailToken(db, 'reset', hashSecret(secret));
    return !!token && !token.usedAt && token.expiresAt > new Date();
  }

  return {
    /**
     * Queues a reset link for the email. The answer is the same whether it has an account or not,
     * and so is the work (one insert): the job looks the account up, issues the token and sends
     * the mail, so neither the answer's text nor its timing tells whether the account exists.
     */
    forgetPassword: (email: string): Promise<void> => queueResetMail(db, email),

    /** 400 unless the link is unused and unexpired. */
    async checkResetToken(secret: string | undefined): Promise<void> {
      if (!(await usableResetToken(secret))) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
    },

    /**
     * Sets the new password with a single-use link, then ends every session of the customer and
     * every other reset link. The link also proves the email address, so the account is verified.
     */
    async resetPassword(secret: string | undefined, newPassword: string): Promise<void> {
      // Checked before hashing so a wrong link costs no argon2 work; consumed below for real.
      if (!(await usableResetToken(secret))) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
      const passwordHash = await hashPassword(newPassword);
      const customerId = await db.transaction(async (tx) => {
        const owner = await consumeEmailToken(tx, 'reset', hashSecret(secret as string));
        if (!owner) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
        await setPasswordHash(tx, owner, passwordHash);
        await markCustomerVerified(tx, owner);
        await retireEmailTokens(tx, owner, 'reset');
        await customerSessions.endAllOf(tx, owner);
        return owner;
      });
      await sessions.ended(customerId);
    },

    /**
     * Changes the password of a logged-in customer who knows the current one, and ends every
     * other session with its access tokens: the device asking keeps its own (the family of the
     * cookie it sent, else the session its access token names).
     */
    async changePassword(
      customerId: string,
      body: ChangePasswordBody,
      cookieSecret: string | undefined,
      tokenSession: string | null,
    ): Promise<void> {
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw unauthorized('Please log in to continue.');
      if (!(await verifyPassword(customer.passwordHash, body.user_current_password))) throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
      const passwordHash = await hashPassword(body.user_new_password);
      const current = await customerSessions.live(db, cookieSecret);
      const keepFamily = current?.ownerId === customerId ? current.familyId : (tokenSession ?? undefined);
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, customerId, passwordHash);
        await customerSessions.endAllOf(tx, customerId, keepFamily);
        await retireEmailTokens(tx, customerId, 'reset');
      });
      await sessions.ended(customerId);
    },
  };
}

export type PasswordService = ReturnType<typeof passwordService>;
