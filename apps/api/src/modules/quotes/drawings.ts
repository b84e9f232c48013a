import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { QUOTE_TEXTS, type QuoteDrawingContentType } from '@northbend/shared';
import { badRequest } from '../../lib/http-errors.js';

/**
 * Customers' drawings (decision 017): files under DRAWINGS_DIR, outside the web root and the
 * images folder, so no static route can ever serve one; each under a name the server chose. The
 * name the customer gave it is kept in the quote as metadata only, never as a path.
 */

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EXTENSION: Record<QuoteDrawingContentType, string> = {
  'application/pdf': 'pdf',
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'application/dxf': 'dxf',
};
/** Only names this module chose are ever read or deleted, so a stored name can never point elsewhere. */
const OWN_NAME = /^[0-9a-f-]{36}\.(?:pdf|png|jpg|dxf)$/;

/**
 * The drawing's type by its first bytes; the file name and the declared type are the client's word
 * only. A DXF is text (a group code 0 line, then SECTION, after optional white space) or AutoCAD's
 * binary form with its sentinel.
 */
export function drawingTypeOf(bytes: Buffer): QuoteDrawingContentType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  const head = bytes.subarray(0, 64).toString('latin1');
  if (head.startsWith('AutoCAD Binary DXF')) return 'application/dxf';
  if (/^\s*0\s*\r?\n\s*SECTION\s*(\r?\n|$)/.test(head)) return 'application/dxf';
  return null;
}

export interface CheckedDrawing {
  data: Buffer;
  contentType: QuoteDrawingContentType;
  /** The customer's name for it, cut to a safe length and stripped of any path. */
  fileName: string;
}

/** Checks an uploaded drawing by content (400 otherwise); the size was bounded while it was read. */
export function checkDrawing(data: Buffer, uploadedName: string): CheckedDrawing {
  const contentType = drawingTypeOf(data);
  if (!contentType) throw badRequest(QUOTE_TEXTS.drawingType);
  return { data, contentType, fileName: safeFileName(uploadedName, contentType) };
}

/** The last path segment, printable characters only, at most 120; a fitting name when nothing is left. */
function safeFileName(name: string, type: QuoteDrawingContentType): string {
  const base = (name.split(/[\\/]/).pop() ?? '')
    .replace(/[^\p{L}\p{N} ._()+-]/gu, '_')
    .trim()
    .slice(-120);
  return base && base !== '.' && base !== '..' ? base : `drawing.${EXTENSION[type]}`;
}

/** Writes the drawing under a new random name (temp file, then rename) and answers that name. */
export async function saveDrawing(drawingsDir: string, drawing: CheckedDrawing): Promise<string> {
  await mkdir(drawingsDir, { recursive: true });
  const name = `${randomUUID()}.${EXTENSION[drawing.contentType]}`;
  const temp = join(drawingsDir, `.${name}.tmp`);
  try {
    await writeFile(temp, drawing.data, { flag: 'wx', mode: 0o640 });
    await rename(temp, join(drawingsDir, name));
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  return name;
}

export async function readDrawing(drawingsDir: string, storedName: string): Promise<Buffer | null> {
  if (!OWN_NAME.test(storedName)) return null;
  try {
    return await readFile(join(drawingsDir, storedName));
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return null;
    throw err;
  }
}

export async function removeDrawing(drawingsDir: string, storedName: string): Promise<void> {
  if (OWN_NAME.test(storedName)) await rm(join(drawingsDir, storedName), { force: true });
}
