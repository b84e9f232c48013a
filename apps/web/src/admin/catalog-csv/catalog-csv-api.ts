import type { CatalogImportAnswer, CatalogImportResult } from '@northbend/shared';
import { AdminApiError, adminDownload } from '../api/client';
import { postFile } from '../api/upload';

/** What an import call answered: a dry run's or an import's result, also when the server said 400 (mistakes, nothing written). */
export interface ImportOutcome {
  ok: boolean;
  message: string;
  result: CatalogImportResult;
}

/**
 * Sends the CSV file (multipart field `file`), refreshing an expired token once. A 400 that lists
 * the file's mistakes is an answer to show, not a failure; anything else that is not 200 throws.
 */
async function importFile(file: File, dryRun: boolean): Promise<ImportOutcome> {
  const res = await postFile(`products/import?dry_run=${dryRun}`, file);
  const answer = (await res.json().catch(() => null)) as Partial<CatalogImportAnswer> | null;
  if (answer?.result && (res.ok || res.status === 400)) return { ok: res.ok, message: answer.message ?? '', result: answer.result };
  throw new AdminApiError(res.status, answer?.message ?? `The upload failed (${res.status}).`);
}

/** docs/catalog-csv.md: the catalog as a spreadsheet file, both ways. */
export const catalogCsvApi = {
  exportCatalog: () => adminDownload('products/export'),
  sample: () => adminDownload('products/import/sample.csv'),
  check: (file: File) => importFile(file, true),
  import: (file: File) => importFile(file, false),
};
