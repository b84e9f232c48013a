import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  AdminPriceListAnswer,
  AdminPriceListPage,
  IdParams,
  PRICE_LIST_MESSAGES,
  PriceListImportAnswer,
  PriceListInput,
} from '@northbend/shared';
import { staffOf } from '../../plugins/staff-viewer.js';
import type { AdminPriceListService } from './admin-price-list-service.js';

const tags = ['admin'];
/** A rules CSV of 5,000 rows is about 400 KB. */
const CSV_MAX_CHARS = 2_000_000;

const ImportBody = z.object({
  csv: z
    .string({ message: 'csv must be the file’s text' })
    .min(1, 'The file is empty.')
    .max(CSV_MAX_CHARS, 'The file is too large (2 MB at most).'),
});
const ImportQuery = z.object({
  dry_run: z
    .enum(['true', 'false'])
    .default('true')
    .transform((v) => v === 'true')
    .describe('true (the default): only check the file'),
});

const who = (req: Parameters<typeof staffOf>[0]) => {
  const me = staffOf(req);
  return { id: me.id, email: me.email };
};

/** /api/v1/admin/price-lists (issue 27): contract prices, kept by owner and sales. */
/**
 * `catalogChanged` clears the buyers' prices kept by every API process (BuyerPriceBook) after each
 * committed change, so a buyer's next page shows the new contract.
 */
export const adminPriceListRoutes: FastifyPluginAsyncZod<{
  priceLists: AdminPriceListService;
  catalogChanged: () => Promise<void>;
}> = async (app, { priceLists, catalogChanged }) => {
  const config = { staff: 'prices.manage' } as const;

  app.get(
    '/',
    { config, schema: { tags, summary: 'Every price list (owner, sales)', response: { 200: AdminPriceListPage } } },
    async () => ({
      result: await priceLists.list(),
    }),
  );

  app.get(
    '/:id',
    {
      config,
      schema: { tags, summary: 'A price list with its companies and rules', params: IdParams, response: { 200: AdminPriceListAnswer } },
    },
    async (req) => ({ result: await priceLists.one(req.params.id) }),
  );

  app.post(
    '/',
    {
      config,
      schema: {
        tags,
        summary: 'Create a price list: companies, optional dates, rules of a fixed price or a percentage off, each from a quantity',
        body: PriceListInput,
        response: { 201: AdminPriceListAnswer },
      },
    },
    async (req, reply) => {
      const list = await priceLists.create(req.body, who(req));
      await catalogChanged();
      return reply.code(201).send({ result: list, message: PRICE_LIST_MESSAGES.created });
    },
  );

  app.put(
    '/:id',
    {
      config,
      schema: {
        tags,
        summary: 'Replace a price list (name, dates, companies, rules)',
        params: IdParams,
        body: PriceListInput,
        response: { 200: AdminPriceListAnswer },
      },
    },
    async (req) => {
      const result = await priceLists.update(req.params.id, req.body, who(req));
      await catalogChanged();
      return { result, message: PRICE_LIST_MESSAGES.saved };
    },
  );

  app.delete(
    '/:id',
    { config, schema: { tags, summary: 'Delete a price list', params: IdParams, response: { 200: z.object({ message: z.string() }) } } },
    async (req) => {
      await priceLists.remove(req.params.id, who(req));
      await catalogChanged();
      return { message: PRICE_LIST_MESSAGES.deleted };
    },
  );

  app.get(
    '/:id/rules.csv',
    { config, schema: { tags, summary: 'The rules as CSV (docs/price-lists.md)', params: IdParams, produces: ['text/csv'] } },
    async (req, reply) => {
      const { name, csv } = await priceLists.exportCsv(req.params.id);
      const file = name.replace(/[^A-Za-z0-9-]+/g, '-').replace(/^-|-$/g, '') || 'price-list';
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="${file}-rules.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/:id/rules/import',
    {
      config,
      schema: {
        tags,
        summary: 'Replace the rules from a CSV; dry_run=true (the default) only checks it',
        params: IdParams,
        querystring: ImportQuery,
        body: ImportBody,
        // A file with mistakes answers 400 in the same shape; a bad request (validation) in the usual one.
        response: { 200: PriceListImportAnswer, 400: z.union([PriceListImportAnswer, z.looseObject({ message: z.string() })]) },
      },
    },
    async (req, reply) => {
      const result = await priceLists.importCsv(req.params.id, req.body.csv, req.query.dry_run, who(req));
      if (!result.dry_run) await catalogChanged();
      if (result.errors.length)
        return reply.code(400).send({ result, message: `The file has ${result.errors.length} mistake(s); nothing was changed.` });
      return {
        result,
        message: result.dry_run ? `The file is fine: ${result.rules} rules would replace the list's.` : `${result.rules} rules imported.`,
      };
    },
  );
};
