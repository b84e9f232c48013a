import type { LoginBody, RegisterBody } from '@northbend/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import { HttpError, unauthorized } from '../../lib/http-errors.js';
import { customerView, type CustomerRow, type CustomerView } from '../customers/index.js';
import { userCounts } from '../customers/index.js';
import { hashSecret, isWellFormedSecret } from '../../lib/secrets.js';
import { queueAccountExistsMail, queueVerificationMail } from './account-mail-jobs.js';
import { AUTH_MESSAGES, type VerifyMessageType } from './messages.js';
import { hashPassword, verifyDecoyPassword, verifyPassword } from '../../lib/passwords.js';
import {
  consumeEmailToken,
  countTokensSince,
  findCustomerByEmail,
  findEmailToken,
  insertCustomer,
  markCustomerVerified,
} from './queries.js';
import { customerSessions, startSession } from './refresh-sessions.js';
import type { IssuedSession } from '../../lib/refresh-sessions.js';
import { signAccessToken } from '../../lib/access-tokens.js';
import { isUniqueViolation } from '../../db/errors.js';
import type { SessionCheck } from './session-check.js';

export const ACCESS_TOKEN_TTL = '15m';

export interface AuthDeps {
  db: Database;
  config: Pick<Config, 'publicUrl' | 'brandName' | 'jwtSecret' | 'rateLimits'>;
  /** Told after each commit that ended sessions, so live access tokens of those sessions stop. */
  sessions: Pick<SessionCheck, 'ended'>;
}

export interface LoggedIn {
  user: CustomerView;
  authToken: string;
  session: IssuedSession;
}

/** Registration, email verification, login and the refresh sessions behind the cookie. */
export function authService({ db, config, sessions }: AuthDeps) {
  /** A fresh link for an unverified login, unless this account had its share of links lately. */
  async function resendVerification(customer: CustomerRow): Promise<void> {
    const rule = config.rateLimits.verificationMail;
    if ((await countTokensSince(db, customer.id, 'verify', new Date(Date.now() - rule.windowMs))) >= rule.max) return;
    await queueVerificationMail(db, customer, { limited: true });
  }

  /** Ends a cookie's session family; its access tokens stop in every API process (decision 014). */
  async function endCookieSession(secret: string | undefined): Promise<void> {
    const customerId = await customerSessions.end(db, secret);
    if (customerId) await sessions.ended(customerId);
  }

  return {
    /**
     * Creates an unverified customer and queues the verification link in the same transaction;
     * a known email gets the account-exists notice instead (issue 15: the form no longer says so).
     */
    async register(body: RegisterBody): Promise<void> {
      // The password is hashed either way, so a known email answers no faster than a new one.
      const passwordHash = await hashPassword(body.user_password);
      const existing = await findCustomerByEmail(db, body.user_email);
      if (existing) return queueAccountExistsMail(db, existing);
      try {
        await db.transaction(async (tx) => {
          const customer = await insertCustomer(tx, {
            email: body.user_email,
            name: body.user_name,
            mobileNumber: body.user_mobile_number,
            businessName: body.user_business_name,
            passwordHash,
          });
          await queueVerificationMail(tx, customer);
        });
      } catch (err) {
        // Two registrations of one email at once: the unique index lets one in; the other is
        // answered as if it were new, like any registration of a known email.
        if (isUniqueViolation(err)) return;
        throw err;
      }
    },

    /** Spec section 4: 1 verified now, 2 verified before, 3 unknown, used or expired link. */
    async verifyRegistration(secret: string | undefined): Promise<VerifyMessageType> {
      if (!isWellFormedSecret(secret)) return 3;
      const tokenHash = hashSecret(secret);
      const token = await findEmailToken(db, 'verify', tokenHash);
      if (!token) return 3;
      if (token.customerVerifiedAt) {
        await consumeEmailToken(db, 'verify', tokenHash);
        return 2;
      }
      const verifiedNow = await db.transaction(async (tx) => {
        const customerId = await consumeEmailToken(tx, 'verify', tokenHash);
        if (customerId) await markCustomerVerified(tx, customerId);
        return customerId !== null;
      });
      if (verifiedNow) return 1;
      // Used or expired; a parallel click that won the race has verified the account meanwhile.
      return (await findEmailToken(db, 'verify', tokenHash))?.customerVerifiedAt ? 2 : 3;
    },

    /**
     * Checks the password (with the same argon2 work for unknown emails), refuses unverified
     * accounts with a fresh link, and starts a refresh session; `previousSecret` is the cookie the
     * browser still had, whose session ends here.
     */
    async login(body: LoginBody, previousSecret: string | undefined): Promise<LoggedIn> {
      const customer = await findCustomerByEmail(db, body.user_email);
      const passwordOk = customer
        ? await verifyPassword(customer.passwordHash, body.user_password)
        : await verifyDecoyPassword(body.user_password);
      if (!customer || !passwordOk) throw unauthorized(AUTH_MESSAGES.badCredentials);
      // Checked after the password, so the answer tells nothing about an account to a guesser.
      if (customer.disabledAt) throw new HttpError(403, AUTH_MESSAGES.accountDisabled, 'ACCOUNT_DISABLED');
      if (!customer.verifiedAt) {
        await resendVerification(customer);
        throw new HttpError(403, AUTH_MESSAGES.emailNotVerified, 'EMAIL_NOT_VERIFIED');
      }
      await endCookieSession(previousSecret);
      const session = await startSession(db, customer.id, body.remember_me);
      const authToken = await signAccessToken(config.jwtSecret, customer.id, session.familyId, ACCESS_TOKEN_TTL);
      return { user: customerView(customer, await userCounts(db, customer.id)), authToken, session };
    },

    /**
     * A new access token and a rotated cookie (no new cookie inside the grace window of a parallel
     * refresh), or null when the session has ended (401).
     */
    async refresh(secret: string | undefined, customerId: string): Promise<{ token: string; session?: IssuedSession } | null> {
      const outcome = await customerSessions.rotate(db, secret, customerId);
      if (outcome.kind === 'refused') {
        if (outcome.endedFor) await sessions.ended(outcome.endedFor);
        return null;
      }
      const familyId = outcome.kind === 'rotated' ? outcome.session.familyId : outcome.familyId;
      const token = await signAccessToken(config.jwtSecret, customerId, familyId, ACCESS_TOKEN_TTL);
      return outcome.kind === 'rotated' ? { token, session: outcome.session } : { token };
    },

    /** Ends the cookie's session family, its access tokens included; nothing to do without a known cookie. */
    logout: (secret: string | undefined) => endCookieSession(secret),
  };
}

export type AuthService = ReturnType<typeof authService>;
