import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildApp } from '../../app.js';
import { auditLog, jobs, orders } from '../../db/schema/index.js';
import type { MailMessage, Mailer } from '../../integrations/mail/mailer.js';
import { pickCatalog } from '../../test/catalog.js';
import { newCustomer } from '../../test/customers.js';
import { placeOrder } from '../../test/orders.js';
import { bearer, expectRoleMatrix, staffToken } from '../../test/staff.js';
import { beforeAllValue, useTestShop } from '../../test/test-app.js';
import { ORDER_JOBS } from '../orders/index.js';
import { RETRY_DELAYS_MS } from './backoff.js';
import { handleJob, jobKind } from './job-kind.js';
import { claimDueJobs } from './jobs-queries.js';
import { enqueueJob } from './queue.js';
import { JobWorker } from './worker.js';

/**
 * A mail server that refuses the next `refusals` messages, then takes them. It counts what it
 * took (deliveries) apart from what it was offered (attempts).
 */
class FlakyMailer implements Mailer {
  refusals = 0;
  readonly offered: MailMessage[] = [];
  readonly delivered: MailMessage[] = [];

  async send(message: MailMessage): Promise<void> {
    this.offered.push(message);
    if (this.refusals > 0) {
      this.refusals--;
      // As nodemailer words it, with the credentials of SMTP_URL in it: they must not reach the table.
      throw new Error('connect ECONNREFUSED 10.0.0.5:587 (smtp://shop:hunter2@mail.example.com:587)\n    at TCPConnectWrap');
    }
    this.delivered.push(message);
  }

  deliveredTo = (to: string, subject?: string) => this.delivered.filter((m) => m.to === to && (!subject || m.subject.includes(subject)));
}

const mailer = new FlakyMailer();
const shop = useTestShop({ mailer });
const picks = beforeAllValue(() => pickCatalog(shop.handle.db));
const HOUR = 3_600_000;
/** Kinds of this file's own workers; only they have handlers for them. */
const TEST_MAIL = jobKind('test.mail', z.object({ n: z.number().int() }));
const TEST_SLOW = jobKind('test.slow', z.object({ n: z.number().int() }));

const jobsWithKey = (key: string) => shop.handle.db.select().from(jobs).where(eq(jobs.idempotencyKey, key));
const jobsOfOrder = (orderId: string) =>
  shop.handle.db
    .select()
    .from(jobs)
    .where(like(jobs.idempotencyKey, `order.%.${orderId}`));

/** A contact enquiry: one job whose email goes to sales, subject naming `name`. */
async function enquiry(name: string): Promise<void> {
  const res = await shop.app.inject({
    method: 'POST',
    url: '/api/v1/form/public/contact-us',
    payload: {
      name,
      email: 'dana.whitfield@precisionfab.com',
      phone: '',
      business_name: 'Precision Fab',
      where_are_you_located: 'Holland, MI',
      machine_make_ids: [],
      machine_model_ids: [],
      message: 'Please quote 20 punches.',
    },
  });
  expect(res.statusCode).toBe(200);
}

async function placedOrder() {
  const customer = await newCustomer(shop, { address: true });
  const orderNumber = await placeOrder(shop, customer, picks);
  const [row] = await shop.handle.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, orderNumber));
  return { customer, orderNumber, orderId: row.id };
}

/** The job of the enquiry whose sender is `name`. */
async function enquiryJob(name: string) {
  const all = await shop.handle.db.select().from(jobs).where(eq(jobs.kind, 'contact.enquiry'));
  const found = all.find((j) => JSON.stringify(j.payload).includes(name));
  if (!found) throw new Error(`no job for the enquiry of ${name}`);
  return found;
}

