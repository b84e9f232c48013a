import type { Database } from '../../db/client.js';
import type { CustomerRow } from '../customers/index.js';
import { queueVerificationMail } from './account-mail-jobs.js';
import { customerSessions } from './refresh-sessions.js';
import type { SessionCheck } from './session-check.js';

/**
 * What the back office does to a customer's sign-in (through the customers module's account port,
 * wired in app.ts): end every session when the account is disabled, and send a verification link.
 */
export function customerAccountActions({ sessions }: { sessions: Pick<SessionCheck, 'ended'> }) {
  return {
    revokeSessions: (tx: Database, customerId: string) => customerSessions.endAllOf(tx, customerId),
    /** After the commit that revoked them: the sessions' live access tokens stop in every API process. */
    sessionsEnded: (customerId: string) => sessions.ended(customerId),

    /** A new 24-hour verification link, queued in the transaction that notes it (decision 013). */
    queueVerification: (tx: Database, customer: CustomerRow) => queueVerificationMail(tx, customer),
  };
}
