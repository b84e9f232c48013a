import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { toastAfterNavigation } from '../../lib/toast-after-navigation';
import { usePageTitle } from '../../components/use-page-title';
import { focusFirstError } from '../../ui/form-field';
import { accountApi } from './account-api';
import { AuthCard } from './auth-card';
import { AuthForm, FormAlert, useAccountSend } from './auth-form';
import { PasswordPairFields, usePasswordPair } from './password-pair-fields';

const INVALID_LINK = 'This password reset link is invalid or has expired.';

/**
 * /user/reset-password?token= (spec section 4): the token is checked on load; an invalid one shows a
 * warning and goes to the forget-password page. Same password rules and live messages as register.
 */
export function ResetPasswordPage() {
  usePageTitle('Reset Password');
  const navigate = useNavigate();
  const token = useSearchParams()[0].get('token') ?? '';
  const [valid, setValid] = useState<boolean | 'unreachable'>(false);
  const pair = usePasswordPair();
  const { failure, setFailure, sending, busy, send } = useAccountSend('Your password could not be reset. Please try again.');

  useEffect(() => {
    const refuse = (message: string) => {
      toast.warning(message);
      navigate(paths.forgetPassword, { replace: true });
    };
    if (!token) return refuse(INVALID_LINK);
    const ctrl = new AbortController();
    accountApi.verifyResetToken(token, ctrl.signal).then(
      () => setValid(true),
      (err: unknown) => {
        if (ctrl.signal.aborted) return;
        if (err instanceof ApiError && err.status === 0) {
          toast.error(err.message, { icon: () => '⚠' });
          setValid('unreachable');
        } else refuse(err instanceof ApiError ? err.message : INVALID_LINK);
      },
    );
    return () => ctrl.abort();
  }, [token, navigate]);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy()) return;
    setFailure('');
    const found = pair.check();
    if (focusFirstError(['reset-password', 'reset-confirm'], { 'reset-password': found.password, 'reset-confirm': found.confirm })) return;
    await send(async () => {
      const reply = await accountApi.resetPassword(token, { user_new_password: pair.password, user_confirm_password: pair.confirm });
      // The login page is a document of its own (issue 29): the message goes with this tab to its first paint.
      toastAfterNavigation(reply.message);
      window.location.replace(paths.login);
    });
  };

  return (
    <AuthCard title="Reset Password" intro="Choose a new password for your account.">
      {valid === true ? (
        <AuthForm onSubmit={onSubmit} sending={sending} failure={failure} submitLabel="Reset Password" disabled={pair.hasError}>
          <PasswordPairFields pair={pair} idPrefix="reset" label="New Password" />
        </AuthForm>
      ) : valid === 'unreachable' ? (
        <FormAlert message="We could not reach the shop to check this link. Please reload the page." />
      ) : (
        <p className="nb-auth__note" role="status">
          <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
          Checking your link...
        </p>
      )}
    </AuthCard>
  );
}