describe('an order placed writes its email jobs in its own transaction', () => {
  it('queues the confirmation and the sales notice with the order; nothing is sent before a worker runs them', async () => {
    const { customer, orderId } = await placedOrder();
    const queued = await jobsOfOrder(orderId);
    expect(queued.map((j) => [j.kind, j.state, j.attempts]).sort()).toEqual([
      ['order.confirmation', 'queued', 0],
      ['order.sales_notice', 'queued', 0],
    ]);
    // The payload names the order: the PDF is rendered when the job runs, never stored.
    expect(queued.every((j) => j.payload.orderId === orderId && JSON.stringify(j.payload).length < 200)).toBe(true);
    expect(mailer.deliveredTo(customer.email)).toHaveLength(0);

    await shop.jobs.runDue();
    const [confirmation] = mailer.deliveredTo(customer.email);
    expect(confirmation.attachments?.[0].filename).toMatch(/-order\.pdf$/);
    expect(confirmation.idempotencyKey).toBe(`order.confirmation.${orderId}`);
    expect((await jobsOfOrder(orderId)).map((j) => j.state)).toEqual(['done', 'done']);
  });

  it('the mail still goes out exactly once when the worker dies between taking the job and sending it', async () => {
    const { customer, orderId } = await placedOrder();
    // A worker takes every due job, then its process dies before it sends anything.
    const taken = await claimDueJobs(shop.handle.db, {
      kinds: ['order.confirmation', 'order.sales_notice'],
      limit: 10,
      leaseMs: 60_000,
      laterMs: 0,
    });
    expect(taken.map((j) => j.payload.orderId)).toContain(orderId);
    expect((await jobsOfOrder(orderId)).map((j) => j.state)).toEqual(['running', 'running']);

    // While the dead worker's lease runs, nobody else takes its jobs.
    await shop.jobs.runDue();
    expect(mailer.deliveredTo(customer.email)).toHaveLength(0);

    // The restart, after the lease: the jobs are taken again and each email goes out once.
    await shop.jobs.runDue({ laterMs: 61_000 });
    await shop.jobs.runDue({ laterMs: 2 * HOUR });
    expect(mailer.deliveredTo(customer.email)).toHaveLength(1);
    expect(mailer.deliveredTo(shop.config.salesEmail).filter((m) => m.idempotencyKey === `order.sales_notice.${orderId}`)).toHaveLength(1);
    expect((await jobsOfOrder(orderId)).map((j) => [j.state, j.attempts])).toEqual([
      ['done', 2],
      ['done', 2],
    ]);
  });

  it('a refused order leaves no job behind, and a rolled-back transaction none either', async () => {
    const customer = await newCustomer(shop, { address: true });
    const before = await shop.handle.db.$count(jobs);
    // An empty cart: the order's transaction rolls back.
    const res = await shop.app.inject({
      method: 'POST',
      url: '/api/v1/order/create',
      headers: { authorization: customer.token },
      payload: { payment_type: 'COD' },
    });
    expect(res.statusCode).toBe(400);
    const key = `test.rollback.${randomUUID()}`;
    await expect(
      shop.handle.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: TEST_MAIL, key, payload: { n: 1 } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await jobsWithKey(key)).toEqual([]);
    expect(await shop.handle.db.$count(jobs)).toBe(before);
  });
});

describe('retries with backoff', () => {
  it('SMTP refusing, then accepting: one delivery after the retries, with one Message-ID', async () => {
    const name = `Refused ${randomUUID().slice(0, 8)}`;
    await enquiry(name);
    mailer.refusals = 2;
    await shop.jobs.runDue();
    const job = await enquiryJob(name);
    expect(job).toMatchObject({ state: 'queued', attempts: 1 });
    // The first retry waits about 10 s (±20 %); the error is kept short and without the password.
    const wait = job.runAt.getTime() - Date.now();
    expect(wait).toBeGreaterThan(RETRY_DELAYS_MS[0] * 0.8 - 2000);
    expect(wait).toBeLessThan(RETRY_DELAYS_MS[0] * 1.2 + 1000);
    expect(job.lastError).toBe('connect ECONNREFUSED 10.0.0.5:587 (smtp://***@mail.example.com:587)');

    // Not due yet: nothing happens.
    expect(await shop.jobs.runDue()).toBe(0);
    await shop.jobs.runDue({ laterMs: 15_000 }); // second attempt: refused again
    await shop.jobs.runDue({ laterMs: 2 * HOUR }); // third attempt: taken
    const offered = mailer.offered.filter((m) => m.subject.includes(name));
    expect(offered).toHaveLength(3);
    expect(new Set(offered.map((m) => m.idempotencyKey))).toEqual(new Set([job.idempotencyKey]));
    expect(mailer.delivered.filter((m) => m.subject.includes(name))).toHaveLength(1);
    const [after] = await jobsWithKey(job.idempotencyKey);
    expect(after).toMatchObject({ state: 'done', attempts: 3, lastError: null });
    expect(after.finishedAt).toBeInstanceOf(Date);
  });
});

