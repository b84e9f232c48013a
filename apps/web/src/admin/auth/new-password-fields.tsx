import { STAFF_PASSWORD_MAX_LENGTH } from '@northbend/shared';
import { FormField } from '../../ui/form-field';

interface NewPasswordFieldsProps {
  /** Before the fields' ids: 'profile-' gives profile-new-password and profile-confirm-password. */
  idPrefix?: string;
  repeatLabel: string;
  hint: string;
  password: string;
  confirm: string;
  onPassword: (value: string) => void;
  onConfirm: (value: string) => void;
  /** newPasswordProblems' answer, once the form was sent. */
  errors: { password?: string; confirm?: string };
}

/** A new staff password and its repetition (a password change, an invitation or reset link). */
export function NewPasswordFields({
  idPrefix = '',
  repeatLabel,
  hint,
  password,
  confirm,
  onPassword,
  onConfirm,
  errors,
}: NewPasswordFieldsProps) {
  const common = { type: 'password', autoComplete: 'new-password', maxLength: STAFF_PASSWORD_MAX_LENGTH, required: true } as const;
  return (
    <>
      <FormField
        id={`${idPrefix}new-password`}
        label="New password"
        value={password}
        onChange={onPassword}
        {...common}
        hint={hint}
        error={errors.password}
      />
      <FormField
        id={`${idPrefix}confirm-password`}
        label={repeatLabel}
        value={confirm}
        onChange={onConfirm}
        {...common}
        error={errors.confirm}
      />
    </>
  );
}
