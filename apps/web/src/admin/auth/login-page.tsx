import { useState, type FormEvent } from 'react';
import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { FormField } from '../../ui/form-field';
import { AdminApiError } from '../api/client';
import { adminSession } from '../api/session';
import { adminPaths } from '../paths';
import { BusyButton, CODE_INPUT, FormMessage, TextField } from '../ui/fields';
import { messageOf } from '../ui/use-load';
import { authApi } from './auth-api';
import { AuthCard } from './auth-card';

/** Where to go after signing in: the page that sent the user here, if it is a back-office page. */
const nextOf = (params: URLSearchParams): string => {
  const next = params.get('next') ?? '';
  return next.startsWith('/admin/') && !next.startsWith(adminPaths.login) ? next : adminPaths.home;
};

/**
 * Sign-in: email and password, then — when the account has two-factor sign-in (401 TOTP_REQUIRED)
 * — the 6-digit code from the authenticator app. The server's messages are shown as they are.
 */
export function LoginPage() {
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [code, setCode] = useState('');
  const [step, setStep] = useState<'password' | 'code'>('password');
  const [prompt, setPrompt] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  if (adminSession.token() && !busy) return <Navigate to={nextOf(params)} replace />;

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    setBusy(true);
    setError(null);
    try {
      const answer = await authApi.login({ email, password, ...(step === 'code' ? { totp: code.replace(/\s+/g, '') } : {}) });
      adminSession.start(answer);
      navigate(nextOf(params), { replace: true });
    } catch (err) {
      setBusy(false);
      if (err instanceof AdminApiError && err.code === 'TOTP_REQUIRED') {
        setStep('code');
        setPrompt(err.message);
        return;
      }
      setError(messageOf(err));
    }
  };

  const restart = () => {
    setStep('password');
    setCode('');
    setError(null);
  };

  return (
    <AuthCard title={step === 'password' ? 'Sign in' : 'Two-factor sign-in'}>
      <form className="nb-form-stack" onSubmit={submit} noValidate>
        {step === 'password' ? (
          <>
            <FormField id="login-email" label="Email" type="email" value={email} onChange={setEmail} autoComplete="username" required />
            <FormField
              id="login-password"
              label="Password"
              type="password"
              value={password}
              onChange={setPassword}
              autoComplete="current-password"
              required
            />
          </>
        ) : (
          <>
            <p className="nb-form-hint" role="status">
              {prompt}
            </p>
            <TextField
              id="login-code"
              label="6-digit code"
              {...CODE_INPUT}
              pattern="[0-9 ]*"
              value={code}
              onChange={setCode}
              // The code step replaces the password step: focus follows so keyboard users land in it.
              autoFocus
            />
          </>
        )}
        <BusyButton type="submit" busy={busy} className="btn btn-primary nb-auth__submit">
          {step === 'password' ? 'Sign in' : 'Verify and sign in'}
        </BusyButton>
        {step === 'code' && (
          <button type="button" className="btn btn-link btn-sm p-0" onClick={restart}>
            Use another account
          </button>
        )}
        <FormMessage error={error} />
      </form>
    </AuthCard>
  );
}
