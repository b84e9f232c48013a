import { useState } from 'react';
import { boundsOf, defaultUnit, validateMeasurement, type MeasurementCheck, type MeasurementUnit, type Variant } from '@northbend/shared';
import type { PreselectedVariant } from './use-preselected-variant';
import { defaultChoices, type VariantSelection } from './variant-config';

/** What the customer has typed and picked for one variant, valid or not. */
export interface VariantDraft {
  unit: MeasurementUnit | null;
  input: string;
  options: Record<string, string>;
}

const initialDraft = (variant: Variant, picked?: Record<string, string>): VariantDraft => ({
  unit: defaultUnit(variant.variant_measurement),
  input: '',
  options: { ...defaultChoices(variant), ...picked },
});

/** The check of the typed measurement; null while nothing is typed or the variant takes none. */
export function measurementCheck(variant: Variant, draft: VariantDraft): MeasurementCheck | null {
  if (!draft.unit || draft.input.trim() === '') return null;
  return validateMeasurement(draft.input, draft.unit, boundsOf(variant.variant_measurement, draft.unit));
}

/** Spec section 4: the measurement is saved into the selection only when it is valid. */
export function selectionOf(variant: Variant, draft: VariantDraft): VariantSelection {
  const check = measurementCheck(variant, draft);
  return {
    measurement: check?.ok && draft.unit ? { type: draft.unit, value: check.value, min: check.min, max: check.max } : null,
    options: draft.options,
  };
}

/**
 * The variants table's configuration state, one draft per variant, kept while a panel is
 * collapsed so reopening it shows what was typed.
 */
export function useVariantDrafts(preselected?: PreselectedVariant | null) {
  const [drafts, setDrafts] = useState<Record<string, VariantDraft>>({});
  // The tool finder's choices start the preselected variant's draft (issue 14).
  const picked = (variant: Variant) => (preselected?.variant._id === variant._id ? preselected.options : undefined);
  const draftOf = (variant: Variant): VariantDraft => drafts[variant._id] ?? initialDraft(variant, picked(variant));
  const update = (variant: Variant, change: (d: VariantDraft) => Partial<VariantDraft>) =>
    setDrafts((all) => {
      const current = all[variant._id] ?? initialDraft(variant, picked(variant));
      return { ...all, [variant._id]: { ...current, ...change(current) } };
    });
  return {
    draftOf,
    setInput: (variant: Variant, input: string) => update(variant, () => ({ input })),
    // Spec section 5: changing the unit clears the value.
    setUnit: (variant: Variant, unit: MeasurementUnit) => update(variant, () => ({ unit, input: '' })),
    setOption: (variant: Variant, optionId: string, child: string) =>
      update(variant, (d) => ({ options: { ...d.options, [optionId]: child } })),
  };
}
