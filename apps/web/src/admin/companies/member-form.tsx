import { useState, type FormEvent } from 'react';
import { COMPANY_ROLES, InviteMemberBody, type AdminCompanyAnswer, type CompanyRole } from '@northbend/shared';
import { FormField } from '../../ui/form-field';
import { BusyButton, FormMessage, SelectField } from '../ui/fields';
import { useAction } from '../ui/use-action';
import { companiesApi } from './companies-api';

const ROLE_OPTIONS = COMPANY_ROLES.map((r) => ({ value: r, label: r === 'admin' ? 'Admin' : 'Buyer' }));

/**
 * Invite a member as the company's admin would: an email with a link to choose a password (7 days).
 * A buyer's orders over their limit wait for an admin's approval; empty means no limit.
 */
export function MemberForm({
  companyId,
  onAdded,
}: {
  companyId: string;
  onAdded: (answer: AdminCompanyAnswer & { message: string }) => void;
}) {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<CompanyRole>('buyer');
  const [limit, setLimit] = useState('');
  const { busy, error, setError, run } = useAction();

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const orderLimit = role === 'buyer' && limit.trim() !== '' ? Number(limit.replace(/[$,\s]/g, '')) : null;
    const checked = InviteMemberBody.safeParse({ user_name: name, user_email: email, company_role: role, order_limit: orderLimit });
    if (!checked.success) return setError(checked.error.issues[0]?.message ?? 'Check the fields.');
    await run(async () => {
      const answer = await companiesApi.addMember(companyId, checked.data);
      setName('');
      setEmail('');
      setLimit('');
      onAdded(answer as AdminCompanyAnswer & { message: string });
    });
  };

  return (
    <form className="nb-invite nb-invite--member" onSubmit={submit} noValidate aria-label="Invite a member">
      <FormField id="member-name" label="Name" value={name} onChange={setName} autoComplete="off" maxLength={120} required />
      <FormField id="member-email" label="Email" type="email" value={email} onChange={setEmail} autoComplete="off" required />
      <SelectField id="member-role" label="Role" options={ROLE_OPTIONS} value={role} onChange={(v) => setRole(v as CompanyRole)} />
      {role === 'buyer' ? (
        <FormField
          id="member-limit"
          label="Order limit ($)"
          value={limit}
          onChange={setLimit}
          inputMode="decimal"
          autoComplete="off"
          hint="Empty: no limit"
        />
      ) : (
        <p className="nb-form-hint m-0">Admins order without a limit and approve buyers’ larger orders.</p>
      )}
      <BusyButton type="submit" busy={busy}>
        Send invitation
      </BusyButton>
      <div className="nb-invite__message">
        <FormMessage error={error} />
      </div>
    </form>
  );
}
