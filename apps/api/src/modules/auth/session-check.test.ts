import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it, vi } from 'vitest';
import type { Database } from '../../db/client.js';
import { refreshSessions } from '../../db/schema/index.js';
import { inProcessBus } from '../../integrations/change-bus/in-process-bus.js';
import { SESSIONS_TOPIC, type ChangeBus } from '../../integrations/change-bus/change-bus.js';
import { insertCustomer } from '../../test/customers.js';
import { testSession } from '../../test/sessions.js';
import { useTestShop } from '../../test/test-app.js';
import { sessionCheck } from './session-check.js';

// Two sessionChecks on one bus stand for two API processes; the database is counted by spying on
// what the check reads, so "no round trip" is measured, not assumed.

const shop = useTestShop({ seed: false });
const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });

/** A customer with a live session, as a login would leave them. */
async function liveSession(): Promise<{ customerId: string; sessionId: string }> {
  const { id } = await insertCustomer(shop.handle.db);
  return { customerId: id, sessionId: await testSession(shop.handle.db, id) };
}

const revoke = (sessionId: string) =>
  shop.handle.db.update(refreshSessions).set({ revokedAt: new Date() }).where(eq(refreshSessions.familyId, sessionId));

/** A check whose database reads are counted. */
function counted(bus: ChangeBus, ttlMs?: number) {
  const select = vi.spyOn(shop.handle.db, 'select');
  const check = sessionCheck({ db: shop.handle.db, bus, log: quietLog(), ttlMs });
  return { check, reads: () => select.mock.calls.length, restore: () => select.mockRestore() };
}

describe('sessionCheck', () => {
  it('reads a session once, then answers from memory', async () => {
    const s = await liveSession();
    const { check, reads, restore } = counted(inProcessBus(quietLog()));
    try {
      expect(await check.isLive(s.customerId, s.sessionId)).toBe(true);
      expect(reads()).toBe(1);
      for (let i = 0; i < 50; i++) expect(await check.isLive(s.customerId, s.sessionId)).toBe(true);
      expect(reads()).toBe(1);
    } finally {
      restore();
    }
  });

  it('refuses a session of another customer, and an ended or unknown one', async () => {
    const s = await liveSession();
    const other = await liveSession();
    const check = sessionCheck({ db: shop.handle.db, bus: inProcessBus(quietLog()), log: quietLog() });
    expect(await check.isLive(other.customerId, s.sessionId)).toBe(false);
    expect(await check.isLive(s.customerId, randomUUID())).toBe(false);
    await revoke(other.sessionId);
    expect(await check.isLive(other.customerId, other.sessionId)).toBe(false);
  });

  it('an ended session announced by one process is refused by the other at once', async () => {
    const bus = inProcessBus(quietLog());
    const a = sessionCheck({ db: shop.handle.db, bus, log: quietLog() });
    const b = sessionCheck({ db: shop.handle.db, bus, log: quietLog() });
    const s = await liveSession();
    const kept = await testSession(shop.handle.db, s.customerId);
    expect(await b.isLive(s.customerId, s.sessionId)).toBe(true);
    expect(await b.isLive(s.customerId, kept)).toBe(true);

    await revoke(s.sessionId);
    // Without the message, B would trust its memory until the time limit.
    expect(await b.isLive(s.customerId, s.sessionId)).toBe(true);
    await a.ended(s.customerId);
    expect(await b.isLive(s.customerId, s.sessionId)).toBe(false);
    expect(await b.isLive(s.customerId, kept)).toBe(true);
  });

  it('does not keep a read that was under way when the session ended (it could be stale)', async () => {
    const bus = inProcessBus(quietLog());
    const customerId = randomUUID();
    // A database whose first answer ("live") waits at a gate; every later one says "ended".
    let open!: () => void;
    const gate = new Promise<void>((resolve) => (open = resolve));
    let reads = 0;
    const answer = () => (reads++ === 0 ? gate.then(() => [{ ownerId: customerId }]) : Promise.resolve([]));
    const db = { select: () => ({ from: () => ({ where: () => ({ limit: answer }) }) }) } as unknown as Database;
    const check = sessionCheck({ db, bus, log: quietLog() });

    const sessionId = randomUUID();
    const firstRead = check.isLive(customerId, sessionId);
    // The session ends while the read is under way; the read then comes back with "live".
    await bus.publish(SESSIONS_TOPIC, customerId);
    open();
    expect(await firstRead).toBe(true); // it serves the request that asked
    expect(await check.isLive(customerId, sessionId)).toBe(false); // but it was not remembered
  });

  it('forgets everything when the bus says messages may have been lost (a reconnection)', async () => {
    const bus = inProcessBus(quietLog());
    const s = await liveSession();
    const check = sessionCheck({ db: shop.handle.db, bus, log: quietLog() });
    expect(await check.isLive(s.customerId, s.sessionId)).toBe(true);
    await revoke(s.sessionId);
    await bus.publish(SESSIONS_TOPIC);
    expect(await check.isLive(s.customerId, s.sessionId)).toBe(false);
  });

  it('asks the database again once the time limit is up, should a message be lost', async () => {
    const s = await liveSession();
    const check = sessionCheck({ db: shop.handle.db, bus: inProcessBus(quietLog()), log: quietLog(), ttlMs: 1 });
    expect(await check.isLive(s.customerId, s.sessionId)).toBe(true);
    await revoke(s.sessionId);
    await new Promise((r) => setTimeout(r, 5));
    expect(await check.isLive(s.customerId, s.sessionId)).toBe(false);
  });

  it('still ends the session in this process when the bus cannot announce it', async () => {
    const log = quietLog();
    const bus = inProcessBus(quietLog());
    const broken: ChangeBus = { ...bus, publish: () => Promise.reject(new Error('Redis is down')) };
    const check = sessionCheck({ db: shop.handle.db, bus: broken, log });
    const s = await liveSession();
    expect(await check.isLive(s.customerId, s.sessionId)).toBe(true);
    await revoke(s.sessionId);
    await check.ended(s.customerId);
    expect(await check.isLive(s.customerId, s.sessionId)).toBe(false);
    expect(log.error).toHaveBeenCalledWith(expect.anything(), 'ended sessions could not be announced to other API processes');
  });
});
