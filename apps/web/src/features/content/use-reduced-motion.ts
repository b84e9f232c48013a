import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

const media = () => (typeof window !== 'undefined' ? window.matchMedia?.(QUERY) : undefined);

function subscribe(onChange: () => void): () => void {
  const list = media();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * True when the visitor asked the system for less motion; slideshows then stay still. A
 * server-rendered page is drawn with motion (the server cannot know), and hydration starts from
 * the same, then takes the browser's answer.
 */
export function useReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => media()?.matches === true,
    () => false,
  );
}
