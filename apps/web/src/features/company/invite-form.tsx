import { InviteMemberBody, type CompanyRole } from '@northbend/shared';
import { useState, type FormEvent } from 'react';
import { firstMessages } from '../../components/address-fields';
import { SubmitButton, useSubmitState } from '../../components/submit-button';
import { toastSuccess } from '../../components/toasts';
import { focusFirstError, FormField } from '../../ui/form-field';
import { companyApi } from './company-api';
import { limitOf } from './company-text';
import { MemberFields } from './member-fields';

type InviteErrors = Partial<Record<'user_email' | 'user_name' | 'company_role' | 'order_limit', string>>;
const FIELD_IDS = { user_email: 'invite-email', user_name: 'invite-name', company_role: 'invite-role', order_limit: 'invite-limit' };

/** 'Invite a colleague' (admins): email, name, role and a buyer's order limit; the invitee gets a link by email. */
export function InviteForm({ onInvited }: { onInvited: () => void }) {
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const [role, setRole] = useState<CompanyRole>('buyer');
  const [limit, setLimit] = useState('');
  const [errors, setErrors] = useState<InviteErrors>({});
  const [state, setState] = useSubmitState();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (state === 'loading') return;
    const parsed = InviteMemberBody.safeParse({
      user_email: email,
      user_name: name,
      company_role: role,
      order_limit: role === 'buyer' ? limitOf(limit) : null,
    });
    const found: InviteErrors = parsed.success ? {} : firstMessages(parsed.error.issues);
    setErrors(found);
    if (!parsed.success) {
      focusFirstError(Object.keys(FIELD_IDS), found, (f) => FIELD_IDS[f as keyof typeof FIELD_IDS]);
      return;
    }
    setState('loading');
    try {
      const reply = await companyApi.invite(parsed.data);
      toastSuccess(reply.message);
      setState('success');
      setEmail('');
      setName('');
      setLimit('');
      onInvited();
    } catch {
      // The API client has shown the server's message (the email has an account already…).
      setState('error');
    }
  };

  return (
    <form className="nb-company-form" noValidate onSubmit={onSubmit} aria-labelledby="nb-invite-title">
      <h3 id="nb-invite-title" className="nb-company-form__title">
        Invite a colleague
      </h3>
      <p className="nb-company__muted">They get an email with a link to set their password; the link works for 7 days.</p>
      <div className="nb-company-form__grid">
        <FormField
          id={FIELD_IDS.user_email}
          label="Email"
          type="email"
          required
          autoComplete="off"
          maxLength={254}
          value={email}
          onChange={setEmail}
          error={errors.user_email}
        />
        <FormField
          id={FIELD_IDS.user_name}
          label="Name"
          required
          autoComplete="off"
          maxLength={120}
          value={name}
          onChange={setName}
          error={errors.user_name}
        />
        <MemberFields idPrefix="invite" role={role} limit={limit} onRole={setRole} onLimit={setLimit} errors={errors} />
      </div>
      <div className="nb-company-form__actions">
        <SubmitButton state={state}>Send invitation</SubmitButton>
      </div>
    </form>
  );
}
