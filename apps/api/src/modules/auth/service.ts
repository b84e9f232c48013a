import type { FastifyBaseLogger } from 'fastify';
import type { LoginBody, RegisterBody } from '@northbend/shared';
import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { accountExistsMail } from '../../integrations/mail/templates/account-exists.js';
import { verifyEmailMail } from '../../integrations/mail/templates/verify-email.js';
import { HttpError, unauthorized } from '../../lib/http-errors.js';
import { customerView, type CustomerRow, type CustomerView } from '../customers/index.js';
import { userCounts } from '../customers/index.js';
import { hashSecret, isWellFormedSecret } from '../../lib/secrets.js';
import { issueEmailToken } from './email-tokens.js';
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
import { endSession, rotateSession, startSession, type IssuedSession } from './refresh-sessions.js';
import { signAccessToken } from '../../lib/access-tokens.js';
import { isUniqueViolation } from '../../db/errors.js';

export const ACCESS_TOKEN_TTL = '15m';

export interface AuthDeps {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'brandName' | 'jwtSecret' | 'rateLimits'>;
}

export interface LoggedIn {
  user: CustomerView;
  authToken: string;
  session: IssuedSession;
}

/** Registration, email verification, login and the refresh sessions behind the cookie. */
export function authService({ db, mailer, config }: AuthDeps) {
  async function mailVerificationLink(customer: CustomerRow, secret: string, log: FastifyBaseLogger): Promise<void> {
    const link = `${config.publicUrl}/user/verify/register?token=${secret}`;
    try {
      await mailer.send({ to: customer.email, ...verifyEmailMail({ name: customer.name, link, brandName: config.brandName }) });
    } catch (err) {
      // The account exists; logging in unverified sends a new link, so the customer is not stuck.
      log.error({ err, customerId: customer.id }, 'verification email could not be sent');
    }
  }

  /** Tells the owner of a known email that someone registered with it (issue 15: the form no longer says so). */
  async function mailAccountExists(customer: CustomerRow, log: FastifyBaseLogger): Promise<void> {
    const message = accountExistsMail({
      name: customer.name,
      loginLink: `${config.publicUrl}/user/login`,
      resetLink: `${config.publicUrl}/user/forget-password`,
      brandName: config.brandName,
    });
    try {
      await mailer.send({ to: customer.email, ...message });
    } catch (err) {
      log.error({ err, customerId: customer.id }, 'account-exists email could not be sent');
    }
  }

  /** A fresh link for an unverified login, unless this account had its share of links lately. */
  async function resendVerification(customer: CustomerRow, log: FastifyBaseLogger): Promise<void> {
    const rule = config.rateLimits.verificationMail;
    if ((await countTokensSince(db, customer.id, 'verify', new Date(Date.now() - rule.windowMs))) >= rule.max) return;
    await mailVerificationLink(customer, await issueEmailToken(db, customer.id, 'verify'), log);
  }

  return {
    /** Creates an unverified customer and emails the verification link. */
    async register(body: RegisterBody, log: FastifyBaseLogger): Promise<void> {
      // The password is hashed either way, so a known email answers no faster than a new one.
      const passwordHash = await hashPassword(body.user_password);
      const existing = await findCustomerByEmail(db, body.user_email);
      if (existing) return mailAccountExists(existing, log);
      let created: { customer: CustomerRow; secret: string };
      try {
        created = await db.transaction(async (tx) => {
          const customer = await insertCustomer(tx, {
            email: body.user_email,
            name: body.user_name,
            mobileNumber: body.user_mobile_number,
            businessName: body.user_business_name,
            passwordHash,
          });
          return { customer, secret: await issueEmailToken(tx, customer.id, 'verify') };
        });
      } catch (err) {
        // Two registrations of one email at once: the unique index lets one in; the other is
        // answered as if it were new, like any registration of a known email.
        if (isUniqueViolation(err)) return;
        throw err;
      }
      await mailVerificationLink(created.customer, created.secret, log);
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
    async login(body: LoginBody, previousSecret: string | undefined, log: FastifyBaseLogger): Promise<LoggedIn> {
      const customer = await findCustomerByEmail(db, body.user_email);
      const passwordOk = customer
        ? await verifyPassword(customer.passwordHash, body.user_password)
        : await verifyDecoyPassword(body.user_password);
      if (!customer || !passwordOk) throw unauthorized(AUTH_MESSAGES.badCredentials);
      // Checked after the password, so the answer tells nothing about an account to a guesser.
      if (customer.disabledAt) throw new HttpError(403, AUTH_MESSAGES.accountDisabled, 'ACCOUNT_DISABLED');
      if (!customer.verifiedAt) {
        await resendVerification(customer, log);
        throw new HttpError(403, AUTH_MESSAGES.emailNotVerified, 'EMAIL_NOT_VERIFIED');
      }
      await endSession(db, previousSecret);
      const session = await startSession(db, customer.id, body.remember_me);
      const authToken = await signAccessToken(config.jwtSecret, customer.id, ACCESS_TOKEN_TTL);
      return { user: customerView(customer, await userCounts(db, customer.id)), authToken, session };
    },

    /**
     * A new access token and a rotated cookie (no new cookie inside the grace window of a parallel
     * refresh), or null when the session has ended (401).
     */
    async refresh(secret: string | undefined, customerId: string): Promise<{ token: string; session?: IssuedSession } | null> {
      const outcome = await rotateSession(db, secret, customerId);
      if (outcome.kind === 'refused') return null;
      const token = await signAccessToken(config.jwtSecret, customerId, ACCESS_TOKEN_TTL);
      return outcome.kind === 'rotated' ? { token, session: outcome.session } : { token };
    },

    /** Ends the cookie's session family; nothing to do without a known cookie. */
    logout: (secret: string | undefined) => endSession(db, secret),
  };
}

export type AuthService = ReturnType<typeof authService>;
