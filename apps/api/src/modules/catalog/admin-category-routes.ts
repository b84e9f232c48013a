import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  AdminCategoryAnswer,
  AdminCategoryTree,
  AdminDeletedAnswer,
  CategoryCreateBody,
  CategoryMoveBody,
  CategoryUpdateBody,
  IdParams,
} from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { staffOf } from '../../plugins/staff-viewer.js';
import { adminCategoryService } from './admin-category-service.js';

const tags = ['admin'];

/** /api/v1/admin/categories…: the three-level category tree (owner, editor). */
export const adminCategoryRoutes: FastifyPluginAsyncZod<{ db: Database; catalogChanged: () => Promise<void> }> = async (
  app,
  { db, catalogChanged },
) => {
  acceptEmptyJson(app);
  const categories = adminCategoryService({ db, changed: catalogChanged });
  const config = { staff: 'catalog.edit' } as const;
  const params = IdParams;

  app.get(
    '',
    { config, schema: { tags, summary: 'The category tree with product counts (owner, editor)', response: { 200: AdminCategoryTree } } },
    async () => ({ result: await categories.tree() }),
  );

  app.post(
    '',
    {
      config,
      schema: {
        tags,
        summary: 'Create a category; the slug is made from the name unless given (owner, editor)',
        body: CategoryCreateBody,
        response: { 201: AdminCategoryAnswer },
      },
    },
    async (req, reply) => {
      const result = await categories.create(staffOf(req), req.body);
      return reply.code(201).send({ message: `The category "${result.category_name}" has been created.`, result });
    },
  );

  app.patch(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Rename, change the slug or the image (owner, editor)',
        params,
        body: CategoryUpdateBody,
        response: { 200: AdminCategoryAnswer },
      },
    },
    async (req) => ({ message: 'The category has been saved.', result: await categories.update(staffOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/:id/move',
    {
      config,
      schema: {
        tags,
        summary: 'Move under another parent (null: main category) and/or to a position among its siblings (owner, editor)',
        params,
        body: CategoryMoveBody,
        response: { 200: AdminCategoryAnswer },
      },
    },
    async (req) => ({ message: 'The category has been moved.', result: await categories.move(staffOf(req), req.params.id, req.body) }),
  );

  app.delete(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Delete a category with no subcategories and no products; 409 says what is left (owner, editor)',
        params,
        response: { 200: AdminDeletedAnswer },
      },
    },
    async (req) => ({ message: await categories.remove(staffOf(req), req.params.id) }),
  );
};
