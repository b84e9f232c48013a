import { useEffect, useState } from 'react';
import { getMachineMakes, getMachineModels } from './lookup-api';
import type { MachinePickerItem } from './machine-picker';

/**
 * Machine makes, and the models of the chosen makes (spec section 4: with no make selected the
 * model list and the model selection are emptied; models of a make taken out are dropped).
 * Load failures stay in the console (spec section 8).
 */
export function useMachineChoices(makeIds: string[], setModelIds: (update: (ids: string[]) => string[]) => void) {
  const [makes, setMakes] = useState<MachinePickerItem[]>([]);
  const [models, setModels] = useState<MachinePickerItem[]>([]);

  useEffect(() => {
    const ctrl = new AbortController();
    getMachineMakes(ctrl.signal)
      .then(setMakes)
      .catch(() => undefined);
    return () => ctrl.abort();
  }, []);

  const makeKey = makeIds.join(',');
  useEffect(() => {
    if (!makeKey) {
      setModels([]);
      setModelIds(() => []);
      return;
    }
    const ctrl = new AbortController();
    getMachineModels(makeKey.split(','), ctrl.signal)
      .then((list) => {
        const offered = new Set(list.map((m) => m.value));
        setModels(list);
        setModelIds((ids) => ids.filter((id) => offered.has(id)));
      })
      .catch(() => undefined);
    return () => ctrl.abort();
  }, [makeKey, setModelIds]);

  return { makes, models };
}
