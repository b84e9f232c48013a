import type { Client } from 'pg';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { DEFAULT_CHANGE_CHANNEL, messageOf, Subscribers, type BusLog, type ChangeBus } from './change-bus.js';

export interface PostgresBusOptions {
  /** The database the API uses: the listener holds one connection of its own to it. */
  databaseUrl: string;
  /** The API's pool: publishing is one `select pg_notify(…)` through it. */
  db: Database;
  log: BusLog;
  /** A channel name of lower-case letters, digits and underscores. */
  channel?: string;
  /** Reconnection waits: doubling from `minMs` up to `maxMs`. */
  retry?: { minMs: number; maxMs: number };
}

/**
 * Several API processes on one PostgreSQL: each LISTENs on a channel with a dedicated client, and a
 * change is announced with NOTIFY, which PostgreSQL delivers to every listener (this process's too).
 * A dropped listener reconnects with backoff and then tells its subscribers that anything may have
 * changed, since NOTIFYs sent meanwhile are gone.
 */
export async function postgresBus(opts: PostgresBusOptions): Promise<ChangeBus> {
  const channel = opts.channel ?? DEFAULT_CHANGE_CHANNEL;
  if (!/^[a-z_][a-z0-9_]{0,62}$/.test(channel)) throw new Error(`Invalid change-bus channel name: ${channel}`);
  const { minMs, maxMs } = opts.retry ?? { minMs: 100, maxMs: 5_000 };
  const { default: pg } = await import('pg');
  const subscribers = new Subscribers(opts.log);
  const lost = new WeakSet<Client>();
  let current: Client | null = null;
  let timer: NodeJS.Timeout | null = null;
  let failures = 0;
  let everConnected = false;
  let closed = false;

  function drop(client: Client, err?: unknown): void {
    if (lost.has(client)) return;
    lost.add(client);
    if (current === client) current = null;
    void client.end().catch(() => undefined);
    if (closed) return;
    const wait = Math.min(maxMs, minMs * 2 ** failures++);
    opts.log.warn({ err, retryInMs: wait }, 'change bus: the PostgreSQL listener is disconnected; reconnecting');
    timer = setTimeout(() => {
      timer = null;
      void connect();
    }, wait);
    timer.unref();
  }

  async function connect(): Promise<void> {
    const client = new pg.Client({ connectionString: opts.databaseUrl, connectionTimeoutMillis: 5_000, keepAlive: true });
    client.on('notification', (msg) => {
      if (msg.channel === channel && msg.payload) subscribers.notify(msg.payload);
    });
    client.on('error', (err) => drop(client, err));
    client.on('end', () => drop(client));
    try {
      await client.connect();
      await client.query(`listen ${channel}`);
    } catch (err) {
      drop(client, err);
      return;
    }
    if (closed) {
      await client.end().catch(() => undefined);
      return;
    }
    current = client;
    failures = 0;
    if (everConnected) subscribers.notifyAll();
    everConnected = true;
  }

  // A first failure does not stop the start: the listener keeps retrying in the background.
  await connect();

  return {
    kind: 'postgres',
    async publish(topic, detail) {
      await opts.db.execute(sql`select pg_notify(${channel}, ${messageOf(topic, detail)})`);
    },
    subscribe: (topic, listener) => subscribers.add(topic, listener),
    async close() {
      closed = true;
      if (timer) clearTimeout(timer);
      const client = current;
      current = null;
      if (client) {
        lost.add(client);
        await client.end().catch(() => undefined);
      }
    },
  };
}
