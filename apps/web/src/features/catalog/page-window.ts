export type PageSlot = number | 'gap';

/**
 * The page numbers shown by the pagination control: the first and last page, the current one with
 * `span` pages either side, and a gap marker where numbers are left out. Short lists show every page.
 */
export function pageWindow(current: number, total: number, span = 1): PageSlot[] {
  if (total <= 1) return total === 1 ? [1] : [];
  const from = Math.max(2, current - span);
  const to = Math.min(total - 1, current + span);
  const slots: PageSlot[] = [1];
  if (from > 2) slots.push(from === 3 ? 2 : 'gap');
  for (let p = from; p <= to; p++) slots.push(p);
  if (to < total - 1) slots.push(to === total - 2 ? total - 1 : 'gap');
  slots.push(total);
  return slots;
}
