/**
 * A small in-process cache whose entries expire after `ttlMs`; the oldest entry goes when full.
 * For values that may be briefly stale across API processes (no shared state is needed).
 */
export function ttlCache<V>(ttlMs: number, maxEntries: number) {
  const entries = new Map<string, { at: number; value: Promise<V> }>();
  return {
    get(key: string, load: () => Promise<V>): Promise<V> {
      const hit = entries.get(key);
      if (hit && Date.now() - hit.at < ttlMs) return hit.value;
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const value = load();
      entries.set(key, { at: Date.now(), value });
      value.catch(() => entries.delete(key));
      return value;
    },
    clear: () => entries.clear(),
  };
}
