import type { Company, CustomerResult } from '@northbend/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageBanner } from '../../components/page-banner';
import { SkeletonBar } from '../../components/skeleton';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../lib/paths';
import { useCustomerLoad } from '../../state/use-customer-load';
import { useCustomerRecord } from '../../state/use-customer-record';
import { TitledSection } from '../../ui/titled-section';
import { companyApi } from './company-api';
import { CompanyName } from './company-name';
import { InviteForm } from './invite-form';
import { LoadFailed } from './load-failed';
import { LocationsSection } from './locations-section';
import { MachinesSection } from './machines-section';
import { MembersTable } from './members-table';
import { OpenInvoicesSection } from './open-invoices-section';
import { TaxExemptionSection } from './tax-exemption-section';
import './company.scss';

function CompanyScreen({
  company,
  customer,
  onChanged,
  reload,
}: {
  company: Company;
  customer: CustomerResult | null;
  onChanged: (c: Company) => void;
  reload: () => void;
}) {
  const admin = company.my_role === 'admin';
  const me = customer ? company.members.find((m) => m._id === customer._id) : undefined;
  return (
    <>
      <CompanyName company={company} myLimit={me?.order_limit ?? customer?.user_company.order_limit ?? null} onChanged={onChanged} />
      <div className="nb-company__grid">
        <div className="nb-company__main">
          <TitledSection block="nb-company-card" titleId="nb-members-title" title="Members">
            {!admin && <p className="nb-company__muted">Only an admin of your company can invite colleagues or change their limits.</p>}
            <MembersTable company={company} meId={customer?._id ?? ''} onChanged={onChanged} reload={reload} />
            {admin && <InviteForm onInvited={reload} />}
          </TitledSection>
          <LocationsSection company={company} onChanged={onChanged} reload={reload} />
          {admin && <OpenInvoicesSection company={company} />}
        </div>
        <div className="nb-company__side">
          {customer && <MachinesSection machines={customer} admin={admin} />}
          <TitledSection block="nb-company-card" titleId="nb-company-approvals-title" title="Approvals">
            <p className="nb-company__muted">
              {admin
                ? 'Orders of buyers above their limit wait here for you or another admin.'
                : 'Your orders above your limit wait here for an admin of your company.'}
            </p>
            <Link to={paths.approvals} className="btn btn-outline-primary">
              Open approvals
            </Link>
          </TitledSection>
          <TaxExemptionSection company={company} />
        </div>
      </div>
    </>
  );
}

/**
 * /user/company (issue 26): the customer's company. Admins rename it, invite colleagues, change
 * roles and limits, remove members and keep the shipping locations; buyers read the same page.
 */
export function CompanyPage() {
  usePageTitle('Your Company');
  const { data, error, retry } = useCustomerLoad('company', (_customerId, signal) => companyApi.get(signal));
  const { customer } = useCustomerRecord<CustomerResult>();
  const [changed, setChanged] = useState<Company | null>(null);
  const company = changed ?? data;
  const reload = () => void companyApi.get().then(setChanged, () => undefined);

  return (
    <>
      <PageBanner
        title="Your Company"
        subtitle="Colleagues, order limits, shipping locations, machines, invoices and tax exemption in one place."
      />
      <div className="container nb-company">
        {error ? (
          <LoadFailed what="Your company" onRetry={retry} />
        ) : company ? (
          <CompanyScreen company={company} customer={customer} onChanged={setChanged} reload={reload} />
        ) : (
          <div role="status" aria-label="Loading your company">
            <SkeletonBar height={48} width="40%" />
            <SkeletonBar height={280} className="mt-3" />
            <SkeletonBar height={200} className="mt-3" />
          </div>
        )}
      </div>
    </>
  );
}
