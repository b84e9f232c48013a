import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '../../lib/paths';
import { useAppSelector } from '../../app/store';
import { usePageTitle } from '../../components/use-page-title';
import { focusFirstError, FormField } from '../../ui/form-field';
import { accountApi } from './account-api';
import { AuthCard } from './auth-card';
import { AuthForm, FormAlert, useAccountSend } from './auth-form';
import { PasswordPairFields, usePasswordPair } from './password-pair-fields';

const ORDER = ['change-current', 'change-password', 'change-confirm'];

/**
 * /user/change-password (auth): the spec's screen did nothing; here the current password and a new
 * one with the register rules change it, and the server ends the customer's other sessions.
 */
export function ChangePasswordPage() {
  usePageTitle('Change Password');
  const user = useAppSelector((s) => s.user.userData);
  const userId = user?._id ?? '';
  const [current, setCurrent] = useState('');
  const [currentError, setCurrentError] = useState('');
  const pair = usePasswordPair();
  const { failure, setFailure, sending, busy, send } = useAccountSend('Your password could not be changed. Please try again.');
  const [done, setDone] = useState('');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy()) return;
    setFailure('');
    setDone('');
    const found = pair.check();
    const missingCurrent = current ? '' : 'Current password is required';
    setCurrentError(missingCurrent);
    if (focusFirstError(ORDER, { 'change-current': missingCurrent, 'change-password': found.password, 'change-confirm': found.confirm }))
      return;
    await send(async () => {
      const reply = await accountApi.changePassword(userId, {
        user_current_password: current,
        user_new_password: pair.password,
        user_confirm_password: pair.confirm,
      });
      toast.success(reply.message);
      setDone(reply.message);
      setCurrent('');
      pair.reset();
    });
  };

  return (
    <AuthCard
      title="Change Password"
      intro="Enter your current password, then choose a new one. Other devices will be logged out."
      footer={<Link to={paths.profile}>Back to your profile</Link>}
    >
      <AuthForm onSubmit={onSubmit} sending={sending} failure={failure} submitLabel="Change Password" disabled={pair.hasError}>
        <FormAlert message={done} tone="success" />
        {/* Lets a password manager file the new password under the right account. */}
        <input
          type="email"
          className="d-none"
          autoComplete="username"
          value={user?.user_email ?? ''}
          readOnly
          aria-hidden="true"
          tabIndex={-1}
        />
        <FormField
          id="change-current"
          label="Current Password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          value={current}
          onChange={(v) => {
            setCurrent(v);
            if (v) setCurrentError('');
          }}
          error={currentError}
        />
        <PasswordPairFields pair={pair} idPrefix="change" label="New Password" />
      </AuthForm>
    </AuthCard>
  );
}
