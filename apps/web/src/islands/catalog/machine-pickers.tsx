/** @jsxImportSource preact */
import type { DropdownItem } from '@northbend/shared';
import { useEffect } from 'preact/hooks';
import { MachineMultiSelect } from './machine-multi-select';
import { useMachineModels } from './use-machine-models';

export interface MachineChoice {
  makeIds: string[];
  modelIds: string[];
}

interface MachinePickersProps {
  /** Prefix of the pickers' ids. */
  id: string;
  makes: DropdownItem[];
  /** The makes the page was drawn with and their models, so the model picker names them at once. */
  drawn: { makeIds: string[]; models: DropdownItem[] };
  choice: MachineChoice;
  onChange: (choice: MachineChoice) => void;
  /** A picker's list closed: its choice is complete. */
  onClose?: () => void;
}

/**
 * The machine make and model pickers of the store home's filter bar and the search page's tools
 * (spec sections 4 and 5): the models are those of the chosen makes, asked for when the makes change.
 */
export function MachinePickers({ id, makes, drawn, choice, onChange, onClose }: MachinePickersProps) {
  const models = useMachineModels(choice.makeIds, drawn);

  // Models that no chosen make offers any more leave the choice once the new list is in.
  useEffect(() => {
    if (!models) return;
    const kept = choice.modelIds.filter((m) => models.some((o) => o.value === m));
    if (kept.length !== choice.modelIds.length) onChange({ ...choice, modelIds: kept });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- runs when the offered models change
  }, [models]);

  return (
    <>
      <MachineMultiSelect
        id={`${id}-makes`}
        label="Machine make"
        placeholder="--- select machine makes ---"
        options={makes}
        selected={choice.makeIds}
        // Spec section 4: with no make chosen, the model list and selection are emptied.
        onChange={(ids) => onChange({ makeIds: ids, modelIds: ids.length ? choice.modelIds : [] })}
        onClose={onClose}
      />
      <MachineMultiSelect
        id={`${id}-models`}
        label="Machine model"
        placeholder="--- select machine models ---"
        options={models ?? []}
        busy={!models}
        selected={choice.modelIds}
        onChange={(ids) => onChange({ ...choice, modelIds: ids })}
        onClose={onClose}
      />
    </>
  );
}
