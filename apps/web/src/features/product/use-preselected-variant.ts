import type { Variant } from '@northbend/shared';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router';
import { preselectedOf, type PreselectedVariant } from './variant-config';

export type { PreselectedVariant } from './variant-config';

/** The variant the tool finder's link names (`?variant=<id>&clearance=<child>`), see preselectedOf. */
export function usePreselectedVariant(variants: Variant[]): PreselectedVariant | null {
  const [params] = useSearchParams();
  const id = params.get('variant');
  const clearance = params.get('clearance');
  return useMemo(() => preselectedOf(variants, id, clearance), [variants, id, clearance]);
}
