/**
 * What the database and the mail server must show after the soak: every answered order present
 * and whole, no order twice for one Idempotency-Key, no job left undone, every mail delivered once.
 */
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../apps/api/src/db/client.js';
import { messageIdOf } from '../../apps/api/src/integrations/mail/message-id.js';
import { totalsProblems, type Check, type OrderRow } from '../checkout/verify.js';
import type { RateTier } from '@northbend/shared';
import type { SmtpSink } from './smtp-sink.js';
import type { TrafficResult } from './traffic.js';

const sample = (items: string[]) =>
  items.length ? `: ${items.slice(0, 3).join('; ')}${items.length > 3 ? ` … (${items.length})` : ''}` : '';

/** Waits until no job is queued or running (the workers have caught up), or the time is up. */
export async function waitForJobs(db: Database, timeoutMs: number): Promise<{ open: number; seconds: number }> {
  const started = performance.now();
  for (;;) {
    const [{ open }] = await queryRows<{ open: number }>(
      db,
      sql`select count(*)::int as open from jobs where state in ('queued', 'running')`,
    );
    if (open === 0 || performance.now() - started > timeoutMs) return { open, seconds: (performance.now() - started) / 1000 };
    await new Promise((r) => setTimeout(r, 500));
  }
}

export async function auditSoak(
  db: Database,
  traffic: TrafficResult,
  sink: SmtpSink,
  tiers: readonly RateTier[],
  mailFrom: string,
): Promise<Check[]> {
  const checks: Check[] = [];
  const customers = [...new Set(traffic.placed.map((p) => p.customerId).concat(traffic.unanswered.map((u) => u.customerId)))];
  const rows = customers.length
    ? await queryRows<OrderRow & { idempotency_key: string | null }>(
        db,
        sql`select customer_id, order_number, sub_total_cents, shipping_cents, total_cents, lines, idempotency_key
            from orders where customer_id in (select jsonb_array_elements_text(${JSON.stringify(customers)}::jsonb)::uuid)`,
      )
    : [];
  const byNumber = new Map(rows.map((r) => [r.order_number, r]));

  const lost = traffic.placed.filter((p) => byNumber.get(p.orderId)?.customer_id !== p.customerId).map((p) => p.orderId);
  checks.push({
    name: 'answered orders present',
    ok: lost.length === 0,
    detail: `${traffic.placed.length - lost.length} of ${traffic.placed.length} in the database${sample(lost)}`,
  });

  const keys = new Map<string, number>();
  for (const r of rows) if (r.idempotency_key) keys.set(r.idempotency_key, (keys.get(r.idempotency_key) ?? 0) + 1);
  const doubled = [...keys].filter(([, n]) => n > 1).map(([k, n]) => `${k} ×${n}`);
  checks.push({
    name: 'no order twice for one key',
    ok: doubled.length === 0,
    detail: `${keys.size} keys, ${doubled.length} with more than one order${sample(doubled)}`,
  });

  const problems = rows.flatMap((r) => totalsProblems(r, tiers, undefined));
  checks.push({ name: 'every order whole', ok: problems.length === 0, detail: `${rows.length} orders checked${sample(problems)}` });

  // An order whose answer never came (even after retries) may or may not exist; it must not be doubled (above).
  const unansweredCreated = traffic.unanswered.filter((u) => keys.has(u.key)).length;
  checks.push({
    name: 'unanswered order requests',
    ok: true,
    detail: `${traffic.unanswered.length} never answered; ${unansweredCreated} of them created their order (once)`,
  });

  const jobs = await queryRows<{ kind: string; state: string; idempotency_key: string; attempts: number }>(
    db,
    sql`select kind, state, idempotency_key, attempts from jobs`,
  );
  const undone = jobs.filter((j) => j.state !== 'done').map((j) => `${j.kind} ${j.state}`);
  checks.push({
    name: 'every job done',
    ok: undone.length === 0,
    detail: `${jobs.length} jobs, ${jobs.filter((j) => j.attempts > 1).length} needed a retry, ${undone.length} not done${sample(undone)}`,
  });

  const expected = new Map(jobs.filter((j) => j.state === 'done').map((j) => [messageIdOf(j.idempotency_key, mailFrom), j.kind]));
  const delivered = [...sink.deliveries];
  const twice = delivered.filter(([, n]) => n > 1).map(([id, n]) => `${id} ×${n}`);
  const strangers = delivered.filter(([id]) => !expected.has(id)).map(([id]) => id);
  const missing = new Map<string, number>();
  for (const [id, kind] of expected) if (!sink.deliveries.has(id)) missing.set(kind, (missing.get(kind) ?? 0) + 1);
  checks.push({
    name: 'every mail delivered once',
    ok: twice.length === 0 && strangers.length === 0 && sink.anonymous === 0,
    detail: `${delivered.length} messages, ${twice.length} delivered twice, ${strangers.length + sink.anonymous} from no job${sample(twice.concat(strangers))}`,
  });
  checks.push({
    name: 'done jobs without a mail',
    ok: true,
    detail: missing.size
      ? [...missing].map(([kind, n]) => `${n}× ${kind}`).join(', ') + ' (jobs that send no mail, or lost mail: see kinds)'
      : 'none',
  });
  return checks;
}
