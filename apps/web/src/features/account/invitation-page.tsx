import { COMPANY_MESSAGES, type InvitationFacts } from '@northbend/shared';
import { useEffect, useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../components/use-page-title';
import { focusFirstError, FormField } from '../../ui/form-field';
import { accountApi } from './account-api';
import { AuthCard } from './auth-card';
import { AuthForm, FormAlert, useAccountSend } from './auth-form';
import { PasswordPairFields, usePasswordPair } from './password-pair-fields';

const ORDER = ['invitation-name', 'invitation-password', 'invitation-confirm'];
type Invitation = InvitationFacts['result'];
type Check = { state: 'checking' } | { state: 'valid'; invitation: Invitation } | { state: 'invalid'; message: string };

/** The invitation link's token: checked on load, so a dead link says so before anything is typed. */
function useInvitation(token: string): Check {
  const [check, setCheck] = useState<Check>({ state: 'checking' });
  useEffect(() => {
    if (!token) {
      setCheck({ state: 'invalid', message: COMPANY_MESSAGES.invitationInvalid });
      return;
    }
    const ctrl = new AbortController();
    accountApi.checkInvitation(token, ctrl.signal).then(
      (invitation) => setCheck({ state: 'valid', invitation }),
      (err: unknown) => {
        if (ctrl.signal.aborted) return;
        const unreachable = err instanceof ApiError && err.status === 0;
        setCheck({
          state: 'invalid',
          message: unreachable
            ? 'We could not reach the shop to check this link. Please reload the page.'
            : err instanceof ApiError && err.status === 400
              ? err.message
              : COMPANY_MESSAGES.invitationInvalid,
        });
      },
    );
    return () => ctrl.abort();
  }, [token]);
  return check;
}

/**
 * /user/invitation?token= (issue 26, open to everyone): 'Join {company}'. The invited colleague
 * confirms their name and sets a password under registration's rules, then logs in.
 */
export function InvitationPage() {
  usePageTitle('Join Your Company');
  const token = useSearchParams()[0].get('token') ?? '';
  const check = useInvitation(token);
  const [name, setName] = useState<string | null>(null);
  const pair = usePasswordPair();
  const [submitted, setSubmitted] = useState(false);
  const [accepted, setAccepted] = useState('');
  const { failure, setFailure, sending, busy, send } = useAccountSend('Your account could not be created. Please try again.');

  const invitation = check.state === 'valid' ? check.invitation : null;
  const shownName = name ?? invitation?.user_name ?? '';
  const nameMessage = submitted && !shownName.trim() ? 'Name is required' : '';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy() || accepted) return;
    setSubmitted(true);
    setFailure('');
    const pwd = pair.check();
    const errors = {
      'invitation-name': shownName.trim() ? '' : 'Name is required',
      'invitation-password': pwd.password,
      'invitation-confirm': pwd.confirm,
    };
    if (focusFirstError(ORDER, errors)) return;
    await send(async () => {
      const reply = await accountApi.acceptInvitation({
        token,
        user_name: shownName.trim(),
        user_password: pair.password,
        user_confirm_password: pair.confirm,
      });
      setAccepted(reply.message);
    });
  };

  if (accepted)
    return (
      <AuthCard title="You are in" intro={invitation ? `Your account at ${invitation.company_name} is ready.` : undefined}>
        <FormAlert tone="success" message={accepted} />
        <Link to={paths.login} className="btn btn-primary btn-lg nb-auth__submit">
          Log in
        </Link>
      </AuthCard>
    );

  if (!invitation)
    return (
      <AuthCard title="Join Your Company">
        {check.state === 'invalid' ? (
          <>
            <FormAlert message={check.message} />
            <p className="nb-auth__note">
              Already have an account? <Link to={paths.login}>Log in</Link>
            </p>
          </>
        ) : (
          <p className="nb-auth__note" role="status">
            <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            Checking your invitation...
          </p>
        )}
      </AuthCard>
    );

  return (
    <AuthCard
      title={`Join ${invitation.company_name}`}
      intro={
        <p className="mb-0">
          You have been invited to order for <strong>{invitation.company_name}</strong> as <strong>{invitation.user_email}</strong>. Choose
          your password to finish your account.
        </p>
      }
    >
      <AuthForm
        onSubmit={onSubmit}
        sending={sending}
        failure={failure}
        submitLabel="Create my account"
        disabled={Boolean(nameMessage) || pair.hasError}
      >
        <FormField id="invitation-email" label="Email" type="email" value={invitation.user_email} onChange={() => undefined} readOnly />
        <FormField
          id="invitation-name"
          label="Name"
          required
          autoComplete="name"
          maxLength={120}
          value={shownName}
          onChange={setName}
          error={nameMessage}
        />
        <PasswordPairFields pair={pair} idPrefix="invitation" />
      </AuthForm>
    </AuthCard>
  );
}
