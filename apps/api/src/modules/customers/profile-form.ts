import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-errors.js';
import { PHOTO_MAX_BYTES, PHOTO_MESSAGES } from './profile-photo.js';

/** Busboy limits for the profile form: one photo, and room for every list item the shared schema allows sent as its own field. */
export const PROFILE_FORM_LIMITS = { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 400, fieldSize: 10 * 1024, parts: 401, headerPairs: 20 };

const PHOTO_FIELD = 'user_profile';
const LIST_FIELDS = new Set(['user_machine_make_ids', 'user_machine_model_ids', 'user_sheet_material', 'user_sheet_thickness']);

export interface ProfileForm {
  /** Text fields shaped for ProfileUpdate: the lists as arrays, every other field as its last value. */
  fields: Record<string, unknown>;
  photo: Buffer | null;
  resetPhoto: boolean;
}

/**
 * Reads the whole multipart body (bounded by PROFILE_FORM_LIMITS) before anything is checked or
 * written. A list arrives as repeated fields (`name` or `name[]`) or as one JSON array string.
 */
export async function readProfileForm(req: FastifyRequest): Promise<ProfileForm> {
  if (!req.isMultipart()) throw new HttpError(415, 'The profile must be sent as multipart/form-data.');
  const lists = new Map<string, unknown[]>();
  const fields: Record<string, unknown> = {};
  let photo: Buffer | null = null;
  let problem: HttpError | null = null;

  try {
    for await (const part of req.parts()) {
      if (part.type === 'file') {
        // Read every file to its end (bounded by fileSize) so the body is consumed either way.
        const data = await part.toBuffer();
        if (part.fieldname !== PHOTO_FIELD) problem ??= badRequest(`Only a ${PHOTO_FIELD} photo can be uploaded.`);
        // A form that picked no file still sends the part, empty.
        else if (data.length) photo = data;
        continue;
      }
      if (part.valueTruncated) problem ??= badRequest('A form field is too long.');
      const name = part.fieldname.replace(/\[\]$/, '');
      if (!LIST_FIELDS.has(name)) {
        fields[name] = part.value;
        continue;
      }
      const items = listItems(part.value);
      if (items) lists.set(name, [...(lists.get(name) ?? []), ...items]);
      else problem ??= badRequest('A list field is not a valid JSON array.');
    }
  } catch (err) {
    throw formError(err);
  }
  if (problem) throw problem;

  for (const [name, items] of lists) fields[name] = [...new Set(items)];
  const reset = fields.reset_profile;
  if (reset !== undefined && reset !== 'true' && reset !== 'false' && reset !== '')
    throw badRequest('reset_profile must be true or false.');
  delete fields.reset_profile;
  return { fields, photo, resetPhoto: reset === 'true' };
}

/** One field value of a list: a JSON array string, a plain value, nothing for '', null if broken. */
function listItems(value: unknown): unknown[] | null {
  if (Array.isArray(value)) return value; // a part sent as application/json, parsed by the plugin
  if (value === '') return [];
  if (typeof value !== 'string' || !value.trimStart().startsWith('[')) return [value];
  try {
    const parsed: unknown = JSON.parse(value);
    return Array.isArray(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

/** The multipart plugin's errors in words the customer can act on. */
function formError(err: unknown): Error {
  if (err instanceof HttpError) return err;
  switch ((err as { code?: string }).code) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return new HttpError(413, PHOTO_MESSAGES.tooLarge);
    case 'FST_FILES_LIMIT':
      return badRequest('Only one photo can be uploaded.');
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('The form has too many fields.');
    default:
      // Anything else thrown while reading the parts comes from the client's body (a cut-off
      // upload, a malformed part header, a field named __proto__).
      return badRequest('The form could not be read.');
  }
}
