import { readNumber, writeNumber } from './cells.js';

/** A piece's box (decision 031) as the catalog file writes it: '12x4x4', length x width x height in inches. */
export interface Box {
  length: number;
  width: number;
  height: number;
}

interface BoxColumns {
  shippingLengthIn: number | null;
  shippingWidthIn: number | null;
  shippingHeightIn: number | null;
}

/** The stored box as a cell: empty when any side is unknown. */
export const writeBox = (r: BoxColumns): string =>
  r.shippingLengthIn && r.shippingWidthIn && r.shippingHeightIn
    ? [r.shippingLengthIn, r.shippingWidthIn, r.shippingHeightIn].map(writeNumber).join('x')
    : '';

export const boxOf = (r: BoxColumns): Box | null =>
  r.shippingLengthIn && r.shippingWidthIn && r.shippingHeightIn
    ? { length: r.shippingLengthIn, width: r.shippingWidthIn, height: r.shippingHeightIn }
    : null;

/**
 * A box cell: empty is none; three figures separated by x (or ×, *, spaces around them allowed) are
 * the sides; anything else is a mistake the caller names with the column. The sides' limits are
 * ProductInput's (the same message as the back office's).
 */
export function readBox(cell: string): Box | null | 'unreadable' {
  const text = cell.trim();
  if (!text) return null;
  const sides = text.split(/\s*[x×*]\s*/i).map(readNumber);
  if (sides.length !== 3 || sides.some((s) => typeof s !== 'number')) return 'unreadable';
  const [length, width, height] = sides as number[];
  return { length, width, height };
}

export const boxMistake = (column: string) => `${column}: write the box as length x width x height in inches, e.g. 12x4x4`;
