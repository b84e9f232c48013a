import { DEFAULT_CHANGE_CHANNEL, messageOf, Subscribers, type BusLog, type ChangeBus } from './change-bus.js';

/**
 * Several API processes sharing a Redis (REDIS_URL): a change is PUBLISHed on a channel every process
 * SUBSCRIBEs to. ioredis reconnects and subscribes again by itself; each reconnection after the first
 * tells the subscribers that anything may have changed, since messages sent meanwhile are gone.
 */
export async function redisBus(opts: { redisUrl: string; log: BusLog; channel?: string }): Promise<ChangeBus> {
  const channel = opts.channel ?? DEFAULT_CHANGE_CHANNEL;
  // Loaded only here, so a single-process install never needs Redis.
  const { Redis } = await import('ioredis');
  const subscribers = new Subscribers(opts.log);
  const retryStrategy = (times: number) => Math.min(5_000, 100 * 2 ** Math.min(times, 6));
  const listener = new Redis(opts.redisUrl, { connectTimeout: 2_000, retryStrategy, maxRetriesPerRequest: null });
  // No offline queue for the publisher: while Redis is down a publish fails at once (and is logged)
  // instead of piling up; the writer's own process has forgotten its caches already.
  const publisher = new Redis(opts.redisUrl, { connectTimeout: 2_000, retryStrategy, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  let readyBefore = false;
  listener.on('ready', () => {
    if (readyBefore) subscribers.notifyAll();
    readyBefore = true;
  });
  listener.on('message', (from: string, topic: string) => {
    if (from === channel) subscribers.notify(topic);
  });
  listener.on('error', (err) => opts.log.warn({ err }, 'change bus: Redis listener unavailable; reconnecting'));
  publisher.on('error', (err) => opts.log.warn({ err }, 'change bus: Redis publisher unavailable'));
  // Waited for at most 2 s: with Redis down at start the API still starts (its caches then only
  // expire by time); the command waits in the listener's queue and runs once Redis is reachable.
  const subscribed = listener
    .subscribe(channel)
    .catch((err: unknown) => opts.log.warn({ err }, 'change bus: could not subscribe to Redis'));
  await Promise.race([subscribed, new Promise((resolve) => setTimeout(resolve, 2_000).unref())]);

  const quit = async (redis: InstanceType<typeof Redis>) => {
    // quit() waits for the server, which never answers while it is down.
    if (redis.status === 'ready') await redis.quit().catch(() => redis.disconnect());
    else redis.disconnect();
  };

  return {
    kind: 'redis',
    async publish(topic, detail) {
      await publisher.publish(channel, messageOf(topic, detail));
    },
    subscribe: (topic, fn) => subscribers.add(topic, fn),
    async close() {
      await Promise.all([quit(listener), quit(publisher)]);
    },
  };
}
