import { useState } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffAccount, type StaffRole } from '@northbend/shared';
import { useStaff } from '../shell/staff-context';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { columnsOf, DataTable, type AdminColumn } from '../ui/data-table';
import { useNotify } from '../ui/notices';
import { PageHeader } from '../ui/page-header';
import { Panel } from '../ui/panel';
import { Empty, LoadError } from '../ui/states';
import { StatusBadge } from '../ui/status-badge';
import { messageOf, useLoad } from '../ui/use-load';
import { When } from '../ui/when';
import { InviteForm } from './invite-form';
import { SecuritySwitch } from './security-switch';
import { staffApi } from './staff-api';

const STATUS_LABEL = { active: 'Active', invited: 'Invited', disabled: 'Disabled' } as const;
const col = columnsOf<StaffAccount>();

/** The owner's staff page: who has an account, their role, two-factor sign-in, and invitations. */
export function StaffPage() {
  const { me } = useStaff();
  const notify = useNotify();
  const { data, error, loading, reload, setData } = useLoad((signal) => staffApi.list(signal), 'staff');
  const [busyId, setBusyId] = useState<string | null>(null);
  const [disabling, setDisabling] = useState<StaffAccount | null>(null);

  const update = async (account: StaffAccount, body: { role?: StaffRole; disabled?: boolean }) => {
    setBusyId(account._id);
    try {
      const answer = await staffApi.update(account._id, body);
      setData({ result: (data?.result ?? []).map((s) => (s._id === account._id ? answer.staff : s)) });
      notify('success', answer.message);
      setDisabling(null);
    } catch (err) {
      notify('error', messageOf(err));
    } finally {
      setBusyId(null);
    }
  };

  const columns = col.columns([
    col.accessor('name', {
      header: 'Name',
      cell: (c) => (
        <>
          <span className="nb-cell-strong">{c.row.original.name}</span>
          {c.row.original._id === me.staff._id && <span className="nb-you">You</span>}
          <span className="nb-cell-sub">{c.row.original.email}</span>
        </>
      ),
    }),
    col.accessor('role', {
      header: 'Role',
      cell: (c) => (
        <select
          className="form-select form-select-sm nb-role-select"
          aria-label={`Role of ${c.row.original.name}`}
          value={c.getValue()}
          disabled={busyId === c.row.original._id || c.row.original.status === 'disabled'}
          onChange={(e) => update(c.row.original, { role: e.target.value as StaffRole })}
        >
          {STAFF_ROLES.map((r) => (
            <option key={r} value={r}>
              {STAFF_ROLE_LABELS[r]}
            </option>
          ))}
        </select>
      ),
    }),
    col.accessor('totp_enabled', { header: 'Two-factor', cell: (c) => (c.getValue() ? 'On' : <span className="nb-muted">Off</span>) }),
    col.accessor('status', {
      header: 'Status',
      cell: (c) => <StatusBadge status={c.row.original.status} label={STATUS_LABEL[c.row.original.status]} />,
    }),
    col.accessor('last_login_at', { header: 'Last sign-in', cell: (c) => <When iso={c.row.original.last_login_at} /> }),
    col.display({
      id: 'actions',
      header: () => <span className="visually-hidden">Actions</span>,
      cell: (c) => {
        const account = c.row.original;
        if (account._id === me.staff._id) return null;
        return account.status === 'disabled' ? (
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={busyId === account._id}
            onClick={() => update(account, { disabled: false })}
          >
            Enable<span className="visually-hidden"> {account.name}</span>
          </button>
        ) : (
          <button type="button" className="btn btn-sm btn-outline-danger" onClick={() => setDisabling(account)}>
            Disable<span className="visually-hidden"> {account.name}</span>
          </button>
        );
      },
    }),
  ]) as AdminColumn<StaffAccount>[];

  return (
    <>
      <PageHeader title="Staff" />
      {error && <LoadError message={error} onRetry={reload} />}
      <Panel id="staff-accounts" title="Accounts" padded={false}>
        <DataTable
          caption="Staff accounts"
          columns={columns}
          rows={data?.result}
          rowKey={(s) => s._id}
          loading={loading}
          empty={<Empty title="No staff accounts" />}
        />
      </Panel>
      <div className="nb-columns">
        <Panel id="staff-invite" title="Invite a colleague">
          <InviteForm onInvited={reload} />
        </Panel>
        <Panel id="staff-security" title="Security">
          <SecuritySwitch />
        </Panel>
      </div>
      <ConfirmDialog
        show={!!disabling}
        title={`Disable ${disabling?.name ?? ''}?`}
        confirmLabel="Disable"
        danger
        busy={!!disabling && busyId === disabling._id}
        onConfirm={() => disabling && update(disabling, { disabled: true })}
        onClose={() => setDisabling(null)}
      >
        <p className="m-0">They are signed out at once and cannot sign in until enabled again. Their history in the audit log stays.</p>
      </ConfirmDialog>
    </>
  );
}
