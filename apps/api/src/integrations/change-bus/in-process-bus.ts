import { messageOf, Subscribers, type BusLog, type ChangeBus } from './change-bus.js';

/** One API process (PGlite, or tests): a change reaches this process's subscribers only, at once. */
export function inProcessBus(log: BusLog): ChangeBus {
  const subscribers = new Subscribers(log);
  return {
    kind: 'in-process',
    publish: async (topic, detail) => subscribers.notify(messageOf(topic, detail)),
    subscribe: (topic, listener) => subscribers.add(topic, listener),
    close: async () => undefined,
  };
}
