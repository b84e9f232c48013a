/** @jsxImportSource preact */
import { useEffect } from 'preact/hooks';

export interface ReplaceUrlIslandProps {
  /** The address the page really shows (path and query), put in place of the one asked for. */
  url: string;
}

/**
 * Draws nothing: puts the address of what the server drew in place of the one asked for, without a
 * new entry in the history. A listing asked for a page past its last shows page 1 (spec section 4),
 * and the address says so, as the client application's `setParams(…, { replace: true })` did.
 */
export default function ReplaceUrlIsland({ url }: ReplaceUrlIslandProps) {
  useEffect(() => {
    if (location.pathname + location.search !== url) history.replaceState(history.state, '', url);
  }, [url]);
  return null;
}
