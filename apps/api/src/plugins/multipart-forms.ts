import multipart, { type FastifyMultipartBaseOptions, type Multipart } from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-errors.js';
import { fieldWithControlCharacter, hasControlCharacter } from './control-characters.js';

/**
 * Lets the routes of `app`'s scope read multipart/form-data within `limits`, under the rule JSON
 * bodies have (control-characters.ts): a control character in a field's value or name, or in a
 * file's name, is a 400 naming the field (issue 28: a NUL in the quote or profile form reached
 * PostgreSQL, a 500 with the failed SQL in the log). Every form registers through here and reads
 * its parts with `req.parts()`, so no form can skip the rule.
 */
export async function acceptMultipartForms(
  app: FastifyInstance,
  limits: NonNullable<FastifyMultipartBaseOptions['limits']>,
): Promise<void> {
  await app.register(multipart, { limits });
  app.addHook('preHandler', async (req) => {
    const parts = req.parts.bind(req);
    req.parts = (options) => refusingControlCharacters(parts(options));
  });
}

/**
 * The parts as they come, but a field with a control character is held back and the refusal is
 * thrown once the body has been read: the form still reads every file to its end, as it does
 * before any of its own refusals, and nothing has been written when it sees the error.
 */
async function* refusingControlCharacters(parts: AsyncIterableIterator<Multipart>): AsyncIterableIterator<Multipart> {
  let refusal: string | undefined;
  for await (const part of parts) {
    const problem = controlCharacterIn(part);
    refusal ??= problem;
    if (problem && part.type === 'field') continue;
    yield part;
  }
  if (refusal) throw badRequest(refusal);
}

function controlCharacterIn(part: Multipart): string | undefined {
  if (hasControlCharacter(part.fieldname)) return "A form field's name may not contain control characters";
  if (part.type === 'file') {
    return hasControlCharacter(part.filename) ? `${part.fieldname}: the file name may not contain control characters` : undefined;
  }
  return fieldWithControlCharacter(part.value) ? `${part.fieldname} may not contain control characters` : undefined;
}
