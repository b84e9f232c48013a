import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminKeywordDropdownAnswer, AdminKeywordDropdownList, KeywordDropdownBody, KeywordParams } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { staffOf } from '../../plugins/staff-viewer.js';
import { adminKeywordService } from './admin-keyword-service.js';

const tags = ['admin'];

/** /api/v1/admin/keywords…: the keyword dropdowns, sheet material and sheet thickness (owner, editor). */
export const adminKeywordRoutes: FastifyPluginAsyncZod<{ db: Database; catalogChanged: () => Promise<void> }> = async (
  app,
  { db, catalogChanged },
) => {
  const keywords = adminKeywordService({ db, changed: catalogChanged });
  const config = { staff: 'catalog.edit' } as const;

  app.get(
    '',
    {
      config,
      schema: {
        tags,
        summary: 'The keyword dropdowns with how many products and customer profiles hold each value (owner, editor)',
        response: { 200: AdminKeywordDropdownList },
      },
    },
    async () => ({ result: await keywords.list() }),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Save the whole list of options in order: new values are added, changed names renamed, missing values removed from the dropdown and from every product and customer profile (owner, editor)',
        params: KeywordParams,
        body: KeywordDropdownBody,
        response: { 200: AdminKeywordDropdownAnswer },
      },
    },
    async (req) => keywords.save(staffOf(req), req.params.id, req.body),
  );
};
