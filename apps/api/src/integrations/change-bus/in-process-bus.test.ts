import { describe, expect, it, vi } from 'vitest';
import { CATALOG_TOPIC, SESSIONS_TOPIC, Subscribers } from './change-bus.js';
import { inProcessBus } from './in-process-bus.js';

const quietLog = () => ({ warn: vi.fn(), error: vi.fn() });

describe('in-process change bus', () => {
  it('calls the subscribers of the published topic at once, and only those', async () => {
    const bus = inProcessBus(quietLog());
    const catalog = vi.fn();
    const pages = vi.fn();
    bus.subscribe(CATALOG_TOPIC, catalog);
    bus.subscribe('pages', pages);
    await bus.publish(CATALOG_TOPIC);
    expect(catalog).toHaveBeenCalledTimes(1);
    expect(pages).not.toHaveBeenCalled();
    expect(bus.kind).toBe('in-process');
  });

  it('passes a detail along with its topic, and none when a topic is published bare', async () => {
    const bus = inProcessBus(quietLog());
    const sessions = vi.fn();
    bus.subscribe(SESSIONS_TOPIC, sessions);
    await bus.publish(SESSIONS_TOPIC, '6f1c2a7e-0000-4000-8000-000000000001');
    await bus.publish(SESSIONS_TOPIC);
    expect(sessions.mock.calls).toEqual([['6f1c2a7e-0000-4000-8000-000000000001'], [undefined]]);
  });

  it('stops calling a subscriber once it unsubscribes', async () => {
    const bus = inProcessBus(quietLog());
    const listener = vi.fn();
    const unsubscribe = bus.subscribe(CATALOG_TOPIC, listener);
    await bus.publish(CATALOG_TOPIC);
    unsubscribe();
    await bus.publish(CATALOG_TOPIC);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('a subscriber that throws is logged and the others still run', async () => {
    const log = quietLog();
    const bus = inProcessBus(log);
    const after = vi.fn();
    bus.subscribe(CATALOG_TOPIC, () => {
      throw new Error('cache gone wrong');
    });
    bus.subscribe(CATALOG_TOPIC, after);
    await bus.publish(CATALOG_TOPIC);
    expect(after).toHaveBeenCalledTimes(1);
    expect(log.error).toHaveBeenCalledWith(expect.objectContaining({ topic: CATALOG_TOPIC }), 'a change-bus subscriber failed');
  });
});

describe('Subscribers.notifyAll (after a reconnection)', () => {
  it('calls every subscriber of every topic once', () => {
    const subscribers = new Subscribers(quietLog());
    const [a, b, c] = [vi.fn(), vi.fn(), vi.fn()];
    subscribers.add(CATALOG_TOPIC, a);
    subscribers.add(CATALOG_TOPIC, b);
    subscribers.add('pages', c);
    subscribers.notifyAll();
    expect([a.mock.calls.length, b.mock.calls.length, c.mock.calls.length]).toEqual([1, 1, 1]);
  });
});
