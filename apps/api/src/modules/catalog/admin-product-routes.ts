import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AdminProductDetail, AdminProductPage, AdminProductQuery, AdminProductSaved, IdParams, ProductInput } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { acceptEmptyJson } from '../../plugins/empty-json.js';
import { staffOf } from '../../plugins/staff-viewer.js';
import { adminProductService } from './admin-product-service.js';

const tags = ['admin'];

/** A product with 200 variants of 20 options each is a large JSON body; more is no product. */
const PRODUCT_BODY_LIMIT = 4 * 1024 * 1024;

/** /api/v1/admin/products…: the back office's products (owner, editor). */
export const adminProductRoutes: FastifyPluginAsyncZod<{ db: Database; catalogChanged: () => Promise<void> }> = async (app, deps) => {
  // Archive, restore and duplicate take no body; an admin UI may still send an empty JSON one.
  acceptEmptyJson(app, PRODUCT_BODY_LIMIT);
  const products = adminProductService(deps);
  const config = { staff: 'catalog.edit' } as const;
  const params = IdParams;

  app.get(
    '',
    {
      config,
      schema: {
        tags,
        summary: 'Products, searched by name or part number and filtered by category, machine and archive state (owner, editor)',
        querystring: AdminProductQuery,
        response: { 200: AdminProductPage },
      },
    },
    (req) => products.list(req.query),
  );

  app.get(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'A product with all its variants, as the editor shows it (owner, editor)',
        params,
        response: { 200: AdminProductDetail },
      },
    },
    async (req) => ({ result: await products.detail(req.params.id) }),
  );

  app.post(
    '',
    {
      config,
      schema: {
        tags,
        summary: 'Create a product with its variants; prices in dollars (owner, editor)',
        body: ProductInput,
        response: { 201: AdminProductSaved },
      },
    },
    async (req, reply) => reply.code(201).send({ result: await products.create(staffOf(req), req.body) }),
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary:
          'Save a product: variants with _id are changed, new ones added, left-out ones deleted (or archived when ordered) (owner, editor)',
        params,
        body: ProductInput,
        response: { 200: AdminProductSaved },
      },
    },
    async (req) => ({ result: await products.update(staffOf(req), req.params.id, req.body) }),
  );

  app.post(
    '/:id/duplicate',
    {
      config,
      schema: {
        tags,
        summary: "Copy a product as '… (copy)' with part numbers suffixed -COPY (owner, editor)",
        params,
        response: { 201: AdminProductSaved },
      },
    },
    async (req, reply) => reply.code(201).send({ result: await products.duplicate(staffOf(req), req.params.id) }),
  );

  app.post(
    '/:id/archive',
    {
      config,
      schema: {
        tags,
        summary: 'Take a product off the storefront; past orders keep it (owner, editor)',
        params,
        response: { 200: AdminProductDetail },
      },
    },
    async (req) => ({ result: await products.archive(staffOf(req), req.params.id) }),
  );

  app.post(
    '/:id/restore',
    {
      config,
      schema: {
        tags,
        summary: 'Put an archived product back on the storefront (owner, editor)',
        params,
        response: { 200: AdminProductDetail },
      },
    },
    async (req) => ({ result: await products.restore(staffOf(req), req.params.id) }),
  );
};
