import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../components/use-page-title';
import { focusFirstError } from '../../ui/form-field';
import { accountApi } from './account-api';
import { AuthCard } from './auth-card';
import { AuthForm, EmailField, FormAlert, useAccountSend } from './auth-form';
import { emailMessage } from './password-rules';

/** /user/forget-password: the email gets a reset link; the server's answer shows (same for any email). */
export function ForgetPasswordPage() {
  usePageTitle('Forget Password');
  const [email, setEmail] = useState('');
  const [error, setError] = useState('');
  const [sent, setSent] = useState('');
  const { failure, setFailure, sending, busy, send } = useAccountSend('The link could not be sent. Please try again.');

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy()) return;
    const found = emailMessage(email, true);
    setError(found);
    setFailure('');
    setSent('');
    if (focusFirstError(['forget-email'], { 'forget-email': found })) return;
    await send(async () => {
      const reply = await accountApi.forgetPassword(email.trim().toLowerCase());
      toast.success(reply.message);
      setSent(reply.message);
      setEmail('');
    });
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
      <AuthForm onSubmit={onSubmit} sending={sending} failure={failure} submitLabel="Send Reset Link">
        <FormAlert message={sent} tone="success" />
        <EmailField
          id="forget-email"
          value={email}
          onChange={(v) => {
            setEmail(v);
            if (error) setError(emailMessage(v, true));
          }}
          error={error}
        />
      </AuthForm>
    </AuthCard>
  );
}
