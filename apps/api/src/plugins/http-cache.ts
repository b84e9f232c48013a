import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/**
 * How an answer anyone may see is cached. Each is public only for a visitor: the same route asked
 * by a logged-in customer (whose answers may hold prices, decision 003) is `private, no-store`.
 */
export const CACHE_RULES = {
  /** Catalog and content answers: a minute fresh, then served stale for ten while a cache refreshes it. */
  public: { cacheControl: 'public, max-age=60, stale-while-revalidate=600', vary: ['authorization', 'accept-encoding'] },
  /**
   * A server-rendered visitor's page (decision 019): a shared cache (CDN) keeps it a minute; a
   * browser asks again each time (a 304 while unchanged), so an edit shows on the next visit.
   */
  page: { cacheControl: 'public, max-age=0, s-maxage=60', vary: ['accept-encoding'] },
  /** The sitemap and robots.txt: the same for everyone, and search engines read them seldom. */
  'public-hourly': { cacheControl: 'public, max-age=3600', vary: ['accept-encoding'] },
} as const satisfies Record<string, { cacheControl: string; vary: readonly string[] }>;

export type CacheRule = keyof typeof CACHE_RULES;

/** What every answer that may hold prices or a customer's data gets, and every API answer not marked. */
export const PRIVATE = 'private, no-store';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The answer may be cached by anyone (CDN, browser) under this rule; unmarked API answers are not. */
    cache?: CacheRule;
  }
}

/** Rules given by a handler rather than its route's config (a page a catch-all renders), with the ETag when it knows it. */
const markedReplies = new WeakMap<FastifyReply, { rule: CacheRule; etag?: string }>();

/**
 * Marks this answer cacheable under `rule`, as a route's `config: { cache }` does: for handlers that
 * answer many kinds of paths, such as the server renderer's visitor pages. `etag` is the body's
 * (etagOf) when the handler keeps it already, or sends the body encoded (a kept page's brotli copy):
 * the tag stays that of the plain body, and is not hashed again.
 */
export function cacheAnswer(reply: FastifyReply, rule: CacheRule, etag?: string): FastifyReply {
  markedReplies.set(reply, { rule, etag });
  return reply;
}

/**
 * Adds request header names to Vary, keeping those already there. accept-encoding is in every rule,
 * not only on the answers compression encodes: the plain copy a client without gzip gets (or one
 * below the compression threshold) says so too, and a cache keeps the copies of one URL apart.
 */
function addVary(reply: FastifyReply, names: readonly string[]): void {
  const current = String(reply.getHeader('vary') ?? '')
    .split(',')
    .map((v) => v.trim().toLowerCase())
    .filter(Boolean);
  const all = [...new Set([...current, ...names])];
  if (all.length) reply.header('vary', all.join(', '));
}

/** The entity tags an If-None-Match names: `*`, or a list of tags, weak or strong (compared weakly). */
function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const opaque = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || opaque(tag) === opaque(etag));
}

/**
 * A weak ETag of the body as the handler made it, before compression: one tag for the gzip, deflate
 * and plain copies of one answer (they are the same representation, encoded), hence weak. The
 * response's CSP nonce is left out, so a page rendered again with a new nonce keeps its tag.
 */
export function etagOf(body: string | Buffer, nonce?: string): string {
  const text = nonce && typeof body === 'string' ? body.replaceAll(nonce, '') : body;
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

const isCustomer = (req: FastifyRequest) => (req as { viewer?: { kind: string } }).viewer?.kind === 'customer';

/**
 * HTTP caching of the shop's answers. A GET answer marked with a rule (route config `cache`, or
 * cacheAnswer) gets its Cache-Control, Vary and an ETag, and a request whose If-None-Match names
 * that ETag gets 304 without the body; for a logged-in customer the same route answers
 * `private, no-store` without an ETag. Every other /api answer is `private, no-store` unless its
 * route set a Cache-Control itself (payment methods, PDFs). Static files and images keep
 * @fastify/static's ETag and 304 (plugins/static.ts).
 *
 * Its onSend hook must run before @fastify/compress's (a route-level hook, so always after this
 * instance-level one), to hash the body before it is compressed.
 */
export function registerHttpCache(app: FastifyInstance): void {
  app.addHook('onSend', async (req, reply, payload) => {
    const marked = markedReplies.get(reply);
    const rule = marked?.rule ?? req.routeOptions.config?.cache;
    const answered = (req.method === 'GET' || req.method === 'HEAD') && reply.statusCode === 200;
    if (!rule || !answered) {
      if (req.url.startsWith('/api/') && !reply.hasHeader('cache-control')) reply.header('cache-control', PRIVATE);
      return payload;
    }
    const { cacheControl, vary } = CACHE_RULES[rule];
    addVary(reply, vary);
    if (isCustomer(req)) {
      reply.header('cache-control', PRIVATE);
      return payload;
    }
    reply.header('cache-control', cacheControl);
    if (typeof payload !== 'string' && !Buffer.isBuffer(payload)) return payload;
    const etag = marked?.etag ?? etagOf(payload, reply.cspNonce?.script);
    reply.header('etag', etag);
    // A 304 carries the ETag, Cache-Control and Vary of the answer it stands for, and no body.
    if (!matches(req.headers['if-none-match'], etag)) return payload;
    reply.code(304).removeHeader('content-type').removeHeader('content-length').removeHeader('content-encoding');
    return null;
  });
}
