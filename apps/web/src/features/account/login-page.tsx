import { CUSTOMER_MESSAGES } from '@northbend/shared';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '../../lib/paths';
import { returnPathOf } from '../../lib/return-path';
import { startSession } from '../../lib/session';
import { useAppDispatch } from '../../app/store';
import { usePageTitle } from '../../components/use-page-title';
import { focusFirstError, FormField } from '../../ui/form-field';
import { accountApi } from './account-api';
import { AuthCard } from './auth-card';
import { AuthForm, EmailField, useAccountSend } from './auth-form';

const FIELDS = ['login-email', 'login-password'];

/**
 * /user/login: email, password and remember me (spec sections 2, 4 and 5). A `redirect` of this
 * site (a customer screen, the emailed order link, a product whose Add to Cart sent the visitor
 * here) is where login goes instead of /, and the pressed action is finished there (issue 16).
 */
export function LoginPage() {
  usePageTitle('Login');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const back = returnPathOf(useSearchParams()[0].get('redirect'));
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [rememberMe, setRememberMe] = useState(false);
  const [errors, setErrors] = useState<Record<string, string>>({});
  // One message, on the card (issue 16): it stays while the buyer reads it (wrong password,
  // unverified email with its new link, too many attempts); the login call does not toast it.
  const { failure, setFailure, sending, busy, send } = useAccountSend('Login failed. Please try again.');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy()) return;
    const found = { 'login-email': email.trim() ? '' : 'Email is required', 'login-password': password ? '' : 'Password is required' };
    setErrors(found);
    setFailure('');
    if (focusFirstError(FIELDS, found)) {
      toast.warning(CUSTOMER_MESSAGES.fillAllFields);
      return;
    }
    await send(async () => {
      const reply = await accountApi.login({ user_email: email.trim(), user_password: password, remember_me: rememberMe });
      startSession(dispatch, reply.user, reply.authToken);
      toast.success(reply.message);
      // The page it returns to finishes what the visitor pressed there (lib/after-login-memory.ts):
      // the product page is a document, which this tab leaves for.
      navigate(back ?? paths.home, { replace: true });
    });
  };

  return (
    <AuthCard
      title="Login"
      intro="Log in to see your prices, keep a cart and order on your company's terms."
      footer={
        <>
          No account yet? <Link to={paths.register}>Create an account</Link>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} sending={sending} failure={failure} submitLabel="Login">
        <EmailField id="login-email" value={email} onChange={setEmail} error={errors['login-email']} />
        <FormField
          id="login-password"
          label="Password"
          type="password"
          autoComplete="current-password"
          required
          maxLength={128}
          value={password}
          onChange={setPassword}
          error={errors['login-password']}
        />
        <div className="nb-auth__row">
          <div className="form-check">
            <input
              id="login-remember"
              type="checkbox"
              className="form-check-input"
              checked={rememberMe}
              onChange={(e) => setRememberMe(e.target.checked)}
            />
            <label className="form-check-label" htmlFor="login-remember">
              Remember me
            </label>
          </div>
          <Link to={paths.forgetPassword}>Forgot password?</Link>
        </div>
      </AuthForm>
    </AuthCard>
  );
}
