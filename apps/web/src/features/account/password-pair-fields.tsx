import { useState } from 'react';
import { FormField } from '../../ui/form-field';
import { passwordPairMessages } from './password-rules';

/** A new password and its confirmation with the live messages of spec section 5. */
export function usePasswordPair() {
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  // Empty fields are flagged only after a submit; typing keeps the live rule.
  const [submitted, setSubmitted] = useState(false);
  const messages = passwordPairMessages(password, confirm, submitted);
  return {
    password,
    confirm,
    setPassword,
    setConfirm,
    messages,
    hasError: Boolean(messages.password || messages.confirm),
    /** Flags what is missing as well; returns the messages a submit would show. */
    check: () => {
      setSubmitted(true);
      return passwordPairMessages(password, confirm, true);
    },
    reset: () => {
      setPassword('');
      setConfirm('');
      setSubmitted(false);
    },
  };
}

export type PasswordPair = ReturnType<typeof usePasswordPair>;

/** Ids `${idPrefix}-password` and `${idPrefix}-confirm`, for focusing the first message. */
export function PasswordPairFields({ pair, idPrefix, label = 'Password' }: { pair: PasswordPair; idPrefix: string; label?: string }) {
  return (
    <>
      <FormField
        id={`${idPrefix}-password`}
        label={label}
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
        value={pair.password}
        onChange={pair.setPassword}
        error={pair.messages.password}
        hint="At least 6 characters with an uppercase and a lowercase letter, a number and a special character."
      />
      <FormField
        id={`${idPrefix}-confirm`}
        label={`Confirm ${label}`}
        type="password"
        autoComplete="new-password"
        required
        maxLength={128}
        value={pair.confirm}
        onChange={pair.setConfirm}
        error={pair.messages.confirm}
      />
    </>
  );
}
