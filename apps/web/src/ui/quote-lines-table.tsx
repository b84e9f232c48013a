import type { QuoteLine } from '@northbend/shared';
import { TableHead, type HeadCell } from './table-head';

interface QuoteLinesTableProps {
  quoteNumber: string;
  lines: readonly QuoteLine[];
  total: number;
  /** Read by screen readers only. */
  caption: string;
  className: string;
  /** The page's money format. */
  money: (dollars: number) => string;
  /**
   * The back office's layout: the part number in a column of its own (kept on one line by its
   * stylesheet) and the total in bold. Without
   * it the storefront's: the part number under the description, each cell labelled (data-label) for
   * the phone's stacked rows.
   */
  partColumn?: boolean;
}

const right = (label: string): HeadCell => ({ label, className: 'text-end' });
const OFFICE_HEAD = ['Part No.', 'Description', right('Quantity'), right('Unit price'), right('Line total')];
const SHOP_HEAD = ['Description', right('Qty'), right('Unit price'), right('Line total')];

/** The priced lines of a quote (<quote_number>-<position> is each line's part number) and its total. */
export function QuoteLinesTable({ quoteNumber, lines, total, caption, className, money, partColumn = false }: QuoteLinesTableProps) {
  const labelled = (label: string) => (partColumn ? { className: 'text-end' } : { 'data-label': label, className: 'text-end' });
  return (
    <table className={className}>
      <caption className="visually-hidden">{caption}</caption>
      <TableHead cells={partColumn ? OFFICE_HEAD : SHOP_HEAD} />
      <tbody>
        {lines.map((l) => (
          <tr key={l._id}>
            {partColumn ? (
              <>
                <td>
                  {quoteNumber}-{l.position}
                </td>
                <td>{l.description}</td>
              </>
            ) : (
              <td data-label="Description">
                <span className="nb-quote-lines__desc">{l.description}</span>
                <span className="nb-quote-lines__sku">
                  Part No. {quoteNumber}-{l.position}
                </span>
              </td>
            )}
            <td {...labelled('Qty')}>{l.quantity}</td>
            <td {...labelled('Unit price')}>{money(l.unit_price)}</td>
            <td {...labelled('Line total')}>{money(l.line_total)}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr>
          <th scope="row" colSpan={partColumn ? 4 : 3} className={partColumn ? 'text-end' : undefined}>
            Total
          </th>
          <td className={partColumn ? 'text-end nb-cell-strong' : 'text-end'}>{money(total)}</td>
        </tr>
      </tfoot>
    </table>
  );
}
