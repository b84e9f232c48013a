import { useState } from 'react';
import type { MeasurementUnit, Variant } from '@northbend/shared';
import { initialDraft, type PreselectedVariant, type VariantDraft } from './variant-config';

export { measurementCheck, selectionOf, type VariantDraft } from './variant-config';

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
