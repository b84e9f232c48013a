import type { FastifyReply, FastifyRequest } from 'fastify';
import { TAX_CERTIFICATE_MAX_BYTES, TAX_CERTIFICATE_TEXTS } from '@northbend/shared';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import type { CertificateFile } from './tax-certificate-service.js';

const FILE_FIELD = 'file';

/** Busboy limits of the upload form: one file and the three text fields. */
export const CERTIFICATE_FORM_LIMITS = {
  fileSize: TAX_CERTIFICATE_MAX_BYTES,
  files: 1,
  fields: 5,
  fieldSize: 1024,
  parts: 6,
  headerPairs: 20,
};

export interface CertificateForm {
  fields: Record<string, unknown>;
  file: { data: Buffer; fileName: string } | null;
}

/**
 * Reads the whole multipart body (bounded by CERTIFICATE_FORM_LIMITS) before anything is checked
 * or written, as the quote form does (decision 017); a file over the limit is a 400 here (the
 * issue's contract), not the quotes' 413.
 */
export async function readCertificateForm(req: FastifyRequest): Promise<CertificateForm> {
  if (!req.isMultipart()) throw new HttpError(415, 'The certificate must be sent as multipart/form-data.');
  const fields: Record<string, unknown> = {};
  let file: CertificateForm['file'] = null;
  let problem: HttpError | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // Read every file to its end (bounded by fileSize) so the body is consumed either way.
        const data = await part.toBuffer();
        if (part.fieldname !== FILE_FIELD) problem ??= badRequest('Only the certificate file can be uploaded.');
        else if (data.length) file = { data, fileName: part.filename ?? '' };
        continue;
      }
      if (part.valueTruncated) problem ??= badRequest('A form field is too long.');
      fields[part.fieldname] = part.value;
    }
  } catch (err) {
    if (err instanceof HttpError) throw err;
    const code = (err as { code?: string }).code;
    if (code === 'FST_REQ_FILE_TOO_LARGE') throw badRequest(TAX_CERTIFICATE_TEXTS.fileTooLarge);
    if (code === 'FST_FILES_LIMIT') throw badRequest('Upload one certificate at a time.');
    if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') throw badRequest('The form has too many fields.');
    throw badRequest('The form could not be read.');
  }
  if (problem) throw problem;
  return { fields, file };
}

/**
 * Sends a certificate as a download, never rendered in the shop's pages: attachment, the type its
 * content was checked as, no sniffing, no shared cache (as the quotes' drawings).
 */
export function sendCertificate(reply: FastifyReply, file: CertificateFile) {
  const ascii = file.fileName.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return reply
    .headers({
      'content-type': file.contentType,
      'content-disposition': `attachment; filename="${ascii}"; filename*=UTF-8''${encodeURIComponent(file.fileName)}`,
      'x-content-type-options': 'nosniff',
      'cache-control': 'private, no-store',
    })
    .send(file.data);
}
