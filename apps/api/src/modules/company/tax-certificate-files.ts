import { randomUUID } from 'node:crypto';
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { TAX_CERTIFICATE_TEXTS, type TaxCertificateContentType } from '@northbend/shared';
import { badRequest } from '../../lib/http-errors.js';

/**
 * Certificate files (decision 026), kept as the quotes' drawings are (decision 017): under
 * DRAWINGS_DIR/tax-certificates, outside the web root, each under a name the server chose. The
 * name the company gave the file is metadata only, never a path.
 */

const FOLDER = 'tax-certificates';
const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
const EXTENSION: Record<TaxCertificateContentType, string> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpg' };
/** Only names this module chose are ever read or deleted, so a stored name can never point elsewhere. */
const OWN_NAME = /^[0-9a-f-]{36}\.(?:pdf|png|jpg)$/;

/** The file's type by its first bytes; the name and the declared type are the client's word only. */
export function certificateTypeOf(bytes: Buffer): TaxCertificateContentType | null {
  if (bytes.subarray(0, 5).toString('latin1') === '%PDF-') return 'application/pdf';
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_SIGNATURE)) return 'image/png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image/jpeg';
  return null;
}

export interface CheckedCertificateFile {
  data: Buffer;
  contentType: TaxCertificateContentType;
  /** The company's name for it, cut to a safe length and stripped of any path. */
  fileName: string;
}

/** Checks an uploaded certificate by content (400 otherwise); the size was bounded while it was read. */
export function checkCertificateFile(data: Buffer, uploadedName: string): CheckedCertificateFile {
  const contentType = certificateTypeOf(data);
  if (!contentType) throw badRequest(TAX_CERTIFICATE_TEXTS.fileType);
  const base = (uploadedName.split(/[\\/]/).pop() ?? '')
    .replace(/[^\p{L}\p{N} ._()+-]/gu, '_')
    .trim()
    .slice(-120);
  const fileName = base && base !== '.' && base !== '..' ? base : `certificate.${EXTENSION[contentType]}`;
  return { data, contentType, fileName };
}

const folderOf = (drawingsDir: string) => join(drawingsDir, FOLDER);

/** Writes the file under a new random name (temp file, then rename) and answers that name. */
export async function saveCertificateFile(drawingsDir: string, file: CheckedCertificateFile): Promise<string> {
  const folder = folderOf(drawingsDir);
  await mkdir(folder, { recursive: true });
  const name = `${randomUUID()}.${EXTENSION[file.contentType]}`;
  const temp = join(folder, `.${name}.tmp`);
  try {
    await writeFile(temp, file.data, { flag: 'wx', mode: 0o640 });
    await rename(temp, join(folder, name));
  } catch (err) {
    await rm(temp, { force: true });
    throw err;
  }
  return name;
}

export async function readCertificateFile(drawingsDir: string, storedName: string): Promise<Buffer | null> {
  if (!OWN_NAME.test(storedName)) return null;
  try {
    return await readFile(join(folderOf(drawingsDir), storedName));
  } catch (err) {
    if ((err as { code?: string }).code === 'ENOENT') return null;
    throw err;
  }
}

export async function removeCertificateFile(drawingsDir: string, storedName: string): Promise<void> {
  if (OWN_NAME.test(storedName)) await rm(join(folderOf(drawingsDir), storedName), { force: true });
}
