import type { CatalogImportResult } from '@northbend/shared';
import { numericHead, PlainTable } from '../ui/plain-table';

type Changes = NonNullable<CatalogImportResult['changes']>;

/**
 * What a checked file would change of existing products (issue 28 item 7), row by row and field
 * by field, before → after, so staff see that the 3 rows they edited are the 3 that change.
 */
export function ImportChanges({ fileName, changes, updated }: { fileName: string; changes: Changes; updated: number }) {
  if (!changes.length) return null;
  return (
    <PlainTable
      label="Changes by row"
      caption={`What ${fileName} changes${updated > changes.length ? ` (the first ${changes.length} of ${updated} products)` : ''}`}
      className="nb-import-changes"
      head={[numericHead('Row'), 'Product', 'Field', 'Before', 'After']}
    >
      <tbody>
        {changes.flatMap((c) =>
          c.fields.map((f, i) => (
            <tr key={`${c.row}-${f.field}`}>
              <td className="nb-num nb-mono">{i === 0 ? c.row : ''}</td>
              <td>
                {i === 0 && (
                  <>
                    <span className="nb-mono">{c.product_sku}</span> {c.product_name}
                  </>
                )}
              </td>
              <td className="nb-mono">{f.field}</td>
              <td>
                <del>{f.before || '—'}</del>
              </td>
              <td>{f.after || '—'}</td>
            </tr>
          )),
        )}
      </tbody>
    </PlainTable>
  );
}
