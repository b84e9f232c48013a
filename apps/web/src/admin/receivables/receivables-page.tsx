import { Link } from 'react-router';
import { RECEIVABLE_BUCKETS, type Receivable, type ReceivableBuckets } from '@northbend/shared';
import { formatMoney } from '../../ui/money';
import { adminPaths } from '../paths';
import { PageHeader } from '../ui/page-header';
import { ACTIONS_HEAD, numericHead, PlainTable } from '../ui/plain-table';
import { Empty, LoadError, Loading } from '../ui/states';
import { useLoad } from '../ui/use-load';
import { receivablesApi } from './receivables-api';
import { StatementButton } from './statement-button';

const HEAD = ['Company', ...RECEIVABLE_BUCKETS.map((b) => numericHead(b.label)), numericHead('Open balance'), ACTIONS_HEAD];

/** Sums in cents, so a column of dollars adds up to the cent. */
function totalsOf(rows: Receivable[]): { buckets: ReceivableBuckets; open: number } {
  const cents = (d: number) => Math.round(d * 100);
  const sum = (pick: (r: Receivable) => number) => rows.reduce((acc, r) => acc + cents(pick(r)), 0) / 100;
  const buckets = Object.fromEntries(RECEIVABLE_BUCKETS.map((b) => [b.key, sum((r) => r.buckets[b.key])])) as unknown as ReceivableBuckets;
  return { buckets, open: sum((r) => r.open_balance) };
}

/** A bucket's amount; an empty bucket is a quiet dash, so what is owed stands out, and more than 30 days late is red. */
const Amount = ({ value, late }: { value: number; late?: boolean }) =>
  value === 0 ? (
    <span className="nb-muted">—</span>
  ) : (
    <span className={late ? 'nb-receivables__late' : undefined}>{formatMoney(value)}</span>
  );

/**
 * Receivables (issue 27): what each company owes on Net 30 invoices, by days past due (current,
 * 1–30, 31–60, 61–90, over 90), largest balance first, with a totals row; each company links to its
 * page and has its statement PDF.
 */
export function ReceivablesPage() {
  const { data, error, loading, reload } = useLoad((signal) => receivablesApi.list(signal), 'receivables');
  const rows = [...(data?.result ?? [])].sort((a, b) => b.open_balance - a.open_balance);
  const totals = totalsOf(rows);

  return (
    <>
      <PageHeader
        title="Receivables"
        meta={
          data && (
            <>
              <span>
                {rows.length} {rows.length === 1 ? 'company owes' : 'companies owe'} {formatMoney(totals.open)}
              </span>
              <span>Open Net 30 invoices by days past their due date</span>
            </>
          )
        }
      />
      {!data ? (
        error ? (
          <LoadError message={error} onRetry={reload} />
        ) : (
          loading && <Loading label="Loading the receivables…" />
        )
      ) : rows.length === 0 ? (
        <div className="nb-panel">
          <Empty title="No open Net 30 invoices">Every company has paid what it owes.</Empty>
        </div>
      ) : (
        <div className="nb-panel">
          <PlainTable
            label="Receivables"
            caption="Open Net 30 balance of each company by age"
            className="nb-receivables"
            busy={loading}
            head={HEAD}
          >
            <tbody>
              {rows.map((r) => (
                <tr key={r.company_id}>
                  <td>
                    <Link className="nb-cell-strong" to={adminPaths.company(r.company_id)}>
                      {r.company_name || 'Unnamed company'}
                    </Link>
                  </td>
                  {RECEIVABLE_BUCKETS.map((b) => (
                    <td key={b.key} className="nb-num">
                      <Amount value={r.buckets[b.key]} late={b.key !== 'current' && b.key !== 'd1_30'} />
                    </td>
                  ))}
                  <td className="nb-num nb-cell-strong">{formatMoney(r.open_balance)}</td>
                  <td className="text-end">
                    <StatementButton companyId={r.company_id} companyName={r.company_name} />
                  </td>
                </tr>
              ))}
            </tbody>
            <tfoot>
              <tr className="nb-receivables__total">
                <th scope="row">Total</th>
                {RECEIVABLE_BUCKETS.map((b) => (
                  <td key={b.key} className="nb-num">
                    {formatMoney(totals.buckets[b.key])}
                  </td>
                ))}
                <td className="nb-num">{formatMoney(totals.open)}</td>
                <td />
              </tr>
            </tfoot>
          </PlainTable>
        </div>
      )}
    </>
  );
}
