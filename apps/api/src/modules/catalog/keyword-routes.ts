import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { DropdownList, KeywordDropdownAnswer, KeywordParams, MachineModelsOfMakes } from '@northbend/shared';
import type { Database } from '../../db/client.js';
import { notFound } from '../../lib/http-errors.js';
import { dropdownOf } from './category-view.js';
import { findKeywordDropdown } from './keyword-queries.js';
import { findMachineMakes, findMachineModelsOfMakes } from './machine-queries.js';

const tags = ['keywords'];
/** GET answers anyone may cache; a logged-in customer's are private (plugins/http-cache.ts). */
const config = { cache: 'public' } as const;

export const keywordRoutes: FastifyPluginAsyncZod<{ db: Database }> = async (app, { db }) => {
  app.get(
    '/dropdown/find/:id',
    {
      config,
      schema: {
        tags,
        params: KeywordParams,
        response: { 200: KeywordDropdownAnswer },
      },
    },
    async (req) => {
      const dropdown = await findKeywordDropdown(db, req.params.id);
      if (!dropdown) throw notFound('Dropdown not found');
      return { result: { productDropdown_name: dropdown.name, productDropdown_options: dropdown.options } };
    },
  );

  app.get('/machine-make/dropdown', { config, schema: { tags, response: { 200: DropdownList } } }, async () => ({
    result: (await findMachineMakes(db)).map(dropdownOf),
  }));

  app.post(
    '/machine-model/dropdown/selected',
    { schema: { tags, body: MachineModelsOfMakes, response: { 200: DropdownList } } },
    async (req) => ({
      result: (await findMachineModelsOfMakes(db, req.body.machineMakeIds)).map(dropdownOf),
    }),
  );
};
