import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminPageActionAnswer, AdminPageAnswer, AdminPageList, PageDraftInput, PageIdParams, PageVersionParams } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { staffOf } from '../../plugins/staff-viewer.js';
import { ADMIN_PAGE_MESSAGES, adminPageService } from './admin-service.js';

const tags = ['admin'];
/** A page's blocks with their HTML: the Home page is about 8 KB today, so 1 MB leaves room for long pages. */
const PAGE_BODY_LIMIT = 1024 * 1024;

/** /api/v1/admin/pages…: the seven content pages' drafts, publication and versions (owner, editor). */
export const adminPageRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, deps) => {
  // Publish, discard and restore take no body; the admin UI may still send an empty JSON one.
  acceptEmptyJson(app, PAGE_BODY_LIMIT);
  const pages = adminPageService(deps);
  const config = { staff: 'content.edit' } as const;
  const answer = { 200: AdminPageActionAnswer };

  app.get(
    '',
    {
      config,
      schema: {
        tags,
        summary: 'The content pages with their draft and publication state (owner, editor)',
        response: { 200: AdminPageList },
      },
    },
    async () => ({ result: await pages.list() }),
  );

  app.get(
    '/:page_id',
    {
      config,
      schema: {
        tags,
        summary: 'A page: its draft (or, without one, its published blocks) and its last 20 versions (owner, editor)',
        params: PageIdParams,
        response: { 200: AdminPageAnswer },
      },
    },
    async (req) => ({ result: await pages.detail(req.params.page_id) }),
  );

  app.put(
    '/:page_id',
    {
      config,
      schema: {
        tags,
        summary: "Save the page's draft: page_component_list in the storefront's block shape; visitors do not see it (owner, editor)",
        params: PageIdParams,
        body: PageDraftInput,
        response: answer,
      },
    },
    async (req) => ({
      message: ADMIN_PAGE_MESSAGES.draftSaved,
      result: await pages.saveDraft(staffOf(req), req.params.page_id, req.body.blocks),
    }),
  );

  app.post(
    '/:page_id/publish',
    {
      config,
      schema: {
        tags,
        summary: 'Publish the draft: it replaces the blocks visitors see and becomes a version; 409 without a draft (owner, editor)',
        params: PageIdParams,
        response: answer,
      },
    },
    async (req) => ({ message: ADMIN_PAGE_MESSAGES.published, result: await pages.publish(staffOf(req), req.params.page_id) }),
  );

  app.delete(
    '/:page_id/draft',
    { config, schema: { tags, summary: 'Discard the draft (owner, editor)', params: PageIdParams, response: answer } },
    async (req) => ({ message: ADMIN_PAGE_MESSAGES.discarded, result: await pages.discard(staffOf(req), req.params.page_id) }),
  );

  app.post(
    '/:page_id/versions/:version_id/restore',
    {
      config,
      schema: {
        tags,
        summary: 'Make a published version the draft again (owner, editor)',
        params: PageVersionParams,
        response: answer,
      },
    },
    async (req) => ({
      message: ADMIN_PAGE_MESSAGES.restored,
      result: await pages.restore(staffOf(req), req.params.page_id, req.params.version_id),
    }),
  );
};
