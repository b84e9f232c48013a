import type { FastifyRequest } from 'fastify';
import { QUOTE_DRAWING_MAX_BYTES, QUOTE_TEXTS } from '@northbend/shared';
import { badRequest, HttpError } from '../../lib/http-errors.js';

const DRAWING_FIELD = 'drawing';

/** Busboy limits of the request form: one drawing and the few text fields (notes are the longest). */
export const QUOTE_FORM_LIMITS = {
  fileSize: QUOTE_DRAWING_MAX_BYTES,
  files: 1,
  fields: 10,
  fieldSize: 16 * 1024,
  parts: 11,
  headerPairs: 20,
};

export interface QuoteForm {
  fields: Record<string, unknown>;
  drawing: { data: Buffer; fileName: string } | null;
}

/**
 * Reads the whole multipart body (bounded by QUOTE_FORM_LIMITS) before anything is checked or
 * written: a refused form leaves neither a record nor a file behind.
 */
export async function readQuoteForm(req: FastifyRequest): Promise<QuoteForm> {
  if (!req.isMultipart()) throw new HttpError(415, 'The quote request must be sent as multipart/form-data.');
  const fields: Record<string, unknown> = {};
  let drawing: QuoteForm['drawing'] = null;
  let problem: HttpError | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // Read every file to its end (bounded by fileSize) so the body is consumed either way.
        const data = await part.toBuffer();
        if (part.fieldname !== DRAWING_FIELD) problem ??= badRequest('Only a drawing can be uploaded.');
        // A form that picked no file still sends the part, empty.
        else if (data.length) drawing = { data, fileName: part.filename ?? '' };
        continue;
      }
      if (part.valueTruncated) problem ??= badRequest('A form field is too long.');
      fields[part.fieldname] = part.value;
    }
  } catch (err) {
    throw formError(err);
  }
  if (problem) throw problem;
  return { fields, drawing };
}

function formError(err: unknown): Error {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, QUOTE_TEXTS.drawingTooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest('Upload one drawing per request.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('The form has too many fields.');
    default:
      return badRequest('The form could not be read.');
  }
}
