// Quotes straight in the tables and request forms for the quote tests (not a test file itself).
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { shopToday } from '@northbend/shared';
import { jobs, quoteLines, quoteRequests } from '../../db/schema/index.js';
import type { TestShop } from '../../test/test-app.js';
import { multipart, type FilePart } from '../customers/test-utils.js';
import { demoDrawingPdf } from '../../seed/shop/quotes.js';

export const addDays = (n: number, from = shopToday()) =>
  new Date(Date.parse(`${from}T12:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);

export const pdfFile = (name = 'punch-drawing.pdf'): FilePart => ({
  filename: name,
  contentType: 'application/pdf',
  data: demoDrawingPdf('Punch'),
});

export const VALID_FIELDS: [string, string][] = [
  ['machine', 'Trumpf TruBend 5130'],
  ['tool_type', 'Gooseneck punch 30°'],
  ['quantity', '2'],
];

/** POST /api/v1/quotes as multipart (token: the authorization header's value, none: a visitor). */
export function postQuote(shop: TestShop, token: string | undefined, parts: [string, string | FilePart][]) {
  const body = multipart(parts);
  return shop.app.inject({
    method: 'POST',
    url: '/api/v1/quotes',
    headers: { ...body.headers, ...(token ? { authorization: token } : {}) },
    payload: body.payload,
  });
}

/**
 * A quote of the customer straight in the tables: 'Requested' without lines, or with `lines`
 * (unit prices in cents) 'Quoted' until `validUntil` (default: in 30 days) unless `status` says otherwise.
 */
export async function insertQuote(
  shop: TestShop,
  customerId: string,
  opts: {
    status?: 'Requested' | 'Quoted' | 'Declined';
    lines?: { description: string; quantity: number; unitPriceCents: number }[];
    validUntil?: string;
  } = {},
) {
  const status = opts.status ?? (opts.lines ? 'Quoted' : 'Requested');
  const [q] = await shop.handle.db
    .insert(quoteRequests)
    .values({
      customerId,
      status,
      machine: 'Amada HFE 100-3',
      toolType: 'Acute-angle die 30°',
      quantity: 4,
      validUntil: status === 'Requested' ? null : (opts.validUntil ?? addDays(30)),
    })
    .returning();
  if (opts.lines?.length)
    await shop.handle.db.insert(quoteLines).values(opts.lines.map((l, i) => ({ quoteId: q.id, position: i + 1, ...l })));
  return { ...q, quoteNumber: `Q-${q.number}` };
}

export const quoteByNumber = async (shop: TestShop, quoteNumber: string) =>
  (
    await shop.handle.db
      .select()
      .from(quoteRequests)
      .where(eq(quoteRequests.number, Number(quoteNumber.slice(2))))
  )[0];

export const quoteJobs = (shop: TestShop, kind: string) => shop.handle.db.select().from(jobs).where(eq(jobs.kind, kind));

/** The files (not the temp files) in the shop's drawings folder. */
export async function drawingFiles(shop: TestShop): Promise<string[]> {
  try {
    return await readdir(shop.config.drawingsDir);
  } catch {
    return [];
  }
}
