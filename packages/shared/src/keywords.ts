/** Keyword dropdown ids the storefront asks for by name (spec section 3). */
export const KEYWORD_DROPDOWNS = ['DROPDOWN_SHEET_MATERIAL', 'DROPDOWN_SHEET_THICKNESS'] as const;
export type KeywordDropdownId = (typeof KEYWORD_DROPDOWNS)[number];
