import type { KeywordDropdownId } from '@northbend/shared';
import { mmToIn, slugify } from './util.js';

export interface KeywordDropdownSeed {
  id: KeywordDropdownId;
  name: string;
  options: { value: string; name: string }[];
}

const MATERIALS = [
  'Mild Steel',
  'Stainless Steel 304',
  'Stainless Steel 316',
  'Aluminium 5052',
  'Aluminium 6061',
  'Galvanised Steel',
  'Pre-painted Steel',
  'Copper',
  'Brass',
  'High-Strength Steel (S355)',
  'Titanium Grade 2',
];

const THICKNESSES_MM = [0.5, 0.7, 0.8, 1.0, 1.2, 1.5, 2.0, 2.5, 3.0, 4.0, 5.0, 6.0];

/** Profile choices of a customer; values are stable slugs so saved profiles survive renames. */
export const KEYWORD_DROPDOWNS: KeywordDropdownSeed[] = [
  { id: 'DROPDOWN_SHEET_MATERIAL', name: 'Sheet Material', options: MATERIALS.map((name) => ({ value: slugify(name), name })) },
  {
    id: 'DROPDOWN_SHEET_THICKNESS',
    name: 'Sheet Thickness',
    options: THICKNESSES_MM.map((mm) => ({
      value: `${mm.toFixed(1).replace('.', '-')}-mm`,
      name: `${mm.toFixed(1)} mm (${mmToIn(mm).toFixed(3)} in)`,
    })),
  },
];
