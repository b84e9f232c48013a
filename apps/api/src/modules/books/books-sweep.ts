import { z } from 'zod';
import type { Database } from '../../db/client.js';
import { enqueueJob, handleJob, jobKind, type JobHandler } from '../jobs/index.js';
import { findConnection, ordersToBook } from './books-queries.js';
import { BOOK_ORDER_JOB } from './books-jobs.js';

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

export function booksSweepJob(db: Database): JobHandler {
  return handleJob(BOOKS_SWEEP_JOB, async ({ slot }) => {
    await db.transaction(async (tx) => {
      await queueBooksSweep(tx, (slot + 1) * BOOKS_SWEEP_MS);
      await queueUnbooked(tx);
    });
  });
}
