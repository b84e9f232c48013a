import { Link } from 'react-router';
import type { AdminCompanyDetail } from '@northbend/shared';
import { formatMoney } from '../../ui/money';
import { adminPaths } from '../paths';
import { numericHead, PlainTable } from '../ui/plain-table';
import { Empty } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { When } from '../ui/when';

type Person = AdminCompanyDetail['orders'][number]['placed_by'];

/** Who placed or requested it, linked to their customer page. */
const Member = ({ person }: { person: Person }) => (
  <>
    <Link to={adminPaths.customer(person._id)}>{person.user_name}</Link>
    <span className="nb-cell-sub nb-ellipsis" title={person.user_email}>
      {person.user_email}
    </span>
  </>
);

/** The latest orders of every member, each linked to its order page. */
export function CompanyOrders({ company }: { company: AdminCompanyDetail }) {
  if (company.orders.length === 0) return <Empty title="No orders yet" />;
  return (
    <PlainTable
      label="Recent orders"
      caption={`Recent orders of ${company.company_name}`}
      head={['Order', 'Placed', 'Placed by', 'Payment', 'Shipping', 'Status', numericHead('Total')]}
    >
      <tbody>
        {company.orders.map((o) => (
          <tr key={o._id}>
            <td className="text-nowrap">
              <Link className="nb-cell-strong" to={adminPaths.order(o.order_id)}>
                {o.order_id}
              </Link>
            </td>
            <td>
              <When iso={o.createdAt} />
            </td>
            <td>
              <Member person={o.placed_by} />
            </td>
            <td>
              <StatusBadge status={o.payment_status} />
            </td>
            <td>
              <StatusBadge status={o.shipping_status} />
            </td>
            <td>
              <StatusBadge status={o.status} />
            </td>
            <td className="nb-num">{formatMoney(o.total)}</td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}

/** The latest quote requests of every member, each linked to its quote page. */
export function CompanyQuotes({ company }: { company: AdminCompanyDetail }) {
  if (company.quotes.length === 0) return <Empty title="No quote requests yet" />;
  return (
    <PlainTable
      label="Quotes"
      caption={`Quote requests of ${company.company_name}`}
      head={['Quote', 'Requested', 'Requested by', 'Tool', numericHead('Qty'), 'Status']}
    >
      <tbody>
        {company.quotes.map((q) => (
          <tr key={q._id}>
            <td className="text-nowrap">
              <Link className="nb-cell-strong" to={adminPaths.quote(q.quote_number)}>
                {q.quote_number}
              </Link>
            </td>
            <td>
              <When iso={q.createdAt} />
            </td>
            <td>
              <Member person={q.requested_by} />
            </td>
            <td>
              {q.tool_type}
              <span className="nb-cell-sub">{q.machine}</span>
            </td>
            <td className="nb-num">{q.quantity}</td>
            <td>
              <StatusBadge status={q.status} />
            </td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}

/** The company's audit entries: its admins' changes and the staff's, newest first. */
export function CompanyAudit({ company }: { company: AdminCompanyDetail }) {
  if (company.audit.length === 0) return <Empty title="No changes recorded yet" />;
  return (
    <PlainTable label="Audit entries" caption={`Audit entries of ${company.company_name}`} head={['When', 'Who', 'Action', 'Summary']}>
      <tbody>
        {company.audit.map((e) => (
          <tr key={e._id}>
            <td>
              <When iso={e.created_at} />
            </td>
            <td>{e.staff_email ? <span title="Staff">{e.staff_email}</span> : <span className="nb-muted">Company admin</span>}</td>
            <td className="nb-mono text-nowrap">{e.action}</td>
            <td>{e.summary}</td>
          </tr>
        ))}
      </tbody>
    </PlainTable>
  );
}
