import { randomUUID } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { shopToday } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { customers, quoteLines, quoteMessages, quoteRequests } from '../../db/schema/index.js';
import { shopTimeZone } from '../../lib/shop-time-zone.js';

const DAY = 86_400_000;
const HOUR = 3_600_000;
const DEMO_QUOTE_CUSTOMER = 'dana@precisionfab.example';

/** A one-page PDF, small and valid, as a customer's drawing would be. */
export function demoDrawingPdf(title: string): Buffer {
  const text = `BT /F1 18 Tf 72 720 Td (${title.replace(/[()\\]/g, '')}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 612 792] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${text.length} >>\nstream\n${text}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((o, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T12:00:00Z`) + n * DAY).toISOString().slice(0, 10);

/**
 * Three quotes of the demo buyer (issue 14 item 5), so the back office and /user/quotes show each
 * state: a request waiting for sales with a PDF drawing (written to DRAWINGS_DIR when given), an
 * offer valid for 30 days, and one that expired.
 */
export async function seedDemoQuotes(db: Database, a: { now: Date; salesId: string | null; drawingsDir?: string }): Promise<number> {
  const [dana] = await db.select({ id: customers.id }).from(customers).where(eq(customers.email, DEMO_QUOTE_CUSTOMER));
  if (!dana) return 0;
  const today = shopToday(a.now, shopTimeZone());
  const at = (daysAgo: number, hours = 0) => new Date(a.now.getTime() - daysAgo * DAY + hours * HOUR);

  let drawing = {};
  if (a.drawingsDir) {
    const pdf = demoDrawingPdf('Gooseneck punch, 30 deg, R0.8 tip: see dimensions');
    const name = `${randomUUID()}.pdf`;
    await mkdir(a.drawingsDir, { recursive: true });
    await writeFile(join(a.drawingsDir, name), pdf);
    drawing = {
      drawingFile: name,
      drawingName: 'gooseneck-punch-rev-B.pdf',
      drawingType: 'application/pdf' as const,
      drawingSize: pdf.length,
    };
  }
  await db.insert(quoteRequests).values({
    customerId: dana.id,
    machine: 'Trumpf TruBend 5130',
    toolType: 'Gooseneck punch, 30°, R0.8 tip',
    quantity: 2,
    neededBy: addDays(today, 21),
    notes: 'For 3 mm stainless return flanges of 40 mm. Drawing attached (rev B). Segmented lengths preferred.',
    ...drawing,
    createdAt: at(1, -3),
    updatedAt: at(1, -3),
    customerActivityAt: at(1, -3),
  });

  const [quoted] = await db
    .insert(quoteRequests)
    .values({
      customerId: dana.id,
      status: 'Quoted',
      machine: 'Amada HFE 100-3',
      toolType: 'Acute-angle die, 30°, V12',
      quantity: 4,
      notes: 'Same as the die we bought in spring, but 835 mm long.',
      validUntil: addDays(today, 30),
      answeredBy: a.salesId,
      createdAt: at(6),
      updatedAt: at(4),
      customerActivityAt: at(6),
      staffActivityAt: at(4),
    })
    .returning();
  await db.insert(quoteLines).values([
    { quoteId: quoted.id, position: 1, description: 'Acute-angle die 30°, V12, 835 mm, hardened', quantity: 4, unitPriceCents: 41850 },
    { quoteId: quoted.id, position: 2, description: 'Die holder shim set, 835 mm', quantity: 1, unitPriceCents: 6400 },
  ]);
  if (a.salesId)
    await db.insert(quoteMessages).values({
      quoteId: quoted.id,
      author: 'staff',
      staffId: a.salesId,
      body: 'Hello Dana, here is our offer: lead time 3 weeks from your order. The shim set keeps the tool height matched to your existing dies.',
      createdAt: at(4),
    });

  const [expired] = await db
    .insert(quoteRequests)
    .values({
      customerId: dana.id,
      status: 'Quoted',
      machine: 'Trumpf TruPunch 3000',
      toolType: 'Louvre forming tool, 60 × 8 mm',
      quantity: 1,
      validUntil: addDays(today, -5),
      answeredBy: a.salesId,
      createdAt: at(40),
      updatedAt: at(35),
      customerActivityAt: at(40),
      staffActivityAt: at(35),
      customerSeenAt: at(34),
    })
    .returning();
  await db.insert(quoteLines).values({
    quoteId: expired.id,
    position: 1,
    description: 'Louvre forming tool 60 × 8 mm, Trumpf style',
    quantity: 1,
    unitPriceCents: 128900,
  });
  return 3;
}
