import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { imageVariantService } from './service.js';
import { parseVariantQuery } from './variant-request.js';

/** The route @fastify/static registers for the images folder (plugins/static.ts, prefix '/images/'). */
const IMAGES_ROUTE = '/images/*';

/**
 * `GET /images/*?w=<width>&f=<webp|avif|png>`: a resized or re-encoded copy of the image. Without
 * `w` and `f` the request goes on to @fastify/static and gets the original file as before. Both
 * share one URL path, and a path can have only one route, so the variant is answered from an
 * onRequest hook on the static route; fastify-plugin puts the hook on the root instance, where
 * that route lives.
 */
export const imageVariantRoutes = fp(async (app: FastifyInstance, opts: { imagesDir: string; cacheDir: string; cacheMaxBytes: number }) => {
  const images = imageVariantService({
    ...opts,
    onCacheWriteError: (err) => app.log.warn({ err }, 'image variant: could not write the cache file'),
  });

  app.addHook('onRequest', async (req, reply) => {
    if (req.routeOptions.url !== IMAGES_ROUTE || (req.method !== 'GET' && req.method !== 'HEAD')) return;
    const request = parseVariantQuery(req.query as Record<string, unknown>);
    if (!request) return;
    const { '*': path = '' } = req.params as { '*'?: string };
    const variant = await images.variant(path, request);
    // Immutable for a year: this assumes an image is never replaced under the same name. If one is,
    // the server makes fresh variants (new ETag), but browsers that hold an old one keep showing it.
    reply
      .header('Cache-Control', 'public, max-age=31536000, immutable')
      .header('X-Content-Type-Options', 'nosniff')
      .header('ETag', variant.etag);
    if (req.headers['if-none-match'] === variant.etag) return reply.code(304).send();
    return reply.type(variant.contentType).send(variant.body);
  });
});
