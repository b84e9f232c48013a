import { useRef, useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { ApiError } from '../../lib/api-client';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../components/use-page-title';
import { focusFirstError, FormField } from '../../ui/form-field';
import { accountApi } from './account-api';
import { AuthCard } from './auth-card';
import { FormAlert } from './form-alert';
import { emailMessage } from './password-rules';

/** /user/forget-password: the email gets a reset link; the server's answer shows (same for any email). */
export function ForgetPasswordPage() {
  usePageTitle('Forget Password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (inFlight.current) return;
    const found = emailMessage(email, true);
    setError(found);
    setFailure('');
    setSent('');
    if (focusFirstError(['forget-email'], { 'forget-email': found })) return;
    inFlight.current = true;
    setSending(true);
    try {
      const reply = await accountApi.forgetPassword(email.trim().toLowerCase());
      toast.success(reply.message);
      setSent(reply.message);
      setEmail('');
    } catch (err) {
      setFailure(err instanceof ApiError ? err.message : 'The link could not be sent. Please try again.');
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  };

  return (
    <AuthCard
      title="Forgot Your Password?"
      intro="Enter the email of your account and we will send you a link to choose a new password."
      footer={
        <>
          Remembered it? <Link to={paths.login}>Back to login</Link>
        </>
      }
    >
      <form noValidate onSubmit={onSubmit} aria-busy={sending} className="nb-auth__form">
        <FormAlert message={failure} />
        <FormAlert message={sent} tone="success" />
        <FormField
          id="forget-email"
          label="Email"
          type="email"
          autoComplete="email"
          required
          maxLength={254}
          value={email}
          onChange={(v) => {
            setEmail(v);
            if (error) setError(emailMessage(v, true));
          }}
          error={error}
        />
        <button type="submit" className="btn btn-primary btn-lg nb-auth__submit" disabled={sending}>
          {sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
          Send Reset Link
        </button>
      </form>
    </AuthCard>
  );
}
