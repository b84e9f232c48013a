/** @jsxImportSource preact */
import { useEffect } from 'preact/hooks';
import { paths } from '../../lib/paths';
import { session } from '../../lib/session-storage';
import { FormField } from '../contact-form/form-field';
import { replaceWith } from '../navigate';
import { LOGIN_FIELDS, useLoginForm } from './use-login-form';

export interface LoginFormIslandProps {
  /** Where login returns to: the `redirect` of this site (lib/return-path.ts returnPathOf), or null for /. */
  back: string | null;
}

/**
 * /user/login's form (spec sections 2, 4 and 5) as an island (issue 29): email, password, remember
 * me and 'Forgot password?', with the markup and classes of the account forms (features/account/
 * auth-form.tsx, ui/form-field.tsx), so the account stylesheet draws it alike. The card around it
 * (title, intro, 'Create an account') is the page's plain HTML.
 */
export default function LoginFormIsland({ back }: LoginFormIslandProps) {
  const form = useLoginForm(back);

  // A login page is for visitors (spec section 2): a tab holding a customer's session leaves at once.
  useEffect(() => {
    if (session.isLoggedIn()) replaceWith(back ?? paths.home);
  }, [back]);

  const onSubmit = async (e: Event) => {
    e.preventDefault();
    const errors = await form.submit();
    const first = LOGIN_FIELDS.find((f) => errors[f]);
    // The message renders with the next paint; focus then, so it is read with the field.
    if (first) requestAnimationFrame(() => document.getElementById(first)?.focus());
  };

  return (
    // POST: a press before the island is up (the browser's own submit) never puts the password in
    // the address, the history or a log.
    <form method="post" noValidate onSubmit={onSubmit} aria-busy={form.sending} class="nb-auth__form">
      {form.failure && (
        <p class="alert alert-danger nb-auth__alert" role="alert">
          {form.failure}
        </p>
      )}
      <FormField
        id="login-email"
        name="login-email"
        label="Email"
        type="email"
        autoComplete="email"
        required
        maxLength={254}
        value={form.email}
        onChange={form.setEmail}
        error={form.errors['login-email']}
      />
      <FormField
        id="login-password"
        name="login-password"
        label="Password"
        type="password"
        autoComplete="current-password"
        required
        maxLength={128}
        value={form.password}
        onChange={form.setPassword}
        error={form.errors['login-password']}
      />
      <div class="nb-auth__row">
        <div class="form-check">
          <input
            id="login-remember"
            type="checkbox"
            class="form-check-input"
            checked={form.rememberMe}
            onChange={(e) => form.setRememberMe(e.currentTarget.checked)}
          />
          <label class="form-check-label" for="login-remember">
            Remember me
          </label>
        </div>
        <a href={paths.forgetPassword}>Forgot password?</a>
      </div>
      <button type="submit" class="btn btn-primary btn-lg nb-auth__submit" disabled={form.sending}>
        {form.sending && <span class="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        Login
      </button>
    </form>
  );
}
