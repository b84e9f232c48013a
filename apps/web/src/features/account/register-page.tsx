import { CUSTOMER_MESSAGES, TIMINGS } from '@northbend/shared';
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router';
import { toast } from 'react-toastify';
import { paths } from '../../lib/paths';
import { usePageTitle } from '../../components/use-page-title';
import { focusFirstError, FormField } from '../../ui/form-field';
import { accountApi } from './account-api';
import { AuthCard } from './auth-card';
import { AuthForm, EmailField, useAccountSend } from './auth-form';
import { PasswordPairFields, usePasswordPair } from './password-pair-fields';
import { emailMessage } from './password-rules';
import { useRedirectAfter } from './use-redirect-after';

const ORDER = ['register-name', 'register-email', 'register-password', 'register-confirm'];

/**
 * /user/register (spec sections 2, 4 and 5): email and password messages follow the typing, the
 * button stays disabled while one shows; on success the 'Verification email sent' page follows
 * after 900 ms.
 */
export function RegisterPage() {
  usePageTitle('Register');
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [mobile, setMobile] = useState('');
  const [business, setBusiness] = useState('');
  const pair = usePasswordPair();
  const [submitted, setSubmitted] = useState(false);
  const { failure, setFailure, sending, busy, send } = useAccountSend('Registration failed. Please try again.');
  const [done, setDone] = useState(false);
  useRedirectAfter(done ? paths.registerSuccess : null, TIMINGS.registrationRedirect);

  const nameMessage = submitted && !name.trim() ? 'Name is required' : '';
  const emailError = emailMessage(email, submitted);
  const flagged = Boolean(nameMessage || emailError || pair.hasError);

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (busy() || done) return;
    setSubmitted(true);
    setFailure('');
    const pwd = pair.check();
    const errors = {
      'register-name': name.trim() ? '' : 'Name is required',
      'register-email': emailMessage(email, true),
      'register-password': pwd.password,
      'register-confirm': pwd.confirm,
    };
    if (focusFirstError(ORDER, errors)) {
      if (!name.trim() || !email.trim() || !pair.password || !pair.confirm) toast.warning(CUSTOMER_MESSAGES.fillAllFields);
      return;
    }
    await send(async () => {
      const reply = await accountApi.register({
        user_name: name.trim(),
        user_email: email.trim().toLowerCase(),
        user_mobile_number: mobile.trim(),
        user_business_name: business.trim(),
        user_password: pair.password,
        user_confirm_password: pair.confirm,
      });
      toast.success(reply.message);
      setDone(true);
    });
  };

  return (
    <AuthCard
      wide
      title="Create an Account"
      intro="Register to see prices, keep a cart and a wishlist, and order for your shop."
      footer={
        <>
          Already registered? <Link to={paths.login}>Login</Link>
        </>
      }
    >
      <AuthForm onSubmit={onSubmit} sending={sending} failure={failure} submitLabel="Register" disabled={flagged || done}>
        <div className="nb-auth__grid">
          <FormField
            id="register-name"
            label="Name"
            autoComplete="name"
            required
            maxLength={120}
            value={name}
            onChange={setName}
            error={nameMessage}
          />
          <EmailField id="register-email" value={email} onChange={setEmail} error={emailError} />
          <FormField
            id="register-mobile"
            label="Mobile Number"
            type="tel"
            autoComplete="tel"
            maxLength={40}
            value={mobile}
            onChange={setMobile}
          />
          <FormField
            id="register-business"
            label="Business Name"
            autoComplete="organization"
            maxLength={200}
            value={business}
            onChange={setBusiness}
          />
          <PasswordPairFields pair={pair} idPrefix="register" />
        </div>
      </AuthForm>
    </AuthCard>
  );
}
