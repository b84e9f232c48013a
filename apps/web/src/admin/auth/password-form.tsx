import { useState, type FormEvent } from 'react';
import { STAFF_PASSWORD_MIN_LENGTH } from '@northbend/shared';
import { FormField } from '../../ui/form-field';
import { BusyButton, FormMessage } from '../ui/fields';
import { messageOf } from '../ui/use-load';
import { authApi } from './auth-api';
import { newPasswordProblems } from './new-password';
import { NewPasswordFields } from './new-password-fields';

/** Change my password: the current one, then the new one twice. Other sessions end on the server. */
export function PasswordForm() {
  const [current, setCurrent] = useState('');
  const [next, setNext] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [result, setResult] = useState<{ error?: string; success?: string }>({});
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = newPasswordProblems(next, confirm);
    setErrors(problems);
    if (problems.password || problems.confirm) return;
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
      <NewPasswordFields
        idPrefix="profile-"
        repeatLabel="Repeat the new password"
        hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters.`}
        password={next}
        confirm={confirm}
        onPassword={setNext}
        onConfirm={setConfirm}
        errors={errors}
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
