import type { FastifyInstance } from 'fastify';
import { badRequest } from '../lib/http-errors.js';

// C0 controls other than tab, line feed and carriage return, and DEL. PostgreSQL refuses a NUL in
// text outright (a 500 before this check), and the others have no business in a shop's fields.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;

export const hasControlCharacter = (text: string): boolean => CONTROL.test(text);

/** The first field (dotted path) whose text or key holds a control character, if any. */
export function fieldWithControlCharacter(value: unknown, path = ''): string | undefined {
  if (typeof value === 'string') return CONTROL.test(value) ? path || 'value' : undefined;
  if (Array.isArray(value)) {
    for (let i = 0; i < value.length; i++) {
      const found = fieldWithControlCharacter(value[i], path ? `${path}.${i}` : String(i));
      if (found) return found;
    }
    return undefined;
  }
  if (value && typeof value === 'object' && !Buffer.isBuffer(value)) {
    for (const [key, inner] of Object.entries(value)) {
      const at = path ? `${path}.${key}` : key;
      if (CONTROL.test(key)) return at;
      const found = fieldWithControlCharacter(inner, at);
      if (found) return found;
    }
  }
  return undefined;
}

/**
 * Refuses every request whose path parameters, query or JSON body carry a control character
 * (issue 15: a NUL byte in any field gave a 500). Runs before each route's own validation, so
 * no route can forget it; multipart forms get the same rule from multipart-forms.ts.
 */
export function refuseControlCharacters(app: FastifyInstance): void {
  app.addHook('preValidation', async (req) => {
    for (const part of [req.params, req.query, req.body]) {
      const field = fieldWithControlCharacter(part);
      if (field) throw badRequest(`${field} may not contain control characters`);
    }
  });
}
