import type { ButtonHTMLAttributes, InputHTMLAttributes, ReactNode } from 'react';

interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  options: readonly (string | { value: string; label: string })[];
  /** The first choice, meaning 'no filter' ('All statuses'); none when every choice is real. */
  anyLabel?: string;
  disabled?: boolean;
  className?: string;
}

/** A labelled select: a filter of a list or a choice in a form. */
export function SelectField({ id, label, value, onChange, options, anyLabel, disabled, className = '' }: SelectFieldProps) {
  return (
    <div className={`nb-field ${className}`}>
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="form-select form-select-sm" value={value} disabled={disabled} onChange={(e) => onChange(e.target.value)}>
        {anyLabel !== undefined && <option value="">{anyLabel}</option>}
        {options.map((o) => {
          const { value: v, label: l } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={v} value={v}>
              {l}
            </option>
          );
        })}
      </select>
    </div>
  );
}

interface BusyButtonProps extends ButtonHTMLAttributes<HTMLButtonElement> {
  busy: boolean;
  children: ReactNode;
}

/** A button that shows a spinner and refuses clicks while its call is under way. */
export function BusyButton({ busy, children, className = 'btn btn-primary', disabled, type = 'button', ...rest }: BusyButtonProps) {
  return (
    <button type={type} className={className} disabled={busy || disabled} aria-busy={busy || undefined} {...rest}>
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}

/** An inline message under a form: the server's refusal, or what went well. */
export function FormMessage({ error, success }: { error?: string | null; success?: string | null }) {
  if (error)
    return (
      <div className="alert alert-danger nb-form-message" role="alert">
        {error}
      </div>
    );
  if (success)
    return (
      <div className="alert alert-success nb-form-message" role="status">
        {success}
      </div>
    );
  return null;
}

interface TextFieldProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'value' | 'onChange'> {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Under the field and read with it. */
  hint?: ReactNode;
}

/** A labelled one-line input of a dialog or a sign-in step ('form-control' unless a class is given). */
export function TextField({ id, label, value, onChange, hint, className = 'form-control', ...input }: TextFieldProps) {
  return (
    <div className="nb-form-field">
      <label className="form-label" htmlFor={id}>
        {label}
      </label>
      <input
        id={id}
        className={className}
        value={value}
        aria-describedby={hint ? `${id}-hint` : undefined}
        onChange={(e) => onChange(e.target.value)}
        {...input}
      />
      {hint && (
        <p className="nb-form-hint" id={`${id}-hint`}>
          {hint}
        </p>
      )}
    </div>
  );
}

/** A one-time code from an authenticator app: digits (a space allowed), the phone's code keyboard. */
export const CODE_INPUT = {
  className: 'form-control nb-code-input',
  inputMode: 'numeric',
  autoComplete: 'one-time-code',
  maxLength: 7,
} as const;
