import type { ApprovalRequest, CustomerResult } from '@northbend/shared';
import { Link, useParams } from 'react-router';
import { EmptyState } from '../../components/empty-state';
import { PageBanner } from '../../components/page-banner';
import { SkeletonBar } from '../../components/skeleton';
import { usePageTitle } from '../../components/use-page-title';
import { paths } from '../../lib/paths';
import { useCustomerLoad } from '../../state/use-customer-load';
import { useCustomerRecord } from '../../state/use-customer-record';
import { ApprovalList } from './approval-list';
import { ApprovalScreen } from './approval-screen';
import { approvalsApi } from './company-api';
import { LoadFailed } from './load-failed';
import './approvals.scss';

const newestFirst = (a: ApprovalRequest, b: ApprovalRequest) => b.createdAt.localeCompare(a.createdAt);

function ApprovalListScreen({ admin }: { admin: boolean }) {
  const { data: requests, error, retry } = useCustomerLoad('approvals', (_customerId, signal) => approvalsApi.list(signal));
  if (error) return <LoadFailed what="The approval requests" onRetry={retry} />;
  if (!requests)
    return (
      <div role="status" aria-label="Loading the approval requests">
        <SkeletonBar height={64} />
        <SkeletonBar height={64} className="mt-2" />
      </div>
    );
  if (!requests.length)
    return (
      <EmptyState heading="No approval requests">
        <p>
          {admin
            ? 'When a buyer’s order is above their limit, it waits here for your approval.'
            : 'Orders above your order limit wait here for an admin of your company.'}
        </p>
        <Link to={paths.company} className="btn btn-outline-primary">
          Your company
        </Link>
      </EmptyState>
    );
  const waiting = requests.filter((r) => r.status === 'Awaiting approval').sort(newestFirst);
  const decided = requests.filter((r) => r.status !== 'Awaiting approval').sort(newestFirst);
  return (
    <>
      <section className="nb-approvals__group" aria-labelledby="nb-approvals-waiting">
        <h2 id="nb-approvals-waiting" className="nb-approvals__heading">
          {admin ? 'Waiting for your approval' : 'Waiting for an admin'} <span className="nb-approvals__count">{waiting.length}</span>
        </h2>
        {waiting.length ? (
          <ApprovalList requests={waiting} label="Requests awaiting approval" />
        ) : (
          <p className="nb-approvals__none">Nothing is waiting.</p>
        )}
      </section>
      {decided.length > 0 && (
        <section className="nb-approvals__group" aria-labelledby="nb-approvals-decided">
          <h2 id="nb-approvals-decided" className="nb-approvals__heading">
            Decided <span className="nb-approvals__count">{decided.length}</span>
          </h2>
          <ApprovalList requests={decided} label="Decided requests" />
        </section>
      )}
    </>
  );
}

/**
 * /user/approvals and /user/approvals/{id} (issue 26): orders over a buyer's limit. Admins see all
 * of the company's, the waiting ones first, and approve or decline one; a buyer follows their own.
 */
export function ApprovalsPage() {
  const { approvalId } = useParams();
  usePageTitle(approvalId ? 'Approval Request' : 'Approvals');
  const { customer, failed, retry } = useCustomerRecord<CustomerResult>();
  const admin = customer?.user_company.company_role === 'admin';
  return (
    <>
      <PageBanner title="Approvals" subtitle="Orders above a buyer’s limit, waiting for an admin of the company." />
      <div className="container nb-approvals">
        {failed ? (
          <LoadFailed what="Your account" onRetry={retry} />
        ) : !customer ? (
          <div role="status" aria-label="Loading the approval requests">
            <SkeletonBar height={64} />
          </div>
        ) : approvalId ? (
          <ApprovalScreen approvalId={approvalId} admin={admin} />
        ) : (
          <ApprovalListScreen admin={admin} />
        )}
      </div>
    </>
  );
}
