import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CategoryList, IdParams, MainCategoriesAnswer, PageQuery, ProductPage, SelectedCategories } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { findAllCategories, findCategoryById, findChildCategories, findMainCategories } from './category-queries.js';
import { categoryView } from './category-view.js';
import type { ProductService } from './product-service.js';

const tags = ['categories'];
/** GET answers anyone may cache; a logged-in customer's are private (plugins/http-cache.ts). */
const config = { cache: 'public' } as const;

export const categoryRoutes: FastifyPluginAsyncZod<{ db: Database; products: ProductService }> = async (app, { db, products }) => {
  app.get('/dropdown', { config, schema: { tags, response: { 200: CategoryList } } }, async () => ({
    result: (await findAllCategories(db)).map(categoryView),
  }));

  app.get('/main/lists', { config, schema: { tags, response: { 200: MainCategoriesAnswer } } }, async () => ({
    status: true,
    data: { result: (await findMainCategories(db)).map(categoryView) },
  }));

  app.get('/dropdown/find-by-parent/:id', { config, schema: { tags, params: IdParams, response: { 200: CategoryList } } }, async (req) => {
    if (!(await findCategoryById(db, req.params.id))) throw notFound('Category not found');
    return { result: (await findChildCategories(db, [req.params.id])).map(categoryView) };
  });

  // The children of the selected categories, as models follow the selected makes.
  app.post('/dropdown/selected', { schema: { tags, body: SelectedCategories, response: { 200: CategoryList } } }, async (req) => ({
    result: (await findChildCategories(db, req.body.categoryIds)).map(categoryView),
  }));

  app.get(
    '/find-by-category/:id',
    { config, schema: { tags, params: IdParams, querystring: PageQuery, response: { 200: ProductPage } } },
    (req) => products.inCategory(req.params.id, req.query, req.viewer),
  );

  app.get('/:id', { config, schema: { tags, params: IdParams, response: { 200: CategoryList } } }, async (req) => {
    const category = await findCategoryById(db, req.params.id);
    if (!category) throw notFound('Category not found');
    return { result: [categoryView(category)] };
  });
};
