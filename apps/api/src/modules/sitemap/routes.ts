import type { FastifyPluginAsync } from 'fastify';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { robotsTxt, sitemapService } from './sitemap-service.js';

/** Sitemaps and robots.txt are the same for everyone: cached for an hour with an ETag (plugins/http-cache.ts). */
const config = { cache: 'public-hourly' } as const;
const schema = { hide: true };
const XML = 'application/xml; charset=utf-8';

/** /sitemap.xml (the index), /sitemap-{n}.xml and /robots.txt, at the site's root. */
export const sitemapRoutes: FastifyPluginAsync<{ db: Database; publicUrl: string; urlsPerFile?: number }> = async (app, opts) => {
  const sitemap = sitemapService(opts);
  const robots = robotsTxt(opts.publicUrl);

  app.get('/sitemap.xml', { config, schema }, async (_req, reply) => reply.type(XML).send(await sitemap.index()));

  app.get<{ Params: { n: string } }>('/sitemap-:n.xml', { config, schema }, async (req, reply) => {
    const file = /^[1-9]\d{0,6}$/.test(req.params.n) ? await sitemap.file(Number(req.params.n)) : null;
    if (file === null) throw notFound('Sitemap not found');
    return reply.type(XML).send(file);
  });

  app.get('/robots.txt', { config, schema }, async (_req, reply) => reply.type('text/plain; charset=utf-8').send(robots));
};
