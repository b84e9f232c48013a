import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { PageDirectoryAnswer } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { findBlocksOfPage, findPage, findPages } from './queries.js';
import { renderBlockFields } from './sanitize.js';

const tags = ['content'];
/** GET answers anyone may cache; a logged-in customer's are private (plugins/http-cache.ts). */
const config = { cache: 'public' } as const;
const PageParams = z.object({ id: z.string().regex(/^[A-Za-z]{1,40}$/, 'Invalid page id') });

export const contentRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get('/lists', { config, schema: { tags } }, async () => ({
    result: (await findPages(db)).map((p) => ({ _id: p.id, page_id: p.id, page_title: p.title, page_slug: p.slug })),
  }));

  app.get('/dropdown', { config, schema: { tags, response: { 200: PageDirectoryAnswer } } }, async () => ({
    result: (await findPages(db)).map((p) => ({ slug: p.slug, value: p.id })),
  }));

  app.get('/:id', { config, schema: { tags, params: PageParams } }, async (req) => {
    const page = await findPage(db, req.params.id);
    if (!page) throw notFound('Page not found');
    const blocks = await findBlocksOfPage(db, page.id);
    return {
      status: true,
      data: {
        result: [
          {
            _id: page.id,
            page_id: page.id,
            page_title: page.title,
            page_slug: page.slug,
            // Sanitised on the way out as well, so HTML that reached the database by any route is
            // safe; rendered for visitors here, so links get rel="noopener noreferrer" now, not on save.
            page_component_list: blocks.map((b) => ({
              cmpBlock_id: b.kind,
              cmp_block_order: b.blockOrder,
              ...(renderBlockFields(b.fields) as Record<string, unknown>),
            })),
          },
        ],
      },
    };
  });
};
