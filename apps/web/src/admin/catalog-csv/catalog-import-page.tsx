import { useRef, useState } from 'react';
import { saveFile } from '../../lib/save-file';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { BusyButton } from '../ui/fields';
import { useNotify } from '../ui/notices';
import { PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { messageOf } from '../ui/use-load';
import { catalogCsvApi } from './catalog-csv-api';
import { ColumnGuide } from './column-guide';
import { ImportReport, type Report } from './import-report';

type Busy = 'export' | 'sample' | 'check' | 'import' | null;

const today = () => new Date().toISOString().slice(0, 10);
const size = (bytes: number) =>
  bytes < 1024 * 1024 ? `${Math.max(1, Math.round(bytes / 1024))} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;

/**
 * Catalog › Import / export (docs/catalog-csv.md): download the catalog, change it in a
 * spreadsheet, check the file (a dry run lists every mistake by row) and import it. Import is
 * offered only after a clean check of the very file chosen, and asks once more before writing.
 */
export function CatalogImportPage() {
  const notify = useNotify();
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  const [busy, setBusy] = useState<Busy>(null);
  const [report, setReport] = useState<Report | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);

  const checked = report?.kind === 'checked' && report.outcome.ok ? report : null;
  // Choosing another file drops the report, so a clean check here is a check of this file.
  const ready = checked !== null && checked.outcome.result.errors.length === 0 && file !== null;
  const changes = checked ? checked.outcome.result.created + checked.outcome.result.updated : 0;

  const download = async (which: 'export' | 'sample') => {
    setBusy(which);
    try {
      if (which === 'export') saveFile(await catalogCsvApi.exportCatalog(), `catalog-${today()}.csv`);
      else saveFile(await catalogCsvApi.sample(), 'catalog-sample.csv');
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setBusy(null);
    }
  };

  const choose = (chosen: File | null) => {
    setFile(chosen);
    setReport(null);
    setFailure(null);
  };

  const run = async (kind: 'check' | 'import') => {
    if (!file) return;
    setBusy(kind);
    setFailure(null);
    try {
      const outcome = kind === 'check' ? await catalogCsvApi.check(file) : await catalogCsvApi.import(file);
      setReport({ kind: kind === 'check' ? 'checked' : 'imported', fileName: file.name, outcome });
      if (kind === 'import' && outcome.ok) {
        notify('success', outcome.message);
        // The file is in the catalog now: importing it again needs a new choice and a new check.
        setFile(null);
        if (input.current) input.current.value = '';
      }
    } catch (err) {
      setFailure(messageOf(err));
    } finally {
      setBusy(null);
      setConfirming(false);
    }
  };

  return (
    <>
      <PageHeader
        title="Import and export"
        meta="Products with their variants and options, as one CSV file for a spreadsheet."
        actions={
          <>
            <BusyButton busy={busy === 'sample'} className="btn btn-sm btn-outline-primary" onClick={() => download('sample')}>
              Sample file
            </BusyButton>
            <BusyButton busy={busy === 'export'} className="btn btn-sm btn-primary" onClick={() => download('export')}>
              Export catalog
            </BusyButton>
          </>
        }
      />
      <div className="nb-csv-layout">
        <Panel id="nb-csv-import" title="Import a file">
          <ol className="nb-csv-steps">
            <li>
              <strong>Export the catalog</strong> (or take the sample file) and change it in a spreadsheet: one row per variant, the part
              number is the key.
            </li>
            <li>
              <strong>Save it as CSV UTF-8</strong> and choose it here.
            </li>
            <li>
              <strong>Check the file.</strong> Every mistake is listed by row; nothing is written.
            </li>
            <li>
              <strong>Import</strong> once the check is clean. It is all or nothing.
            </li>
          </ol>
          <div className="nb-csv-picker">
            <div className="nb-csv-picker__file">
              <label className="form-label" htmlFor="nb-csv-file">
                CSV file
              </label>
              <input
                ref={input}
                id="nb-csv-file"
                type="file"
                accept=".csv,text/csv"
                className="form-control form-control-sm"
                aria-describedby="nb-csv-file-hint"
                disabled={busy === 'check' || busy === 'import'}
                onChange={(e) => choose(e.target.files?.[0] ?? null)}
              />
              <span id="nb-csv-file-hint" className="nb-form-hint">
                {file ? `${file.name} · ${size(file.size)}` : 'At most 20 MB (about 40,000 rows).'}
              </span>
            </div>
            <div className="nb-csv-picker__actions">
              <BusyButton
                busy={busy === 'check'}
                className="btn btn-sm btn-outline-primary"
                disabled={!file || busy !== null}
                onClick={() => run('check')}
              >
                Check file
              </BusyButton>
              <BusyButton
                busy={busy === 'import'}
                className="btn btn-sm btn-primary"
                disabled={!ready || changes === 0 || busy !== null}
                onClick={() => setConfirming(true)}
                title={ready ? undefined : 'Check the file first: Import is offered after a check without mistakes.'}
              >
                Import
              </BusyButton>
            </div>
          </div>
          {failure && (
            <div className="alert alert-danger nb-csv-failure" role="alert">
              {failure}
            </div>
          )}
          {report && <ImportReport report={report} />}
        </Panel>
        <aside className="nb-panel nb-csv-rules" aria-labelledby="nb-csv-rules-title">
          <div className="nb-panel__head">
            <h2 className="nb-panel__title" id="nb-csv-rules-title">
              How an import works
            </h2>
          </div>
          <ul className="nb-panel__body">
            <li>A known part number updates that product; a new one creates a product.</li>
            <li>A column left out of the file keeps the catalog’s value: a file of part numbers and prices changes only prices.</li>
            <li>
              With a <code>variant_sku</code> column, each product’s rows are its whole list of variants. A variant no longer listed is
              removed (kept, archived, when it was ordered).
            </li>
            <li>New prices reach the storefront and every cart at once.</li>
            <li>Each import is one entry in the audit log.</li>
          </ul>
        </aside>
      </div>
      <ColumnGuide />
      <ConfirmDialog
        show={confirming}
        title={`Import ${checked?.fileName ?? 'the file'}?`}
        confirmLabel="Import now"
        busy={busy === 'import'}
        onConfirm={() => run('import')}
        onClose={() => setConfirming(false)}
      >
        <p className="mb-2">
          {checked?.outcome.result.created ?? 0} new products and {checked?.outcome.result.updated ?? 0} updated products go live in the
          storefront at once.
        </p>
        <p className="mb-0 nb-muted">The file is checked again while importing; if anything changed since, nothing is written.</p>
      </ConfirmDialog>
    </>
  );
}
