import { useState, type FormEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { STAFF_PASSWORD_MIN_LENGTH } from '@northbend/shared';
import { adminPaths } from '../paths';
import { BusyButton, FormMessage } from '../ui/fields';
import { messageOf } from '../ui/use-load';
import { authApi } from './auth-api';
import { newPasswordProblems } from './new-password';
import { NewPasswordFields } from './new-password-fields';
import { AuthCard } from './auth-card';

/** The page of an invitation or reset link (/admin/set-password?token=…): choose a password. */
export function SetPasswordPage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [errors, setErrors] = useState<{ password?: string; confirm?: string }>({});
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const problems = newPasswordProblems(password, confirm);
    setErrors(problems);
    if (problems.password || problems.confirm) return;
    setBusy(true);
    setError(null);
    try {
      setDone((await authApi.setPassword(token, password)).message);
    } catch (err) {
      setError(messageOf(err));
    } finally {
      setBusy(false);
    }
  };

  if (!token)
    return (
      <AuthCard title="Choose your password">
        <FormMessage error="This link is incomplete. Open the link from your invitation email again, or ask the shop owner for a new one." />
      </AuthCard>
    );
  if (done)
    return (
      <AuthCard title="Password set">
        <FormMessage success={done} />
        <p className="mt-3">
          <Link className="btn btn-primary" to={adminPaths.login}>
            Sign in
          </Link>
        </p>
      </AuthCard>
    );
  return (
    <AuthCard title="Choose your password">
      <form className="nb-form-stack" onSubmit={submit} noValidate>
        <NewPasswordFields
          repeatLabel="Repeat the password"
          hint={`At least ${STAFF_PASSWORD_MIN_LENGTH} characters. A passphrase of a few words works well.`}
          password={password}
          confirm={confirm}
          onPassword={setPassword}
          onConfirm={setConfirm}
          errors={errors}
        />
        <BusyButton type="submit" busy={busy} className="btn btn-primary nb-auth__submit">
          Set password
        </BusyButton>
        <FormMessage error={error} />
      </form>
    </AuthCard>
  );
}
