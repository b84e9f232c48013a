import { KEYWORD_DROPDOWNS, type KeywordDropdownId } from '@northbend/shared';
import { useEffect, useState } from 'react';
import type { MachinePickerItem } from '../../components/machine-picker';
import { useMachineChoices } from '../../components/use-machine-choices';
import { accountApi } from './account-api';

const [MATERIAL, THICKNESS] = KEYWORD_DROPDOWNS;

function useKeywordOptions(id: KeywordDropdownId): MachinePickerItem[] {
  const [options, setOptions] = useState<MachinePickerItem[]>([]);
  useEffect(() => {
    const ctrl = new AbortController();
    accountApi
      .keywordOptions(id, ctrl.signal)
      .then(setOptions)
      .catch(() => undefined);
    return () => ctrl.abort();
  }, [id]);
  return options;
}

/**
 * The choices of the profile form: machine makes, the models of the chosen makes (with no make the
 * models and their selection are emptied, spec section 4), and the sheet material and thickness
 * keyword dropdowns. Load failures stay in the console (spec section 8).
 */
export function useProfileChoices(makeIds: string[], setModelIds: (update: (ids: string[]) => string[]) => void) {
  const { makes, models } = useMachineChoices(makeIds, setModelIds);
  const materials = useKeywordOptions(MATERIAL);
  const thicknesses = useKeywordOptions(THICKNESS);
  return { makes, models, materials, thicknesses };
}
