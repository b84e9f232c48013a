import { useState } from 'react';
import { messageOf } from './use-load';

/**
 * One action of a form or dialog: `run(call)` marks it busy and clears the last refusal; a call that
 * fails leaves the server's message (or the network's) in `error` for the form to show.
 */
export function useAction() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (call: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await call();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, setError, run };
}
