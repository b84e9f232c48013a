import { useState, type FormEvent } from 'react';
import { STAFF_ROLE_LABELS, STAFF_ROLES, type StaffRole } from '@northbend/shared';
import { FormField } from '../../ui/form-field';
import { BusyButton, FormMessage, SelectField } from '../ui/fields';
import { useNotify } from '../ui/notices';
import { messageOf } from '../ui/use-load';
import { staffApi } from './staff-api';

const ROLE_OPTIONS = STAFF_ROLES.map((r) => ({ value: r, label: STAFF_ROLE_LABELS[r] }));

/** Invite a colleague: they get an email with a link to choose their password (valid 72 hours). */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const notify = useNotify();
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<StaffRole>('sales');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await staffApi.invite({ email: email.trim(), name: name.trim(), role });
      notify('success', `${answer.message} (${answer.staff.email})`);
      setEmail('');
      setName('');
      onInvited();
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="nb-invite" onSubmit={submit} noValidate>
      <FormField id="invite-name" label="Name" value={name} onChange={setName} autoComplete="off" required />
      <FormField id="invite-email" label="Email" type="email" value={email} onChange={setEmail} autoComplete="off" required />
      <SelectField id="invite-role" label="Role" options={ROLE_OPTIONS} value={role} onChange={(v) => setRole(v as StaffRole)} />
      <BusyButton type="submit" busy={busy}>
        Send invitation
      </BusyButton>
      <div className="nb-invite__message">
        <FormMessage error={error} />
      </div>
    </form>
  );
}
