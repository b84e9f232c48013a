/**
 * Tells every API process that something changed, so each drops what it cached of it (issue 12:
 * the catalog's counts, category subtrees and sidebar tree). Messages carry only a topic and may
 * be lost while a connection is down; a subscriber is then called once when it is back, as if
 * everything had changed, and the caches' own time limits bound what a lost message can cost.
 */
export interface ChangeBus {
  readonly kind: 'in-process' | 'postgres' | 'redis';
  /** Announces a change of `topic` to every process, this one included. */
  publish(topic: string): Promise<void>;
  /** Calls `listener` on each change of `topic`; answers the unsubscribe. */
  subscribe(topic: string, listener: () => void): () => void;
  close(): Promise<void>;
}

/** The channel (PostgreSQL) or Redis channel the processes of one shop talk on. */
export const DEFAULT_CHANGE_CHANNEL = 'northbend_changes';

/** The topic of every committed catalog write (products, variants, categories, machines, keywords). */
export const CATALOG_TOPIC = 'catalog';

export interface BusLog {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** The subscribers of one process, by topic; a listener that throws is logged and the others still run. */
export class Subscribers {
  private readonly byTopic = new Map<string, Set<() => void>>();

  constructor(private readonly log: BusLog) {}

  add(topic: string, listener: () => void): () => void {
    const set = this.byTopic.get(topic) ?? new Set();
    set.add(listener);
    this.byTopic.set(topic, set);
    return () => void set.delete(listener);
  }

  notify(topic: string): void {
    for (const listener of this.byTopic.get(topic) ?? []) {
      try {
        listener();
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
