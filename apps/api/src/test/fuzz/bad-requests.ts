import fc from 'fast-check';
import { hostilePathParam, hostileValue } from './hostile-values.js';

/** The part of an OpenAPI schema object that the generator reads. */
export interface Schema {
  type?: string | string[];
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  minimum?: number;
  format?: string;
  default?: unknown;
}

export interface Operation {
  method: string;
  path: string;
  parameters?: { in: string; name: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

export interface BadRequest {
  method: string;
  url: string;
  payload?: unknown;
}

/** A plausible value of a schema: the base that one field at a time is then spoiled in. */
export function plausible(schema: Schema | undefined, depth = 0): unknown {
  if (!schema || depth > 6) return 'x';
  if (schema.default !== undefined) return schema.default;
  if (schema.enum?.length) return schema.enum[0];
  const choice = schema.anyOf?.[0] ?? schema.oneOf?.[0] ?? schema.allOf?.[0];
  if (choice) return plausible(choice, depth + 1);
  const type = Array.isArray(schema.type) ? schema.type.find((t) => t !== 'null') : schema.type;
  switch (type) {
    case 'object':
      return Object.fromEntries(Object.entries(schema.properties ?? {}).map(([k, v]) => [k, plausible(v, depth + 1)]));
    case 'array':
      return [plausible(schema.items, depth + 1)];
    case 'integer':
    case 'number':
      return schema.minimum ?? 1;
    case 'boolean':
      return true;
    case 'string':
      return schema.format === 'uuid' ? '00000000-0000-4000-8000-000000000000' : schema.format === 'email' ? 'buyer@shopfloor.com' : 'x';
    default:
      return 'x';
  }
}

/** A body that is the plausible one with one field spoiled, removed, or an extra one added; or junk. */
function badBody(schema: Schema | undefined): fc.Arbitrary<unknown> {
  const base = plausible(schema);
  if (!base || typeof base !== 'object' || Array.isArray(base)) return fc.oneof(hostileValue, fc.jsonValue());
  const keys = Object.keys(base);
  const spoiled = keys.length
    ? fc.tuple(fc.constantFrom(...keys), hostileValue).map(([key, value]) => ({ ...base, [key]: value }))
    : hostileValue;
  const missing = keys.length
    ? fc.constantFrom(...keys).map((key) => Object.fromEntries(Object.entries(base).filter(([k]) => k !== key)))
    : fc.constant({});
  const extra = fc
    .tuple(fc.constantFrom('__proto__', 'constructor', 'prototype', 'extra', 'isAdmin', '$where'), hostileValue)
    .map(([k, v]) => {
      const body: Record<string, unknown> = { ...base };
      Object.defineProperty(body, k, { value: v, enumerable: true, configurable: true, writable: true });
      return body;
    });
  return fc.oneof(spoiled, spoiled, missing, extra, hostileValue, fc.jsonValue({ maxDepth: 3 }));
}

/** Requests for one operation: its path parameters, query and JSON body from its own schema, spoiled. */
export function badRequests(op: Operation): fc.Arbitrary<BadRequest> {
  const pathNames = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const query = (op.parameters ?? []).filter((p) => p.in === 'query');
  const jsonSchema = op.requestBody?.content?.['application/json']?.schema;
  const takesBody = op.method !== 'get' && op.method !== 'head' && op.method !== 'delete';
  return fc
    .record({
      params: fc.tuple(...pathNames.map(() => hostilePathParam)),
      query: fc.tuple(...query.map(() => fc.option(hostileValue, { nil: undefined }))),
      body: takesBody ? badBody(jsonSchema) : fc.constant(undefined),
    })
    .map(({ params, query: values, body }) => {
      let url = op.path;
      pathNames.forEach((name, i) => (url = url.replace(`{${name}}`, params[i]!)));
      const search = new URLSearchParams();
      query.forEach((p, i) => {
        const v = values[i];
        if (v !== undefined) search.append(p.name, typeof v === 'string' ? v : JSON.stringify(v));
      });
      const qs = search.toString();
      return { method: op.method.toUpperCase(), url: qs ? `${url}?${qs}` : url, payload: body };
    });
}

/** The values every field gets once, whatever the random runs pick: each has broken a route before. */
const NASTY_FIELD_VALUES: unknown[] = ['a\u0000b', 'x'.repeat(100_000), 2 ** 31, -1, JSON.parse('{"__proto__": {"polluted": true}}')];
const NASTY_PATH_VALUES = ['a%00b', 'x'.repeat(3000), '%F0%9F%94%A7'];

/**
 * The deterministic half of the fuzzing: each body field, query parameter and path parameter of
 * the operation with each nasty value in turn, the rest plausible.
 */
export function nastyRequests(op: Operation): BadRequest[] {
  const pathNames = [...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!);
  const plainPath = pathNames.reduce((url, name) => url.replace(`{${name}}`, '00000000-0000-4000-8000-000000000000'), op.path);
  const method = op.method.toUpperCase();
  const takesBody = op.method !== 'get' && op.method !== 'head' && op.method !== 'delete';
  const base = takesBody ? plausible(op.requestBody?.content?.['application/json']?.schema) : undefined;
  const requests: BadRequest[] = [];
  for (const name of pathNames) {
    for (const value of NASTY_PATH_VALUES)
      requests.push({ method, url: op.path.replace(`{${name}}`, value).replace(/\{[^}]+\}/g, 'x'), payload: base });
  }
  for (const p of (op.parameters ?? []).filter((q) => q.in === 'query')) {
    for (const value of NASTY_FIELD_VALUES) {
      requests.push({
        method,
        url: `${plainPath}?${new URLSearchParams({ [p.name]: typeof value === 'string' ? value : JSON.stringify(value) })}`,
        payload: base,
      });
    }
  }
  if (base && typeof base === 'object' && !Array.isArray(base)) {
    for (const key of Object.keys(base)) {
      for (const value of NASTY_FIELD_VALUES) requests.push({ method, url: plainPath, payload: { ...base, [key]: value } });
    }
  }
  return requests;
}
