import { useRef, useState, type FormEvent, type ReactNode } from 'react';
import { ApiError } from '../../lib/api-client';
import { FormField } from '../../ui/form-field';

/** A refused submit's message on the form itself (the toast closes after 1.5 s). */
export function FormAlert({ message, tone = 'danger' }: { message: string; tone?: 'danger' | 'success' }) {
  if (!message) return null;
  return (
    <p className={`alert alert-${tone} nb-auth__alert`} role={tone === 'danger' ? 'alert' : 'status'}>
      {message}
    </p>
  );
}

/**
 * One send of an account form. A submit while the last one is on its way is ignored (a double
 * click, Enter twice); a refusal stays on the card as `failure` (issue 16): the server's words, or
 * `fallback` when it gave none.
 */
export function useAccountSend(fallback: string) {
  const [failure, setFailure] = useState('');
  const [sending, setSending] = useState(false);
  const inFlight = useRef(false);
  return {
    failure,
    setFailure,
    sending,
    /** True while a send is on its way: the submit handler returns at once. */
    busy: () => inFlight.current,
    send: async (call: () => Promise<void>) => {
      inFlight.current = true;
      setSending(true);
      try {
        await call();
      } catch (err) {
        setFailure(err instanceof ApiError ? err.message : fallback);
      } finally {
        inFlight.current = false;
        setSending(false);
      }
    },
  };
}

interface AuthFormProps {
  onSubmit: (e: FormEvent) => void;
  sending: boolean;
  failure: string;
  submitLabel: string;
  /** Besides while sending: the button waits for the live messages to be fixed. */
  disabled?: boolean;
  children: ReactNode;
}

/** An account form on its card: the refusal on top, the fields, the large submit with its spinner. */
export function AuthForm({ onSubmit, sending, failure, submitLabel, disabled = false, children }: AuthFormProps) {
  return (
    <form noValidate onSubmit={onSubmit} aria-busy={sending} className="nb-auth__form">
      <FormAlert message={failure} />
      {children}
      <button type="submit" className="btn btn-primary btn-lg nb-auth__submit" disabled={disabled || sending}>
        {sending && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
        {submitLabel}
      </button>
    </form>
  );
}

/** The account's email: login, registration and the reset link ask for it alike. */
export function EmailField({ id, value, onChange, error }: { id: string; value: string; onChange: (v: string) => void; error: string }) {
  return (
    <FormField
      id={id}
      label="Email"
      type="email"
      autoComplete="email"
      required
      maxLength={254}
      value={value}
      onChange={onChange}
      error={error}
    />
  );
}