describe('two workers on one database', () => {
  it('share the due jobs and never send one twice', async () => {
    const second = await buildApp(shop.config, { handle: shop.handle, mailer });
    try {
      const names = Array.from({ length: 12 }, (_, i) => `Shared ${i} ${randomUUID().slice(0, 6)}`);
      for (const name of names) await enquiry(name);
      const [a, b] = await Promise.all([shop.jobs.runDue(), second.jobs.runDue()]);
      expect(a + b).toBeGreaterThanOrEqual(names.length);
      for (const name of names)
        expect(
          mailer.delivered.filter((m) => m.subject.includes(name)),
          name,
        ).toHaveLength(1);
    } finally {
      await second.close();
    }
  });
});

describe('GET /api/v1/admin/jobs and POST /api/v1/admin/jobs/{id}/retry', () => {
  it('a job that always fails ends dead, shows in the list, and a retry sends it', async () => {
    const name = `Dead ${randomUUID().slice(0, 8)}`;
    await enquiry(name);
    const job = await enquiryJob(name);
    mailer.refusals = 100;
    // Eight attempts, each after the longest wait of the schedule has passed.
    for (let i = 1; i <= 8; i++) await shop.jobs.runDue({ laterMs: i * 4 * HOUR });
    mailer.refusals = 0;
    const [dead] = await jobsWithKey(job.idempotencyKey);
    expect(dead).toMatchObject({ state: 'dead', attempts: 8 });
    expect(mailer.delivered.filter((m) => m.subject.includes(name))).toHaveLength(0);

    const owner = await staffToken(shop, 'owner');
    const list = await shop.app.inject({ method: 'GET', url: '/api/v1/admin/jobs', headers: bearer(owner) });
    expect(list.statusCode).toBe(200);
    const shown = list.json().result.find((j: { id: number }) => j.id === dead.id);
    expect(shown).toEqual({
      id: dead.id,
      kind: 'contact.enquiry',
      about: shop.config.salesEmail,
      state: 'dead',
      attempts: 8,
      max_attempts: 8,
      run_at: expect.any(String),
      last_error: 'connect ECONNREFUSED 10.0.0.5:587 (smtp://***@mail.example.com:587)',
      created_at: expect.any(String),
      finished_at: expect.any(String),
    });
    expect(list.json().counts.dead).toBeGreaterThanOrEqual(1);
    expect(list.body).not.toContain('hunter2');

    const retried = await shop.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${dead.id}/retry`, headers: bearer(owner) });
    expect(retried.statusCode).toBe(200);
    expect(retried.json()).toMatchObject({
      message: 'The job has been queued again and runs in a moment.',
      result: { id: dead.id, state: 'queued', attempts: 0, finished_at: null },
    });
    const [entry] = await shop.handle.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.entityId, String(dead.id)));
    expect(entry).toMatchObject({ action: 'job.retry', entityType: 'job', after: { state: 'queued', attempts: 0 } });
    expect(entry.summary).toMatch(/queued the contact enquiry to sales job #\d+ \(sales@/);

    await shop.jobs.runDue();
    expect(mailer.delivered.filter((m) => m.subject.includes(name))).toHaveLength(1);
    const gone = await shop.app.inject({ method: 'GET', url: '/api/v1/admin/jobs', headers: bearer(owner) });
    expect(gone.json().result.some((j: { id: number }) => j.id === dead.id)).toBe(false);

    const again = await shop.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${dead.id}/retry`, headers: bearer(owner) });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('This job has already finished.');
  });

  it('lists a job that failed once and waits for its next attempt', async () => {
    const name = `Failing ${randomUUID().slice(0, 8)}`;
    await enquiry(name);
    mailer.refusals = 1;
    await shop.jobs.runDue();
    const sales = await staffToken(shop, 'sales');
    const list = (await shop.app.inject({ method: 'GET', url: '/api/v1/admin/jobs', headers: bearer(sales) })).json();
    const failing = list.result.filter((j: { state: string; last_error: string | null }) => j.state === 'queued' && j.last_error);
    expect(failing.length).toBeGreaterThanOrEqual(1);
    expect(list.counts.queued).toBeGreaterThanOrEqual(1);
    // "Retry" runs it now instead of after the wait.
    const res = await shop.app.inject({ method: 'POST', url: `/api/v1/admin/jobs/${failing[0].id}/retry`, headers: bearer(sales) });
    expect(res.statusCode).toBe(200);
    await shop.jobs.runDue();
    expect(mailer.delivered.filter((m) => m.subject.includes(name))).toHaveLength(1);
  });

  it('answers 404 for an unknown job and 400 for a malformed id', async () => {
    const owner = await staffToken(shop, 'owner');
    const unknown = await shop.app.inject({ method: 'POST', url: '/api/v1/admin/jobs/999999999/retry', headers: bearer(owner) });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('This job was not found.');
    const malformed = await shop.app.inject({ method: 'POST', url: '/api/v1/admin/jobs/abc/retry', headers: bearer(owner) });
    expect(malformed.statusCode).toBe(400);
    expect(malformed.json().message).toEqual(expect.any(String));
  });

  it('are for owners and sales only', async () => {
    await expectRoleMatrix(
      shop,
      { method: 'GET', url: '/api/v1/admin/jobs' },
      { owner: 200, sales: 200, warehouse: 403, editor: 403, customer: 401, visitor: 401 },
    );
    await expectRoleMatrix(
      shop,
      { method: 'POST', url: '/api/v1/admin/jobs/999999999/retry' },
      { owner: 404, sales: 404, warehouse: 403, editor: 403, customer: 401, visitor: 401 },
    );
  });
});

