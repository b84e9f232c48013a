import type { Database } from '../../db/client.js';
import { SESSIONS_TOPIC, type BusLog, type ChangeBus } from '../../integrations/change-bus/change-bus.js';
import { customerSessions } from './refresh-sessions.js';

/**
 * How long a process trusts what it read of a session without asking again. Ended sessions reach
 * every process through the change bus at once; this only bounds a message the bus lost (a Redis
 * publish while Redis is down), so a session ended then still works at most this long.
 */
export const SESSION_CHECK_TTL_MS = 30_000;
const MAX_ENTRIES = 20_000;

interface Entry {
  customerId: string | null;
  live: boolean;
  until: number;
}

export interface SessionCheckDeps {
  db: Database;
  bus: ChangeBus;
  log: BusLog;
  ttlMs?: number;
}

/**
 * Whether the session an access token names (its `sid`, the refresh-session family) is still live
 * (issue 15, decision 014): each process keeps what it read in memory, so a request with a known
 * session costs a map lookup; ended sessions are announced on the change bus, by customer, and
 * every process forgets that customer's entries.
 */
export function sessionCheck({ db, bus, log, ttlMs = SESSION_CHECK_TTL_MS }: SessionCheckDeps) {
  const entries = new Map<string, Entry>();
  // Bumped by every forget: a read that started before it may have seen the session still live,
  // so its answer serves that request but is not kept.
  let epoch = 0;

  function forget(customerId?: string): void {
    epoch++;
    if (customerId === undefined) return entries.clear();
    for (const [sessionId, entry] of entries) if (entry.customerId === customerId) entries.delete(sessionId);
  }

  bus.subscribe(SESSIONS_TOPIC, forget);

  return {
    /** True while the customer's session `sessionId` has not ended (logout, password reset or change, disabled). */
    async isLive(customerId: string, sessionId: string): Promise<boolean> {
      const hit = entries.get(sessionId);
      if (hit && hit.until > Date.now()) return hit.live && hit.customerId === customerId;
      const started = epoch;
      const owner = await customerSessions.liveFamilyOwner(db, sessionId);
      if (started === epoch) {
        if (entries.size >= MAX_ENTRIES) entries.delete(entries.keys().next().value!);
        entries.set(sessionId, { customerId: owner, live: owner !== null, until: Date.now() + ttlMs });
      }
      return owner === customerId;
    },

    /**
     * Call after the commit that ended sessions of a customer: this process forgets them at once
     * (its next request is refused), the others when the bus delivers the message.
     */
    async ended(customerId: string): Promise<void> {
      forget(customerId);
      await bus
        .publish(SESSIONS_TOPIC, customerId)
        .catch((err: unknown) => log.error({ err }, 'ended sessions could not be announced to other API processes'));
    },
  };
}

export type SessionCheck = ReturnType<typeof sessionCheck>;
