import { QuoteOfferBody, type QuoteLine, type QuoteOfferLine } from '@northbend/shared';

/** A line of the offer editor as typed: text in every box, checked on 'Send quote'. */
export interface DraftLine {
  key: number;
  description: string;
  quantity: string;
  unit_price: string;
}

let nextKey = 1;
export const draftLine = (over: Partial<Omit<DraftLine, 'key'>> = {}): DraftLine => ({
  key: nextKey++,
  description: '',
  quantity: '1',
  unit_price: '',
  ...over,
});

/** The editor's start: the quote's current lines (a revision), or one line of the requested tool. */
export function startLines(lines: QuoteLine[], request: { tool_type: string; quantity: number }): DraftLine[] {
  if (lines.length)
    return lines.map((l) => draftLine({ description: l.description, quantity: String(l.quantity), unit_price: l.unit_price.toFixed(2) }));
  return [draftLine({ description: request.tool_type, quantity: String(request.quantity) })];
}

/** '1,250.50', '$ 12' → a number; '' or anything else → NaN (the schema then names the box). */
export function parseAmount(text: string): number {
  const clean = text.replace(/[$,\s]/g, '');
  return clean === '' || !/^-?\d*\.?\d*$/.test(clean) ? Number.NaN : Number(clean);
}

/** A line's total in cents while typing; null while its quantity or price is not a number yet. */
export function lineCents(line: DraftLine): number | null {
  const quantity = parseAmount(line.quantity);
  const price = parseAmount(line.unit_price);
  if (!Number.isFinite(quantity) || !Number.isFinite(price)) return null;
  return Math.round(quantity * Math.round(price * 100));
}

/** The running total of the lines that can be counted yet. */
export const totalCents = (lines: DraftLine[]): number => lines.reduce((sum, l) => sum + (lineCents(l) ?? 0), 0);

export type LineErrors = Partial<Record<'description' | 'quantity' | 'unit_price', string>>;
export interface OfferErrors {
  lines: LineErrors[];
  valid_until?: string;
  message?: string;
  /** About the lines as a whole ('Add at least one line'). */
  form?: string;
}

/** Checks the offer with the server's schema; the errors are placed on the boxes they concern. */
export function checkOffer(
  lines: DraftLine[],
  validUntil: string,
  message: string,
): { offer?: QuoteOfferBody; errors: OfferErrors; count: number } {
  const parsed = QuoteOfferBody.safeParse({
    lines: lines.map((l): QuoteOfferLine => ({
      description: l.description,
      quantity: parseAmount(l.quantity),
      unit_price: parseAmount(l.unit_price),
    })),
    valid_until: validUntil,
    message,
  });
  const errors: OfferErrors = { lines: lines.map(() => ({})) };
  if (parsed.success) return { offer: parsed.data, errors, count: 0 };
  let count = 0;
  for (const issue of parsed.error.issues) {
    const [first, index, field] = issue.path;
    if (first === 'lines' && typeof index === 'number' && typeof field === 'string') {
      const line = errors.lines[index];
      const key = field as keyof LineErrors;
      if (line && !line[key]) {
        line[key] = issue.message;
        count++;
      }
    } else if (first === 'valid_until' || first === 'message') {
      errors[first] ??= issue.message;
      count++;
    } else {
      errors.form ??= issue.message;
      count++;
    }
  }
  return { errors, count };
}
