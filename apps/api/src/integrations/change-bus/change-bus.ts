/**
 * Tells every API process that something changed, so each drops what it cached of it (issue 12:
 * the catalog's counts, category subtrees and sidebar tree; issue 15: a customer's ended sessions).
 * Messages carry a topic and at most a short detail (which customer) and may be lost while a
 * connection is down; a subscriber is then called once without a detail when it is back, as if
 * everything had changed, and the caches' own time limits bound what a lost message can cost.
 */
export interface ChangeBus {
  readonly kind: 'in-process' | 'postgres' | 'redis';
  /** Announces a change of `topic` (of `detail` only, when given) to every process, this one included. */
  publish(topic: string, detail?: string): Promise<void>;
  /** Calls `listener` on each change of `topic`, with its detail; answers the unsubscribe. */
  subscribe(topic: string, listener: ChangeListener): () => void;
  close(): Promise<void>;
}

/** `detail` undefined: anything of the topic may have changed (no detail sent, or messages lost). */
export type ChangeListener = (detail?: string) => void;

/** The one string a message travels as: `topic` or `topic:detail` (topics hold no colon). */
export const messageOf = (topic: string, detail?: string): string => (detail === undefined ? topic : `${topic}:${detail}`);

/** The channel (PostgreSQL) or Redis channel the processes of one shop talk on. */
export const DEFAULT_CHANGE_CHANNEL = 'northbend_changes';

/** The topic of every committed catalog write (products, variants, categories, machines, keywords). */
export const CATALOG_TOPIC = 'catalog';

/** The topic of ended customer sessions (logout, password reset or change, account disabled); detail: the customer id. */
export const SESSIONS_TOPIC = 'sessions';

export interface BusLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The subscribers of one process, by topic; a listener that throws is logged and the others still run. */
export class Subscribers {
  private readonly byTopic = new Map<string, Set<ChangeListener>>();

  constructor(private readonly log: BusLog) {}

  add(topic: string, listener: ChangeListener): () => void {
    const set = this.byTopic.get(topic) ?? new Set();
    set.add(listener);
    this.byTopic.set(topic, set);
    return () => void set.delete(listener);
  }

  /** Calls the listeners of a received message (see messageOf). */
  notify(message: string): void {
    const colon = message.indexOf(':');
    const topic = colon < 0 ? message : message.slice(0, colon);
    const detail = colon < 0 ? undefined : message.slice(colon + 1);
    for (const listener of this.byTopic.get(topic) ?? []) {
      try {
        listener(detail);
      } catch (err) {
        this.log.error({ err, topic }, 'a change-bus subscriber failed');
      }
    }
  }

  /** After a reconnection: messages may have been missed, so every topic counts as changed. */
  notifyAll(): void {
    for (const topic of this.byTopic.keys()) this.notify(topic);
  }
}