describe('JobWorker when the database goes away after the mail went out', () => {
  it('records the job done once the database is back, within the lease: the mail is not sent again (issue 15)', async () => {
    const db = shop.handle.db;
    let away = 0;
    // The database as a restart leaves it: every write fails for a while, then works again.
    const restarting = new Proxy(db, {
      get(target, prop) {
        if (prop === 'update' && away > 0) {
          away--;
          return () => {
            throw new Error('Connection terminated unexpectedly');
          };
        }
        const value = Reflect.get(target, prop) as unknown;
        return typeof value === 'function' ? value.bind(target) : value;
      },
    });
    const sent: string[] = [];
    const worker = new JobWorker({ db: restarting, log: shop.app.log, leaseMs: 60_000 });
    worker.register([
      handleJob(TEST_MAIL, async (payload) => {
        sent.push(String(payload.n));
        away = 3; // right after the SMTP server accepted it
      }),
    ]);
    const key = `test.mail.${randomUUID()}`;
    await enqueueJob(db, { kind: TEST_MAIL, key, payload: { n: 1 } });
    expect(await worker.runDue()).toBe(1);
    const [job] = await jobsWithKey(key);
    expect(job).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    // Long after the lease would have run out, nothing is taken again.
    expect(await worker.runDue({ laterMs: 2 * HOUR })).toBe(0);
    expect(sent).toEqual(['1']);
  });
});

describe('JobWorker.stop (graceful shutdown)', () => {
  it('stops taking jobs and lets the running one finish, at most for the time it is given', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const ran: string[] = [];
    const worker = new JobWorker({ db: shop.handle.db, log: shop.app.log, pollMs: 20 });
    worker.register([
      handleJob(TEST_SLOW, async (payload) => {
        ran.push(String(payload.n));
        await gate;
      }),
    ]);
    await enqueueJob(
      shop.handle.db,
      [1, 2, 3].map((n) => ({ kind: TEST_SLOW, key: `test.slow.${randomUUID()}`, payload: { n } })),
    );
    worker.start();
    await expect.poll(() => ran.length).toBe(2); // two at a time
    expect(await worker.stop(100)).toBe('timed out');
    release();
    expect(await worker.stop(5_000)).toBe('clean');
    // The third was never taken: it waits for the next worker.
    expect(ran).toEqual(['1', '2']);
    const slow = await shop.handle.db.select().from(jobs).where(eq(jobs.kind, 'test.slow')).orderBy(jobs.id);
    expect(slow.map((j) => j.state)).toEqual(['done', 'done', 'queued']);
  });
});

