import type { FastifyBaseLogger } from 'fastify';
import type { ChangePasswordBody } from '@northbend/shared';
import { resetPasswordMail } from '../../integrations/mail/templates/reset-password.js';
import { badRequest, unauthorized } from '../../lib/http-errors.js';
import type { CustomerRow } from '../customers/index.js';
import { hashSecret, isWellFormedSecret } from '../../lib/secrets.js';
import { issueEmailToken } from './email-tokens.js';
import { AUTH_MESSAGES } from './messages.js';
import { hashPassword, verifyPassword } from '../../lib/passwords.js';
import {
  consumeEmailToken,
  findCustomerByEmail,
  findCustomerById,
  findEmailToken,
  markCustomerVerified,
  retireEmailTokens,
  revokeCustomerSessions,
  setPasswordHash,
} from './queries.js';
import { liveSession } from './refresh-sessions.js';
import type { AuthDeps } from './service.js';

/** Forgotten, reset and changed passwords. */
export function passwordService({ db, mailer, config }: AuthDeps) {
  // Reset emails leave after the answer (see forgetPassword); close() waits for those in flight.
  const inFlight = new Set<Promise<void>>();

  async function mailResetLink(customer: CustomerRow, log: FastifyBaseLogger): Promise<void> {
    try {
      const secret = await issueEmailToken(db, customer.id, 'reset');
      const link = `${config.publicUrl}/user/reset-password?token=${secret}`;
      await mailer.send({ to: customer.email, ...resetPasswordMail({ name: customer.name, link, brandName: config.brandName }) });
    } catch (err) {
      log.error({ err, customerId: customer.id }, 'password reset email could not be sent');
    }
  }

  async function usableResetToken(secret: string | undefined): Promise<boolean> {
    if (!isWellFormedSecret(secret)) return false;
    const token = await findEmailToken(db, 'reset', hashSecret(secret));
    return !!token && !token.usedAt && token.expiresAt > new Date();
  }

  return {
    /**
     * Sends a reset link when the email has an account. The answer is the same either way and so
     * is the work before it (one lookup): storing the token and sending the mail happen after the
     * response has left, so neither its text nor its timing tells whether the account exists.
     */
    async forgetPassword(email: string, log: FastifyBaseLogger): Promise<void> {
      const customer = await findCustomerByEmail(db, email);
      if (!customer) return;
      const job = new Promise<void>((resolve) => setImmediate(() => void mailResetLink(customer, log).finally(resolve)));
      inFlight.add(job);
      void job.finally(() => inFlight.delete(job));
    },

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
      await db.transaction(async (tx) => {
        const customerId = await consumeEmailToken(tx, 'reset', hashSecret(secret as string));
        if (!customerId) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
        await setPasswordHash(tx, customerId, passwordHash);
        await markCustomerVerified(tx, customerId);
        await retireEmailTokens(tx, customerId, 'reset');
        await revokeCustomerSessions(tx, customerId);
      });
    },

    /**
     * Changes the password of a logged-in customer who knows the current one, and ends every
     * other session: the device asking keeps its own (the family of the cookie it sent).
     */
    async changePassword(customerId: string, body: ChangePasswordBody, cookieSecret: string | undefined): Promise<void> {
      const customer = await findCustomerById(db, customerId);
      if (!customer) throw unauthorized('Please log in to continue.');
      if (!(await verifyPassword(customer.passwordHash, body.user_current_password))) throw badRequest(AUTH_MESSAGES.currentPasswordWrong);
      const passwordHash = await hashPassword(body.user_new_password);
      const current = await liveSession(db, cookieSecret);
      const keepFamily = current?.customerId === customerId ? current.familyId : undefined;
      await db.transaction(async (tx) => {
        await setPasswordHash(tx, customerId, passwordHash);
        await revokeCustomerSessions(tx, customerId, keepFamily);
        await retireEmailTokens(tx, customerId, 'reset');
      });
    },

    /** Waits for reset emails still being sent (app shutdown). */
    async close(): Promise<void> {
      await Promise.all([...inFlight]);
    },
  };
}

export type PasswordService = ReturnType<typeof passwordService>;
