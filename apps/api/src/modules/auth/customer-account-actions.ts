import type { Config } from '../../config.js';
import type { Database } from '../../db/client.js';
import type { Mailer } from '../../integrations/mail/mailer.js';
import { verifyEmailMail } from '../../integrations/mail/templates/verify-email.js';
import type { CustomerRow } from '../customers/index.js';
import { issueEmailToken } from './email-tokens.js';
import { revokeCustomerSessions } from './queries.js';

/**
 * What the back office does to a customer's sign-in (through the customers module's account port,
 * wired in app.ts): end every session when the account is disabled, and send a verification link.
 */
export function customerAccountActions({
  db,
  mailer,
  config,
}: {
  db: Database;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl' | 'brandName'>;
}) {
  return {
    revokeSessions: (tx: Database, customerId: string) => revokeCustomerSessions(tx, customerId),

    /** A new 24-hour verification link; throws when the mail server refuses it. */
    async sendVerification(customer: CustomerRow): Promise<void> {
      const secret = await issueEmailToken(db, customer.id, 'verify');
      const link = `${config.publicUrl}/user/verify/register?token=${secret}`;
      await mailer.send({ to: customer.email, ...verifyEmailMail({ name: customer.name, link, brandName: config.brandName }) });
    },
  };
}
