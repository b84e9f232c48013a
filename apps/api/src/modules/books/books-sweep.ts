import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { enqueueJob, handleJob, jobKind, type JobHandler } from '../jobs/index.js';
import { findConnection, ordersToBook } from './books-queries.js';
import { BOOK_ORDER_JOB } from './books-jobs.js';
import type { QboConnection } from './qbo-connection.js';

/** How often the books look for orders and payments not booked yet. */
export const BOOKS_SWEEP_MS = 15 * 60_000;

/**
 * The round that queues the bookings: every BOOKS_SWEEP_MS, one job per slot of time (its key
 * names the slot, so every API process may queue it and it runs once), which queues the next round
 * before its own work. The books follow what the orders table says (Net 30 placed, money
 * received) rather than events of the order and payment code, so no change of an order can be
 * missed by a crash between the change and its booking (decision 033).
 */
export const BOOKS_SWEEP_JOB = jobKind('books.sweep', z.object({ slot: z.number().int() }));

const slotOf = (at: number) => Math.floor(at / BOOKS_SWEEP_MS);

/** Queues the round of the current slot (a no-op when it exists): at start, and by each round for the next. */
export async function queueBooksSweep(db: Database, at = Date.now()): Promise<void> {
  const slot = slotOf(at);
  await enqueueJob(db, { kind: BOOKS_SWEEP_JOB, payload: { slot }, key: `books.sweep.${slot}`, runAt: new Date(slot * BOOKS_SWEEP_MS) });
}

/**
 * Queues a booking job for every order with something left to book. `force` (the Resync button)
 * makes new jobs even where one exists already (a dead one, say): a booking twice over books once,
 * by its requestid and by books_entries.
 */
export async function queueUnbooked(db: Database, opts: { force?: string } = {}): Promise<number> {
  const connection = await findConnection(db);
  if (!connection) return 0;
  const waiting = await ordersToBook(db, connection.realmId, connection.booksFrom);
  if (!waiting.length) return 0;
  await enqueueJob(
    db,
    waiting.map((o) => ({
      kind: BOOK_ORDER_JOB,
      payload: { orderId: o.id, about: o.orderNumber },
      // The step it is at (nothing booked yet, or its invoice booked) is in the key: a Net 30 order
      // paid after its invoice was booked gets a job of its own for the payment.
      key: `books.order.${o.id}.${o.entries}${opts.force ? `.${opts.force}` : ''}`,
    })),
  );
  return waiting.length;
}

/** Intuit's refresh token lasts 100 days from its last use: a quiet shop renews it when fewer than 30 are left. */
const KEEP_ALIVE_MS = 30 * 86_400_000;

export function booksSweepJob(db: Database, connection?: QboConnection): JobHandler {
  return handleJob(BOOKS_SWEEP_JOB, async ({ slot }, job) => {
    await db.transaction(async (tx) => {
      await queueBooksSweep(tx, (slot + 1) * BOOKS_SWEEP_MS);
      await queueUnbooked(tx);
    });
    const row = await findConnection(db);
    if (!connection || !row || (row.refreshExpiresAt && row.refreshExpiresAt.getTime() - Date.now() > KEEP_ALIVE_MS)) return;
    // A refusal here is for people (the connection must be made again), not for a retry of the round:
    // the bookings fail on the jobs page with Intuit's answer, and the screen shows the expiry.
    await connection.accessToken(true).catch((err: unknown) => job.log.error({ err }, 'QuickBooks refresh token could not be renewed'));
  });
}
