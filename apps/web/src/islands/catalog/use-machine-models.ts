import type { DropdownItem } from '@northbend/shared';
import { useEffect, useState } from 'preact/hooks';
import { getMachineModels } from '../../components/lookup-api';

const NONE: DropdownItem[] = [];

/**
 * The models of the chosen makes (spec section 4), for the islands' machine pickers: the server
 * gives the models of the makes the page was drawn with, and a new choice of makes asks the API.
 * Empty with no make chosen; `undefined` while a new choice's models are loading. A failure reads
 * as none (spec section 8: it stays in the console).
 */
export function useMachineModels(makeIds: string[], drawn: { makeIds: string[]; models: DropdownItem[] }): DropdownItem[] | undefined {
  const key = makeIds.join(',');
  const drawnKey = drawn.makeIds.join(',');
  const [loaded, setLoaded] = useState<{ key: string; models: DropdownItem[] }>({ key: drawnKey, models: drawn.models });

  useEffect(() => {
    if (!key || key === loaded.key) return;
    const abort = new AbortController();
    getMachineModels(makeIds, abort.signal).then(
      (models) => setLoaded({ key, models }),
      () => !abort.signal.aborted && setLoaded({ key, models: NONE }),
    );
    return () => abort.abort();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the key stands for makeIds
  }, [key]);

  if (!key) return NONE;
  return loaded.key === key ? loaded.models : undefined;
}
