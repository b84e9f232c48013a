import type { Variant } from '@northbend/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { hasChoices } from './variant-config';

/** The option the tool finder may preselect: the die clearance of a die sold with one (issue 14). */
const CLEARANCE_OPTION_ID = 'clearance';

/** A variant the page opens with, and the option children picked for it. */
export interface PreselectedVariant {
  variant: Variant;
  options: Record<string, string>;
  /** Its panel opens: it has something to choose. */
  expand: boolean;
}

/**
 * The tool finder links to a die as `?variant=<id>&clearance=<child>` (features/tool-finder):
 * that variant is marked and opened, with the clearance chosen. Unknown ids and children are
 * ignored, so an old link still opens the page as usual.
 */
export function usePreselectedVariant(variants: Variant[]): PreselectedVariant | null {
  const [params] = useSearchParams();
  const id = params.get('variant');
  const clearance = params.get('clearance');
  return useMemo(() => {
    const variant = variants.find((v) => v._id === id);
    if (!variant) return null;
    const option = variant.variant_options.find(
      (o) =>
        o.variant_options_id === CLEARANCE_OPTION_ID && o.variant_options_lists.some((c) => c.variant_options_child_name === clearance),
    );
    return { variant, options: option && clearance ? { [option.variant_options_id]: clearance } : {}, expand: hasChoices(variant) };
  }, [variants, id, clearance]);
}
