import { useState } from 'react';
import { Link } from 'react-router';
import type { AdminCompanyDetail, AdminCompanyMember, AdminMemberStatus } from '@northbend/shared';
import { formatMoney } from '../../ui/money';
import { adminPaths } from '../paths';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { BusyButton } from '../ui/fields';
import { useNotify } from '../ui/notices';
import { ACTIONS_HEAD, numericHead, PlainTable } from '../ui/plain-table';
import { StatusBadge } from '../ui/status-badge';
import { messageOf } from '../ui/use-load';
import { When } from '../ui/when';
import { companiesApi, type MemberAction } from './companies-api';

const STATUS_LABEL: Record<AdminMemberStatus, string> = { active: 'Active', invited: 'Invited', disabled: 'Disabled', removed: 'Removed' };
const STATUS_TONE: Record<AdminMemberStatus, string> = { active: 'Active', invited: 'invited', disabled: 'Disabled', removed: 'Cancelled' };

/** The company's members with their role, limit and state; staff disable (after asking) and enable them. */
export function CompanyMembers({ company, onChanged }: { company: AdminCompanyDetail; onChanged: (next: AdminCompanyDetail) => void }) {
  const notify = useNotify();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [disabling, setDisabling] = useState<AdminCompanyMember | null>(null);
  // The server refuses to disable the last active admin (409): the button is not offered then.
  const activeAdmins = company.members.filter((m) => m.company_role === 'admin' && m.status === 'active').length;
  const mayDisable = (m: AdminCompanyMember) => m.status === 'active' && (m.company_role !== 'admin' || activeAdmins > 1);

  const act = async (member: AdminCompanyMember, action: MemberAction) => {
    setBusyId(member._id);
    try {
      const answer = await companiesApi.memberAction(company._id, member._id, action);
      onChanged(answer.result);
      if (answer.message) notify('success', answer.message);
      setDisabling(null);
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setBusyId(null);
    }
  };

  return (
    <>
      <PlainTable
        label="Members"
        caption={`Members of ${company.company_name}`}
        head={['Member', 'Role', numericHead('Order limit'), 'Status', 'Joined', ACTIONS_HEAD]}
      >
        <tbody>
          {company.members.map((m) => (
            <tr key={m._id}>
              <td>
                <Link className="nb-cell-strong" to={adminPaths.customer(m._id)}>
                  {m.user_name}
                </Link>
                <span className="nb-cell-sub nb-ellipsis" title={m.user_email}>
                  {m.user_email}
                </span>
              </td>
              <td>{m.company_role === 'admin' ? 'Admin' : 'Buyer'}</td>
              <td className="nb-num">
                {m.company_role === 'admin' ? (
                  <span className="nb-muted">—</span>
                ) : m.order_limit === null ? (
                  'No limit'
                ) : (
                  formatMoney(m.order_limit)
                )}
              </td>
              <td>
                <StatusBadge status={STATUS_TONE[m.status]} label={STATUS_LABEL[m.status]} />
              </td>
              <td>
                <When iso={m.status === 'invited' ? m.invited_at : m.created_at} />
              </td>
              <td className="text-end text-nowrap">
                {mayDisable(m) && (
                  <button
                    type="button"
                    className="btn btn-sm btn-outline-danger"
                    aria-label={`Disable ${m.user_name}`}
                    onClick={() => setDisabling(m)}
                  >
                    Disable
                  </button>
                )}
                {m.status === 'disabled' && (
                  <BusyButton
                    busy={busyId === m._id}
                    className="btn btn-sm btn-outline-primary"
                    aria-label={`Enable ${m.user_name}`}
                    onClick={() => act(m, 'enable')}
                  >
                    Enable
                  </BusyButton>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </PlainTable>
      <ConfirmDialog
        show={!!disabling}
        title={`Disable ${disabling?.user_name ?? ''}?`}
        confirmLabel="Disable member"
        danger
        busy={!!disabling && busyId === disabling._id}
        onConfirm={() => disabling && act(disabling, 'disable')}
        onClose={() => setDisabling(null)}
      >
        <p className="m-0">
          They are signed out at once and cannot sign in or order for {company.company_name} until enabled again. Their orders stay in the
          company’s history.
        </p>
      </ConfirmDialog>
    </>
  );
}
