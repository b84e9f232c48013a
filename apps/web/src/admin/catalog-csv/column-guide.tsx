import { CATALOG_CSV_COLUMNS } from '@northbend/shared';
import { Panel } from '../ui/panel';
import { PlainTable } from '../ui/plain-table';

/** The file's columns as docs/catalog-csv.md lists them: what goes in each cell, with an example. */
export function ColumnGuide() {
  return (
    <Panel id="nb-csv-columns" title="Columns" padded={false}>
      <p className="nb-csv-columns__intro">
        One row per variant; a product without variants has one row with the variant columns empty. Only <code>product_sku</code> is
        required: a column left out of the file keeps what the catalog has.
      </p>
      <PlainTable label="Columns of the catalog file" className="nb-csv-columns" head={['Column', 'What goes in the cell', 'Example']}>
        <tbody>
          {CATALOG_CSV_COLUMNS.map((c) => (
            <tr key={c.name}>
              <th scope="row">
                <span className="nb-mono">{c.name}</span>
                <span className="nb-cell-sub">{c.level === 'product' ? 'Product' : 'Variant'}</span>
              </th>
              <td>{c.help}</td>
              <td>
                <span className="nb-mono nb-csv-columns__example">{c.example}</span>
              </td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
    </Panel>
  );
}
