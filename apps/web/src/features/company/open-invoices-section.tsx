import { formatQuoteDay, type Company, type OpenInvoicesAnswer } from '@northbend/shared';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { TitledSection } from '../../ui/titled-section';
import { companyDocumentsApi } from './company-api';
import { money } from './company-text';

type OpenInvoices = OpenInvoicesAnswer['result'];

/**
 * 'Open invoices' for a company's admins (issue 27): every member's unpaid Net 30 invoice, oldest
 * due first, with the amounts our statement prints, and what is left of the credit limit.
 */
export function OpenInvoicesSection({ company }: { company: Company }) {
  const [open, setOpen] = useState<OpenInvoices | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const ctrl = new AbortController();
    companyDocumentsApi.invoices(ctrl.signal).then(setOpen, () => !ctrl.signal.aborted && setFailed(true));
    return () => ctrl.abort();
  }, []);

  const { terms } = company;
  return (
    <TitledSection block="nb-company-card" titleId="nb-invoices-title" title="Open invoices">
      <p className="nb-company__muted">
        Net 30: {money(terms.open_balance)} open of your {money(terms.credit_limit)} credit limit, {money(terms.available_credit)}{' '}
        available.
      </p>
      {failed ? (
        <p className="nb-company__muted">Your open invoices could not be loaded. Please reload the page.</p>
      ) : open === null ? (
        <p className="nb-company__muted" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Loading your open invoices…
        </p>
      ) : open.invoices.length === 0 ? (
        <p className="nb-company__empty">No open invoices.</p>
      ) : (
        <table className="nb-invoices">
          <caption className="visually-hidden">Open Net 30 invoices of {company.company_name}</caption>
          <thead>
            <tr>
              <th scope="col">Invoice</th>
              <th scope="col">PO number</th>
              <th scope="col">Due</th>
              <th scope="col" className="nb-invoices__num">
                Days overdue
              </th>
              <th scope="col" className="nb-invoices__num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {open.invoices.map((i) => (
              <tr key={i.order_id} className={i.days_overdue > 0 ? 'nb-invoices__late' : undefined}>
                <td data-label="Invoice">
                  <Link to={paths.orderFocus(i.order_id)}>{i.order_id}</Link>
                </td>
                <td data-label="PO number">{i.po_number ?? '—'}</td>
                <td data-label="Due">{i.due_date ? formatQuoteDay(i.due_date) : 'Not invoiced yet'}</td>
                <td data-label="Days overdue" className="nb-invoices__num">
                  {i.days_overdue > 0 ? i.days_overdue : '—'}
                </td>
                <td data-label="Amount" className="nb-invoices__num">
                  {money(i.amount_open)}
                </td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={4}>
                Total open
              </th>
              <td className="nb-invoices__num">{money(open.open_balance)}</td>
            </tr>
          </tfoot>
        </table>
      )}
    </TitledSection>
  );
}