describe("job payloads are checked against their kind's schema (issue 15)", () => {
  it('a payload that does not fit throws when it is queued, and nothing of the batch is stored', async () => {
    const before = await shop.handle.db.$count(jobs);
    const good = `test.mail.${randomUUID()}`;
    const bad = `test.mail.${randomUUID()}`;
    await expect(
      enqueueJob(shop.handle.db, [
        { kind: TEST_MAIL, key: good, payload: { n: 1 } },
        // As a caller with a bug would write it: the type is forced, the schema still sees it.
        { kind: TEST_MAIL, key: bad, payload: { n: 'one' } as never },
      ]),
    ).rejects.toThrow(
      `Cannot queue the job ${bad}. The payload of a 'test.mail' job is not valid: n: Invalid input: expected number, received string`,
    );
    // An order email without its order, inside a change's transaction: the change fails with it.
    const orderless = `order.confirmation.${randomUUID()}`;
    await expect(
      shop.handle.db.transaction(async (tx) => {
        await enqueueJob(tx, { kind: TEST_MAIL, key: good, payload: { n: 2 } });
        await enqueueJob(tx, { kind: ORDER_JOBS.confirmation, key: orderless, payload: { about: 'N-1' } as never });
      }),
    ).rejects.toThrow(
      "The payload of a 'order.confirmation' job is not valid: orderId: Invalid input: expected string, received undefined",
    );
    expect(await jobsWithKey(good)).toEqual([]);
    expect(await jobsWithKey(bad)).toEqual([]);
    expect(await jobsWithKey(orderless)).toEqual([]);
    expect(await shop.handle.db.$count(jobs)).toBe(before);
  });

  it('a stored payload that does not fit (an older release, a hand edit) is dead on its first take, without running or retrying', async () => {
    const ran: number[] = [];
    const worker = new JobWorker({ db: shop.handle.db, log: shop.app.log });
    worker.register([handleJob(TEST_MAIL, async (payload) => void ran.push(payload.n))]);
    const badKey = `test.mail.${randomUUID()}`;
    const goodKey = `test.mail.${randomUUID()}`;
    // Written past enqueueJob, as a row of another release would be.
    await shop.handle.db.insert(jobs).values({ kind: TEST_MAIL.name, idempotencyKey: badKey, payload: { count: 1 }, maxAttempts: 8 });
    await enqueueJob(shop.handle.db, { kind: TEST_MAIL, key: goodKey, payload: { n: 7 } });

    expect(await worker.runDue()).toBe(2);
    expect(ran).toEqual([7]);
    const [dead] = await jobsWithKey(badKey);
    expect(dead).toMatchObject({
      state: 'dead',
      attempts: 1,
      lockedUntil: null,
      lastError: "The payload of a 'test.mail' job is not valid: n: Invalid input: expected number, received undefined",
    });
    expect(dead.finishedAt).toBeInstanceOf(Date);
    expect((await jobsWithKey(goodKey))[0]).toMatchObject({ state: 'done', attempts: 1, lastError: null });
    // Never taken again, however much time passes.
    expect(await worker.runDue({ laterMs: 10 * HOUR })).toBe(0);
    expect(ran).toEqual([7]);
  });

  it("a shop's own kind: an order email whose stored order id is not one is dead at once, shown to staff; the order's other emails go out", async () => {
    const { customer, orderId, orderNumber } = await placedOrder();
    const [confirmation] = (await jobsOfOrder(orderId)).filter((j) => j.kind === 'order.confirmation');
    await shop.handle.db
      .update(jobs)
      .set({ payload: { orderId: 42, about: orderNumber } })
      .where(eq(jobs.id, confirmation.id));

    await shop.jobs.runDue();
    const [dead] = await jobsWithKey(confirmation.idempotencyKey);
    expect(dead).toMatchObject({
      state: 'dead',
      attempts: 1,
      lastError: "The payload of a 'order.confirmation' job is not valid: orderId: Invalid input: expected string, received number",
    });
    expect(mailer.offered.filter((m) => m.idempotencyKey === confirmation.idempotencyKey)).toEqual([]);
    expect(mailer.deliveredTo(customer.email)).toEqual([]);
    expect(mailer.delivered.filter((m) => m.idempotencyKey === `order.sales_notice.${orderId}`)).toHaveLength(1);

    const owner = await staffToken(shop, 'owner');
    const list = (await shop.app.inject({ method: 'GET', url: '/api/v1/admin/jobs', headers: bearer(owner) })).json();
    expect(list.result.find((j: { id: number }) => j.id === dead.id)).toMatchObject({
      kind: 'order.confirmation',
      about: orderNumber,
      state: 'dead',
      attempts: 1,
      last_error: dead.lastError,
    });
  });
});
