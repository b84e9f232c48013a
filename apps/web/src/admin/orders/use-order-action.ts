import { useState } from 'react';
import type { AdminOrderActionAnswer, AdminOrderDetail } from '@northbend/shared';
import { useNotify } from '../ui/notices';
import { messageOf } from '../ui/use-load';

/**
 * Runs one order action: busy while it runs, the server's refusal kept for the form, and on success
 * its message as a notice and the order as the server now has it.
 */
export function useOrderAction(onDone: (order: AdminOrderDetail) => void) {
  const notify = useNotify();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (action: () => Promise<AdminOrderActionAnswer>): Promise<boolean> => {
    setBusy(true);
    setError(null);
    try {
      const answer = await action();
      onDone(answer.result);
      notify('success', answer.message);
      return true;
    } catch (err) {
      setError(messageOf(err));
      return false;
    } finally {
      setBusy(false);
    }
  };
  return { busy, error, run, clearError: () => setError(null) };
}
