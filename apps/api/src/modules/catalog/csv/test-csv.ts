// Fixtures of the catalog CSV tests (not a test file itself): files as spreadsheets save them,
// and the upload the back office makes.
import { readFileSync } from 'node:fs';
import type { LightMyRequestResponse } from 'fastify';
import { parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import { multipart } from '../../customers/test-utils.js';
import { bearer } from '../../../test/staff.js';
import type { TestShop } from '../../../test/test-app.js';
import { SAMPLE_CSV_PATH } from './routes.js';

export const sampleCsv = (): Buffer => readFileSync(SAMPLE_CSV_PATH);

/** The sample's rows as records by column name (the header is the sample's). */
export function sampleRecords(): Record<string, string>[] {
  return parse(sampleCsv(), { bom: true, columns: true }) as Record<string, string>[];
}

/** A CSV file of records, with the columns of the first record (or `columns`). */
export function csvOf(records: Record<string, string>[], columns = Object.keys(records[0] ?? {})): Buffer {
  return Buffer.from(stringify([columns, ...records.map((r) => columns.map((c) => r[c] ?? ''))], { record_delimiter: 'windows' }));
}

/** The rows of an export (header first). */
export const rowsOf = (csv: string | Buffer): string[][] => parse(csv, { bom: true }) as string[][];

/** POST /api/v1/admin/products/import with the file as the back office sends it (or no token). */
export function upload(
  shop: TestShop,
  token: string | null,
  file: Buffer,
  dryRun: boolean,
  filename = 'catalog.csv',
): Promise<LightMyRequestResponse> {
  const form = multipart([['file', { filename, contentType: 'text/csv', data: file }]]);
  return shop.app.inject({
    method: 'POST',
    url: `/api/v1/admin/products/import?dry_run=${dryRun}`,
    headers: { ...(token ? bearer(token) : {}), ...form.headers },
    payload: form.payload,
  });
}

export async function exportCsv(shop: TestShop, token: string): Promise<LightMyRequestResponse> {
  return shop.app.inject({ method: 'GET', url: '/api/v1/admin/products/export', headers: bearer(token) });
}
