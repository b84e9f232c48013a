import type { CatalogImportAnswer, CatalogImportResult } from '@northbend/shared';
import { ADMIN_API, AdminApiError, adminDownload, refreshSession } from '../api/client';
import { adminSession } from '../api/session';

/** What an import call answered: a dry run's or an import's result, also when the server said 400 (mistakes, nothing written). */
export interface ImportOutcome {
  ok: boolean;
  message: string;
  result: CatalogImportResult;
}

function send(file: File, dryRun: boolean): Promise<Response> {
  const body = new FormData();
  body.append('file', file);
  const token = adminSession.token();
  // No content-type header: the browser writes the multipart boundary itself.
  return fetch(`${ADMIN_API}products/import?dry_run=${dryRun}`, {
    method: 'POST',
    body,
    headers: token ? { authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
}

async function expired(res: Response): Promise<boolean> {
  if (res.status === 401) return adminSession.token() !== null && adminSession.expired();
  if (res.status !== 403) return false;
  const body = (await res
    .clone()
    .json()
    .catch(() => null)) as { code?: string } | null;
  return body?.code === 'TOKEN_EXPIRED';
}

/**
 * Sends the CSV file (multipart field `file`), refreshing an expired token once. A 400 that lists
 * the file's mistakes is an answer to show, not a failure; anything else that is not 200 throws.
 */
async function importFile(file: File, dryRun: boolean): Promise<ImportOutcome> {
  let res = await send(file, dryRun);
  if ((await expired(res)) && (await refreshSession())) res = await send(file, dryRun);
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
