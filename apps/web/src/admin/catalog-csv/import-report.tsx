import { Link } from 'react-router';
import type { CatalogImportError } from '@northbend/shared';
import { adminPaths } from '../paths';
import { numericHead, PlainTable } from '../ui/plain-table';
import type { ImportOutcome } from './catalog-csv-api';
import { ImportChanges } from './import-changes';

export type Report = { kind: 'checked' | 'imported'; fileName: string; outcome: ImportOutcome };

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-US')} ${n === 1 ? one : many}`;

/** What the last check or import said: ready, imported, or the file's mistakes row by row. */
export function ImportReport({ report }: { report: Report }) {
  const { created, updated, unchanged = 0, changes = [], errors } = report.outcome.result;
  if (errors.length) return <Mistakes fileName={report.fileName} errors={errors} imported={report.kind === 'imported'} />;
  if (report.kind === 'imported') {
    return (
      <div className="nb-import-summary is-done" role="status">
        <p className="nb-import-summary__title">Imported {report.fileName}</p>
        <p className="nb-import-summary__counts">
          {plural(created, 'product')} created · {plural(updated, 'product')} updated
          {unchanged > 0 && <> · {plural(unchanged, 'product')} unchanged</>}
        </p>
        <p className="nb-import-summary__text">
          The storefront shows the changes now; carts are repriced when customers open them.{' '}
          <Link to={adminPaths.products}>See the products</Link>
        </p>
      </div>
    );
  }
  return (
    <>
      <div className="nb-import-summary is-ready" role="status">
        <p className="nb-import-summary__title">{report.fileName} is ready to import</p>
        <p className="nb-import-summary__counts">
          {plural(created, 'product')} to create · {plural(updated, 'product')} to update
          {unchanged > 0 && <> · {plural(unchanged, 'product')} unchanged</>}
        </p>
        <p className="nb-import-summary__text">Nothing has been written yet.</p>
      </div>
      <ImportChanges fileName={report.fileName} changes={changes} updated={updated} />
    </>
  );
}

function Mistakes({ fileName, errors, imported }: { fileName: string; errors: CatalogImportError[]; imported: boolean }) {
  const rows = new Set(errors.map((e) => e.row)).size;
  return (
    <div className="nb-import-mistakes">
      <div className="nb-import-summary is-error" role="alert">
        <p className="nb-import-summary__title">
          {plural(errors.length, 'mistake')} in {fileName}
          {rows > 1 && <span className="nb-import-summary__rows"> on {plural(rows, 'row')}</span>}
        </p>
        <p className="nb-import-summary__text">
          {imported ? 'Nothing was imported. ' : 'Nothing has been written. '}
          Fix the rows in the spreadsheet, save the file as CSV and check it again. Row 1 is the header row.
        </p>
      </div>
      <PlainTable
        label="Mistakes by row"
        caption={`Mistakes in ${fileName}, by spreadsheet row`}
        className="nb-import-errors"
        head={[numericHead('Row'), 'Problem']}
      >
        <tbody>
          {errors.map((e, i) => (
            <tr key={i}>
              <td className="nb-num nb-mono">{e.row}</td>
              <td>{e.message}</td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </div>
  );
}
