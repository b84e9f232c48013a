import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CatalogImportAnswer, CatalogImportQuery, CatalogImportRefusal } from '@northbend/shared';
import { API_ROOT } from '../../../api-root.js';
import { HttpError, badRequest } from '../../../lib/http-errors.js';
import { staffOf } from '../../../plugins/staff-viewer.js';
import { exportCatalog } from './export.js';
import { importCatalog, type CatalogImportDeps } from './import-catalog.js';
import { acceptMultipartForms } from '../../../plugins/multipart-forms.js';

const tags = ['admin'];
/** 100,000 rows of a full export are about 45 MB; 20 MB holds well over 10,000 rows. */
export const CSV_MAX_BYTES = 20 * 1024 * 1024;
const FILE_FIELD = 'file';
/** docs/samples/catalog-sample.csv: documented, imported by the tests, and served to the back office. */
export const SAMPLE_CSV_PATH = join(API_ROOT, '../../docs/samples/catalog-sample.csv');

/**
 * /api/v1/admin/products/import and /export (docs/catalog-csv.md), registered with the prefix
 * /products next to the product editor's routes: these static paths win over its /:id.
 */
export const catalogCsvRoutes: FastifyPluginAsyncZod<CatalogImportDeps> = async (app, deps) => {
  // Only these routes parse multipart; the plugin stays inside this one.
  await acceptMultipartForms(app, { fileSize: CSV_MAX_BYTES, files: 1, fields: 10, parts: 11, headerPairs: 20 });
  const config = { staff: 'catalog.edit' } as const;

  app.get(
    '/export',
    {
      config,
      schema: {
        tags,
        summary: 'The whole catalog as CSV, archived products marked (owner, editor)',
        description: 'text/csv (UTF-8 with BOM), one row per variant; the columns are described in docs/catalog-csv.md.',
        produces: ['text/csv'],
      },
    },
    async (_req, reply) => {
      const day = new Date().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="catalog-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(exportCatalog(deps.db));
    },
  );

  app.post(
    '/import',
    {
      config,
      schema: {
        tags,
        summary: 'Create and update products from a CSV file; dry_run=true only checks it (owner, editor)',
        description:
          'multipart/form-data with one CSV file (field `file`, at most 20 MB). 200 for a dry run and for a committed import; ' +
          '400 with the same shape (created = updated = 0, the errors by row) when the file has mistakes and nothing was written, ' +
          'or when it cannot be read as the catalog CSV at all. See docs/catalog-csv.md.',
        querystring: CatalogImportQuery,
        consumes: ['multipart/form-data'],
        response: { 200: CatalogImportAnswer, 400: CatalogImportRefusal },
      },
    },
    async (req, reply) => {
      const file = await readCsvUpload(req);
      const answer = await importCatalog(deps, { ...file, dryRun: req.query.dry_run, staff: staffOf(req) });
      const { message, result } = answer;
      // Both answers carry the result: a 400 lists the mistakes as a dry run does.
      if (answer.statusCode === 400) return reply.code(400).send({ status: false as const, message, result });
      return { status: true, message, result };
    },
  );

  app.get(
    '/import/sample.csv',
    { config, schema: { tags, summary: 'A sample file with every column (owner, editor)', produces: ['text/csv'] } },
    async (_req, reply) =>
      reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="catalog-sample.csv"')
        .send(await readFile(SAMPLE_CSV_PATH)),
  );
};

/** The uploaded file, read whole (bounded by CSV_MAX_BYTES) before anything is checked. */
async function readCsvUpload(req: FastifyRequest): Promise<{ data: Buffer; fileName: string }> {
  if (!req.isMultipart()) throw new HttpError(415, `Send the CSV file as multipart/form-data (field "${FILE_FIELD}").`);
  let upload: { data: Buffer; fileName: string } | null = null;
  try {
    for await (const part of req.parts()) {
      if (part.type !== 'file') continue;
      // Read every file to its end so the body is consumed either way.
      const data = await part.toBuffer();
      upload ??= { data, fileName: part.filename || 'upload.csv' };
    }
  } catch (err) {
    if (err instanceof HttpError) throw err; // a refused field or file name (plugins/multipart-forms.ts)
    switch ((err as { code?: string }).code) {
      case 'FST_REQ_FILE_TOO_LARGE':
        throw new HttpError(413, `The file is larger than ${CSV_MAX_BYTES / 1024 / 1024} MB: split it into several files.`);
      case 'FST_FILES_LIMIT':
        throw badRequest('Send one CSV file at a time.');
      default:
        throw badRequest('The upload could not be read.');
    }
  }
  if (!upload) throw badRequest(`Choose a CSV file to import (form field "${FILE_FIELD}").`);
  return upload;
}
