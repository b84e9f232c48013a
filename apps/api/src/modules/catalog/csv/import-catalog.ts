import type { CatalogImportResult } from '@northbend/shared';
import type { Database } from '../../../db/client.js';
import { isUniqueViolation } from '../../../db/errors.js';
import { HttpError } from '../../../lib/http-errors.js';
import { recordAudit, type AuditActor } from '../../audit/index.js';
import { lockCatalogWrites } from '../admin-product-queries.js';
import { applyImport } from './apply.js';
import { checkImport, type ProductChanges, type ProductPlan } from './check-import.js';
import { priceChangesOf } from './plan-changes.js';
import { CsvFileError, parseCsv } from './parse.js';

export interface CatalogImportDeps {
  db: Database;
  /** Clears the catalog caches of every API process; called once the import is committed. */
  catalogChanged: () => Promise<void>;
}

export interface ImportRequest {
  data: Buffer;
  fileName: string;
  dryRun: boolean;
  staff: AuditActor;
}

/** The answer: 200 for a dry run (with or without mistakes) and a committed import, 400 when nothing could be written. */
export interface ImportAnswer {
  statusCode: 200 | 400;
  message: string;
  result: CatalogImportResult;
}

const none = (errors: CatalogImportResult['errors']): CatalogImportResult => ({ created: 0, updated: 0, errors });

/** The dry run lists this many changed products at most (the counts are whole). */
const MAX_CHANGES_LISTED = 1000;

const changesView = (changes: ProductChanges[]) =>
  changes
    .slice(0, MAX_CHANGES_LISTED)
    .map((c) => ({ row: c.row, product_sku: c.productSku, product_name: c.productName, fields: c.fields }));

/** Every price an import changes, product by product, for its audit entry. */
const priceChanges = (changes: ProductChanges[]) =>
  changes.flatMap((c) =>
    priceChangesOf(c.fields).map((f) => ({ product_sku: c.productSku, field: f.field, before: f.before, after: f.after })),
  );

/**
 * A dry run checks the file and writes nothing. A real run makes the same checks again inside
 * one transaction (the catalog may have changed since the dry run) and writes only when there
 * is not a single mistake: any mistake, and nothing is written. One audit entry per import.
 */
export async function importCatalog(deps: CatalogImportDeps, req: ImportRequest): Promise<ImportAnswer> {
  let table;
  try {
    table = await parseCsv(req.data);
  } catch (err) {
    if (!(err instanceof CsvFileError)) throw err;
    return { statusCode: 400, message: err.message, result: none([{ row: 1, message: err.message }]) };
  }

  if (req.dryRun) {
    const check = await checkImport(deps.db, table);
    const result = check.errors.length
      ? none(check.errors)
      : { created: check.created, updated: check.updated, unchanged: check.unchanged, changes: changesView(check.changes), errors: [] };
    return {
      statusCode: 200,
      message: check.errors.length ? mistakes(check.errors.length) : `${ready(result)}${statusesOf(check.plans)}`,
      result,
    };
  }

  let outcome;
  try {
    outcome = await deps.db.transaction(async (tx) => {
      const t = tx as unknown as Database;
      await lockCatalogWrites(t);
      const check = await checkImport(t, table);
      if (check.errors.length) return { errors: check.errors };
      const summary = await applyImport(t, check.plans);
      const prices = priceChanges(check.changes);
      await recordAudit(t, {
        staff: req.staff,
        action: 'catalog.import',
        entityType: 'catalog',
        summary:
          `CSV import of ${req.fileName}: ${summary.created} products created, ${summary.updated} updated` +
          `${check.unchanged ? `, ${check.unchanged} unchanged` : ''}${prices.length ? `; ${prices.length} price changes` : ''}`,
        after: {
          file: req.fileName,
          rows: table.rows.length,
          created: summary.created,
          updated: summary.updated,
          unchanged: check.unchanged,
          variants_archived: summary.variantsArchived,
          variants_deleted: summary.variantsDeleted,
          price_changes: prices,
          changes: changesView(check.changes),
        },
      });
      return { errors: [], created: summary.created, updated: summary.updated, unchanged: check.unchanged };
    });
  } catch (err) {
    // Only a writer that skipped the catalog lock could get here first.
    if (isUniqueViolation(err)) throw new HttpError(409, 'A part number of the file was taken while importing; check the file again.');
    throw err;
  }
  if (outcome.errors.length) {
    return { statusCode: 400, message: `${mistakes(outcome.errors.length)} Nothing was imported.`, result: none(outcome.errors) };
  }
  await deps.catalogChanged();
  const result = { created: outcome.created ?? 0, updated: outcome.updated ?? 0, unchanged: outcome.unchanged ?? 0, errors: [] };
  return {
    statusCode: 200,
    message: `Imported: ${result.created} products created, ${result.updated} updated${unchangedText(result)}.`,
    result,
  };
}

/**
 * What the file sets the products' status to (issue 28), for the dry run: " Status: 2 drafts,
 * 1 published from a later time, 1 archived." Nothing when the file has no product_status column.
 */
export function statusesOf(plans: ProductPlan[], now = new Date()): string {
  const counts = { draft: 0, published: 0, scheduled: 0, archived: 0 };
  let any = false;
  for (const p of plans) {
    const status = p.input.product_status;
    if (!status) continue;
    any = true;
    const at = p.input.product_publish_at;
    if (status === 'published' && at && new Date(at) > now) counts.scheduled++;
    else counts[status]++;
  }
  if (!any) return '';
  const parts = [
    counts.draft && `${counts.draft} ${counts.draft === 1 ? 'draft' : 'drafts'}`,
    counts.published && `${counts.published} published`,
    counts.scheduled && `${counts.scheduled} published from a later time`,
    counts.archived && `${counts.archived} archived`,
  ].filter(Boolean);
  return ` Status: ${parts.join(', ')}.`;
}

const mistakes = (n: number) => (n === 1 ? 'The file has 1 mistake.' : `The file has ${n} mistakes.`);
const unchangedText = (r: CatalogImportResult) => (r.unchanged ? `, ${r.unchanged} unchanged` : '');
const ready = (r: CatalogImportResult) =>
  `The file is ready to import: ${r.created} products to create, ${r.updated} to update${unchangedText(r)}.`;
