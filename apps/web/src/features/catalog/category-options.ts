export interface CategoryOptionSource {
  name: string;
  value: string;
  parent_category: string | null;
}

export interface CategoryOption {
  value: string;
  name: string;
  level: number;
}

/**
 * Orders the flat category dropdown as a tree: each category is followed by its children, siblings
 * by name, so the select reads as the catalog's outline. A category whose parent is missing from
 * the list is treated as a main category rather than dropped.
 */
export function categoryOptions(list: CategoryOptionSource[]): CategoryOption[] {
  const known = new Set(list.map((c) => c.value));
  const byParent = new Map<string, CategoryOptionSource[]>();
  for (const c of list) {
    const parent = c.parent_category && known.has(c.parent_category) ? c.parent_category : '';
    const siblings = byParent.get(parent);
    if (siblings) siblings.push(c);
    else byParent.set(parent, [c]);
  }
  // One collator for the whole sort: String#localeCompare sets one up per comparison, which made
  // this the longest script of the store home's first second on a phone (issue 13).
  const byName = new Intl.Collator('en').compare;
  const out: CategoryOption[] = [];
  const seen = new Set<string>();
  const walk = (parent: string, level: number) => {
    const children = [...(byParent.get(parent) ?? [])].sort((a, b) => byName(a.name, b.name));
    for (const c of children) {
      if (seen.has(c.value)) continue; // a cycle in bad data must not hang the page
      seen.add(c.value);
      out.push({ value: c.value, name: c.name, level });
      walk(c.value, level + 1);
    }
  };
  walk('', 0);
  return out;
}

/** Native <option>s cannot be styled per level, so the indent is made of no-break spaces. */
export const indentedLabel = (o: CategoryOption): string => `${'\u00a0\u00a0\u00a0\u00a0'.repeat(o.level)}${o.name}`;
