import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  FindManyByCategories,
  IdParams,
  PageQuery,
  ProductDetailAnswer,
  ProductFilter,
  ProductIds,
  ProductList,
  ProductPage,
  ProductSearch,
  ProductSearchAnswer,
  ProductSlugAnswer,
  ProductSlugParams,
  SearchResultsQuery,
} from '@northbend/shared';
import type { ProductService } from './product-service.js';
import type { TreeMake } from './tree-service.js';

const tags = ['catalog'];
/** GET answers anyone may cache; a logged-in customer's are private (plugins/http-cache.ts). */
const config = { cache: 'public' } as const;

export const productRoutes: FastifyPluginAsyncZod<{ products: ProductService; tree: () => Promise<TreeMake[]> }> = async (
  app,
  { products, tree },
) => {
  app.get('/lists', { config, schema: { tags, querystring: PageQuery, response: { 200: ProductPage } } }, (req) =>
    products.list(req.query, req.viewer),
  );

  app.post('/lists/filter', { schema: { tags, querystring: PageQuery, body: ProductFilter, response: { 200: ProductPage } } }, (req) =>
    products.filter(req.body, req.query, req.viewer),
  );

  app.post('/find-by-ids', { schema: { tags, body: ProductIds, response: { 200: ProductList } } }, async (req) => ({
    result: await products.byIds(req.body.ids, req.viewer),
  }));

  app.post('/find/many', { schema: { tags, body: FindManyByCategories, response: { 200: ProductList } } }, async (req) => ({
    result: await products.similar(req.body, req.viewer),
  }));

  app.post(
    '/search',
    {
      schema: {
        tags,
        body: ProductSearch,
        response: { 200: ProductSearchAnswer },
      },
    },
    async (req) => ({ status: true, data: await products.search(req.body.search, req.viewer) }),
  );

  app.post(
    '/search/results',
    {
      schema: {
        tags,
        summary:
          'The search results page: the best matches of the search, paged, sorted and narrowed by machine (price sorts: customers only)',
        querystring: PageQuery,
        body: SearchResultsQuery,
        response: { 200: ProductPage },
      },
    },
    (req) => products.searchPage(req.body, req.query, req.viewer),
  );

  app.get('/tree', { config, schema: { tags } }, async () => ({ result: await tree() }));

  app.get(
    '/slug/:slug',
    {
      config,
      schema: {
        tags,
        summary: 'The product a current or former slug names, with its current slug (404 when unknown or archived)',
        params: ProductSlugParams,
        response: { 200: ProductSlugAnswer },
      },
    },
    async (req) => ({ result: await products.bySlug(req.params.slug) }),
  );

  app.get('/:id', { config, schema: { tags, params: IdParams, response: { 200: ProductDetailAnswer } } }, async (req) => ({
    result: await products.one(req.params.id, req.viewer),
  }));
};
