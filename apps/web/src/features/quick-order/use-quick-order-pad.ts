import { QUICK_ORDER_LIMITS, type QuickOrderTextRow } from '@northbend/shared';
import { useEffect, useRef, useState } from 'react';
import { lookupPartNumbers } from './quick-order-api';
import { canLookUp, newRow, partKey, withPastedRows, type Lookup, type PadRow, type RowChoices } from './quick-order-pad';

/** How long typing must pause before the pad looks its part numbers up. */
const LOOKUP_DELAY_MS = 350;
const FIRST_ROWS = 5;

/**
 * The pad's rows and the lookups of their part numbers. Lookups are cached by part number for the
 * visit, and the part numbers not yet asked about go in one request once typing pauses.
 */
export function useQuickOrderPad() {
  const [rows, setRows] = useState<PadRow[]>(() => Array.from({ length: FIRST_ROWS }, () => newRow()));
  const [lookups, setLookups] = useState<Record<string, Lookup>>({});
  const asked = useRef(new Set<string>());

  useEffect(() => {
    const wanted = [...new Set(rows.filter((r) => canLookUp(r.partNumber)).map((r) => partKey(r.partNumber)))].filter(
      (k) => !asked.current.has(k),
    );
    if (!wanted.length) return;
    const timer = setTimeout(() => {
      const batch = wanted.slice(0, QUICK_ORDER_LIMITS.rows);
      batch.forEach((k) => asked.current.add(k));
      setLookups((all) => ({ ...all, ...Object.fromEntries(batch.map((k) => [k, { state: 'loading' } as Lookup])) }));
      lookupPartNumbers(batch).then(
        (answer) =>
          setLookups((all) => ({
            ...all,
            ...Object.fromEntries(answer.result.map((match, i) => [batch[i], { state: 'done', match } as Lookup])),
          })),
        () => {
          // A failed lookup may be asked again when the row is edited.
          batch.forEach((k) => asked.current.delete(k));
          setLookups((all) => ({ ...all, ...Object.fromEntries(batch.map((k) => [k, { state: 'failed' } as Lookup])) }));
        },
      );
    }, LOOKUP_DELAY_MS);
    return () => clearTimeout(timer);
  }, [rows]);

  const update = (key: number, change: (row: PadRow) => Partial<PadRow>) =>
    setRows((all) => all.map((r) => (r.key === key ? { ...r, ...change(r), refusal: null } : r)));

  return {
    rows,
    lookupOf: (row: PadRow): Lookup | undefined => (canLookUp(row.partNumber) ? lookups[partKey(row.partNumber)] : undefined),
    // A new part number starts its chooser afresh.
    setPartNumber: (key: number, partNumber: string) => update(key, () => ({ partNumber, choices: null })),
    setQuantity: (key: number, quantity: string) => update(key, () => ({ quantity })),
    setChoices: (key: number, choices: RowChoices) => update(key, () => ({ choices })),
    addRow: () => setRows((all) => (all.length < QUICK_ORDER_LIMITS.rows ? [...all, newRow()] : all)),
    removeRow: (key: number) =>
      setRows((all) => {
        const left = all.filter((r) => r.key !== key);
        return left.length ? left : [newRow()];
      }),
    clear: () => setRows(Array.from({ length: FIRST_ROWS }, () => newRow())),
    /** Adds pasted or uploaded rows; answers how many did not fit. */
    paste: (pasted: QuickOrderTextRow[], at?: number): number => {
      // Pasting into a row's part number puts the rows where the paste happened.
      const index = at === undefined ? -1 : rows.findIndex((r) => r.key === at);
      const before = index < 0 ? rows : rows.slice(0, index);
      const after = index < 0 ? [] : rows.slice(index + 1).filter((r) => r.partNumber.trim() !== '');
      const merged = withPastedRows(before, pasted);
      const room = Math.max(0, QUICK_ORDER_LIMITS.rows - merged.rows.length);
      setRows([...merged.rows, ...after.slice(0, room)]);
      return merged.leftOut + Math.max(0, after.length - room);
    },
    /** After 'Add all to cart': the added rows leave the pad, the refused ones stay with their message. */
    settle: (sent: PadRow[], refusals: Map<number, string>) =>
      setRows((all) => {
        const sentKeys = new Set(sent.map((r) => r.key));
        const left = all
          .filter((r) => !sentKeys.has(r.key) || refusals.has(r.key))
          .map((r) => (refusals.has(r.key) ? { ...r, refusal: refusals.get(r.key) ?? null } : r));
        return left.some((r) => r.partNumber.trim() === '') ? left : [...left, newRow()];
      }),
  };
}

export type QuickOrderPad = ReturnType<typeof useQuickOrderPad>;
