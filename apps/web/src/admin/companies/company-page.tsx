import { useContext, useState } from 'react';
import { Link, useParams } from 'react-router';
import type { AdminCompanyDetail, CompanyAddress } from '@northbend/shared';
import { adminPaths } from '../paths';
import { formatDate } from '../ui/format';
import { useNotify } from '../ui/notices';
import { StatementButton } from '../receivables/statement-button';
import { StaffContext } from '../shell/staff-context';
import { PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { LoadError, Loading } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { useLoad } from '../ui/use-load';
import { companiesApi } from './companies-api';
import { CompanyAudit, CompanyOrders, CompanyQuotes } from './company-history';
import { CompanyMembers } from './company-members';
import { CompanyPriceLists } from './company-price-lists';
import { MemberForm } from './member-form';
import { RenameDialog } from './rename-dialog';
import { TaxCertificatesPanel } from './tax-certificates-panel';
import { TermsForm } from './terms-form';

function addressLines(a: CompanyAddress): string[] {
  const cityLine = [a.customer_city, [a.customer_state, a.customer_zip_code].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return [
    a.customer_name,
    a.customer_company,
    a.customer_address,
    a.customer_secondary_address,
    cityLine,
    a.customer_country,
    a.customer_phone_number,
  ].filter(Boolean);
}

function Locations({ company }: { company: AdminCompanyDetail }) {
  if (company.addresses.length === 0) return <p className="nb-muted m-0">No shipping locations yet.</p>;
  return (
    <ul className="nb-locations">
      {company.addresses.map((a) => (
        <li key={a._id}>
          <p className="nb-locations__label">
            {a.label}
            {a.is_default && <StatusBadge status="Active" label="Default" />}
          </p>
          <address className="nb-address">
            {addressLines(a).map((line, i) => (
              <span key={i}>{line}</span>
            ))}
          </address>
        </li>
      ))}
    </ul>
  );
}

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

/** A company (issue 26): its members and invitations, locations, orders and quotes of every member, and its audit entries. */
export function CompanyPage() {
  const { id = '' } = useParams();
  const notify = useNotify();
  const { data, error, loading, reload, setData } = useLoad((signal) => companiesApi.get(id, signal), id);
  const [renaming, setRenaming] = useState(false);
  // Receivables and statements are for staff who take payments (the API decides as well).
  const mayPayments = useContext(StaffContext)?.may('orders.payments') ?? false;
  const back = { to: adminPaths.companies, label: 'Companies' };
  const c = data?.result;

  if (!c)
    return (
      <>
        <PageHeader title="Company" back={back} />
        {error ? <LoadError message={error} onRetry={reload} /> : loading && <Loading label="Loading the company…" />}
      </>
    );

  const update = (result: AdminCompanyDetail, message?: string) => {
    setData({ result });
    if (message) notify('success', message);
  };
  const members = c.members.filter((m) => m.status !== 'removed').length;

  return (
    <>
      <PageHeader
        title={c.company_name || 'Unnamed company'}
        back={back}
        meta={
          <>
            <span>{plural(members, 'member')}</span>
            <span>{plural(c.order_count, 'order')}</span>
            <span>Customer since {formatDate(c.created_at)}</span>
          </>
        }
        actions={
          <button type="button" className="btn btn-sm btn-outline-primary" onClick={() => setRenaming(true)}>
            Rename
          </button>
        }
      />
      <CompanyPriceLists companyId={c._id} />
      <Panel id="company-members" title="Members" padded={false}>
        <CompanyMembers company={c} onChanged={(result) => update(result)} />
      </Panel>
      <div className="nb-columns">
        <Panel id="company-invite" title="Invite a member">
          <MemberForm companyId={c._id} onAdded={(answer) => update(answer.result, answer.message)} />
        </Panel>
        <Panel id="company-locations" title="Shipping locations">
          <Locations company={c} />
        </Panel>
      </div>
      <Panel
        id="company-terms"
        title="Payment terms"
        actions={
          mayPayments && (
            <div className="nb-panel__links">
              <Link to={adminPaths.receivables} className="btn btn-sm btn-outline-primary">
                Receivables
              </Link>
              <StatementButton companyId={c._id} companyName={c.company_name} />
            </div>
          )
        }
      >
        <TermsForm
          key={JSON.stringify(c.terms)}
          companyId={c._id}
          terms={c.terms}
          onSaved={(message) => {
            notify('success', message);
            reload();
          }}
        />
      </Panel>
      <TaxCertificatesPanel company={c} onChanged={reload} />
      <Panel id="company-orders" title={`Recent orders (${c.order_count} in all)`} padded={false}>
        <CompanyOrders company={c} />
      </Panel>
      <Panel id="company-quotes" title="Recent quotes" padded={false}>
        <CompanyQuotes company={c} />
      </Panel>
      <Panel id="company-audit" title="Audit entries" padded={false}>
        <CompanyAudit company={c} />
      </Panel>
      <RenameDialog
        show={renaming}
        companyId={c._id}
        current={c.company_name}
        onSaved={(answer) => {
          update(answer.result, answer.message);
          setRenaming(false);
        }}
        onClose={() => setRenaming(false)}
      />
    </>
  );
}
