import { useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MAX_LENGTH, STAFF_PASSWORD_MIN_LENGTH } from '@northbend/shared';
import { FormField } from '../../ui/form-field';
import { BusyButton, FormMessage } from '../ui/fields';
import { messageOf } from '../ui/use-load';
import { authApi } from './auth-api';
import { newPasswordProblems } from './new-password';

/** Change my password: the current one, then the new one twice. Other sessions end on the server. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ next?: string; confirm?: string }>({});
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const { password: tooShort, confirm: mismatch } = newPasswordProblems(next, confirm);
    const problems = { next: tooShort, confirm: mismatch };
    setErrors(problems);
    if (problems.next || problems.confirm) return;
    setBusy(true);
    setResult({});
    try {
      const { message } = await authApi.changePassword(current, next);
      setResult({ success: message });
      setCurrent('');
      setNext('');
      setConfirm('');
    } catch (err) {
      setResult({ error: messageOf(err) });
    } finally {
      setBusy(false);
    }
  };

  return (
    <form className="nb-form-stack" onSubmit={submit} noValidate>
      <FormField
        id="current-password"
        label="Current password"
        type="password"
        value={current}
        onChange={setCurrent}
        autoComplete="current-password"
        required
      />
      <FormField
        id="profile-new-password"
        label="New password"
        type="password"
        value={next}
        onChange={setNext}
        autoComplete="new-password"
        maxLength={STAFF_PASSWORD_MAX_LENGTH}
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
        error={errors.next}
        required
      />
      <FormField
        id="profile-confirm-password"
        label="Repeat the new password"
        type="password"
        value={confirm}
        onChange={setConfirm}
        autoComplete="new-password"
        maxLength={STAFF_PASSWORD_MAX_LENGTH}
        error={errors.confirm}
        required
      />
      <div>
        <BusyButton type="submit" busy={busy}>
          Change password
        </BusyButton>
      </div>
      <FormMessage error={result.error} success={result.success} />
    </form>
  );
}
