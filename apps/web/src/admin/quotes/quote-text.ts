import { formatQuoteDay, type QuoteDrawing } from '@northbend/shared';

/** 'YYYY-MM-DD' as the storefront writes a quote's days ('Dec 30, 2026'); a dash when none. */
export const quoteDay = (day: string | null): string => (day ? formatQuoteDay(day) : '—');

/** A drawing's size as sales reads it. */
export function drawingSize(drawing: QuoteDrawing): string {
  const bytes = drawing.size_bytes;
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`;
}
