import type { Company, CompanyMember } from '@northbend/shared';
import { Fragment, useState } from 'react';
import { toastSuccess } from '../../components/toasts';
import { TableHead } from '../../ui/table-head';
import { companyApi } from './company-api';
import { limitText, memberStatus, ROLE_NAMES } from './company-text';
import { ConfirmRemoveMember, EditMemberForm } from './member-row-forms';

interface MembersTableProps {
  company: Company;
  /** The viewer's own id: their row says 'You'. */
  meId: string;
  onChanged: (company: Company) => void;
  reload: () => void;
}

type Open = { id: string; what: 'edit' | 'remove' } | null;

function ResendButton({ member, onSent }: { member: CompanyMember; onSent: () => void }) {
  const [busy, setBusy] = useState(false);
  const send = async () => {
    setBusy(true);
    try {
      toastSuccess((await companyApi.resendInvitation(member._id)).message);
      onSent();
    } catch {
      // The API client has shown the server's message.
    } finally {
      setBusy(false);
    }
  };
  return (
    <button
      aria-label={`Send again to ${member.user_email}`}
      type="button"
      className="btn btn-link btn-sm nb-members__action"
      onClick={() => void send()}
      disabled={busy}
    >
      {busy && <span className="spinner-border spinner-border-sm me-1" aria-hidden="true" />}
      Send again
    </button>
  );
}

/** The company's people: name, email, role, order limit and state; admins change, remove and invite again in place. */
export function MembersTable({ company, meId, onChanged, reload }: MembersTableProps) {
  const admin = company.my_role === 'admin';
  const [open, setOpen] = useState<Open>(null);
  const heads = ['Name', 'Email', 'Role', 'Order limit', 'Status', ...(admin ? [{ label: 'Actions', hidden: true }] : [])];
  return (
    <div className="nb-members">
      <table className="nb-members__table">
        <caption className="visually-hidden">Members of {company.company_name}</caption>
        <TableHead cells={heads} />
        <tbody>
          {company.members.map((m) => {
            const status = memberStatus(m);
            const isOpen = open?.id === m._id;
            return (
              <Fragment key={m._id}>
                <tr className={isOpen ? 'is-open' : undefined}>
                  <td data-label="Name" className="nb-members__name">
                    {m.user_name}
                    {m._id === meId && <span className="nb-members__you">You</span>}
                  </td>
                  <td data-label="Email" className="nb-members__email">
                    {m.user_email}
                  </td>
                  <td data-label="Role">{ROLE_NAMES[m.company_role]}</td>
                  <td data-label="Order limit" className="nb-members__limit">
                    {m.company_role === 'admin' ? '—' : limitText(m.order_limit)}
                  </td>
                  <td data-label="Status">
                    <span
                      className={`nb-member-status nb-member-status--${m.status === 'active' ? 'active' : m.invitation_expired ? 'over' : 'wait'}`}
                    >
                      {status}
                    </span>
                  </td>
                  {admin && (
                    <td className="nb-members__actions">
                      {m.status === 'invited' && <ResendButton member={m} onSent={reload} />}
                      <button
                        aria-label={`Change role or limit of ${m.user_name}`}
                        type="button"
                        className="btn btn-link btn-sm nb-members__action"
                        aria-expanded={isOpen && open.what === 'edit'}
                        onClick={() => setOpen(isOpen && open.what === 'edit' ? null : { id: m._id, what: 'edit' })}
                      >
                        Change
                      </button>
                      <button
                        aria-label={`Remove ${m.user_name}`}
                        type="button"
                        className="btn btn-link btn-sm nb-members__action nb-members__action--remove"
                        aria-expanded={isOpen && open.what === 'remove'}
                        onClick={() => setOpen(isOpen && open.what === 'remove' ? null : { id: m._id, what: 'remove' })}
                      >
                        Remove
                      </button>
                    </td>
                  )}
                </tr>
                {isOpen && (
                  <tr className="nb-members__panel">
                    <td colSpan={heads.length}>
                      {open.what === 'edit' ? (
                        <EditMemberForm
                          member={m}
                          onCancel={() => setOpen(null)}
                          onSaved={(next) => {
                            setOpen(null);
                            onChanged(next);
                          }}
                        />
                      ) : (
                        <ConfirmRemoveMember
                          member={m}
                          onCancel={() => setOpen(null)}
                          onRemoved={() => {
                            setOpen(null);
                            reload();
                          }}
                        />
                      )}
                    </td>
                  </tr>
                )}
              </Fragment>
            );
          })}
        </tbody>
      </table>
    </div>
  );
}
