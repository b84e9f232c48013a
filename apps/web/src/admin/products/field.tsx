import type { InputHTMLAttributes, ReactNode } from 'react';

interface FieldProps {
  id: string;
  label: ReactNode;
  value: string;
  onChange: (value: string) => void;
  /** Marks the field as visited: its message shows from then on. */
  onBlur?: () => void;
  error?: string;
  /** The id of a message shown for a group of fields: this field is marked wrong and read with it. */
  invalidBy?: string;
  hint?: ReactNode;
  disabled?: boolean;
  required?: boolean;
  /** '$' before a price, 'mm' after a bound. */
  prefix?: string;
  suffix?: string;
  /** A textarea of this many rows. */
  rows?: number;
  inputMode?: InputHTMLAttributes<HTMLInputElement>['inputMode'];
  placeholder?: string;
  maxLength?: number;
  className?: string;
  /** The label is read by screen readers only (a cell of a table of fields). */
  hiddenLabel?: boolean;
}

/**
 * A labelled input of the product editor with its message under it, read together with the field.
 * Figures are text inputs (inputMode decimal): what was typed stays as typed, and the shared
 * rules say what is wrong with it.
 */
export function Field({
  id,
  label,
  value,
  onChange,
  onBlur,
  error,
  invalidBy,
  hint,
  disabled,
  required,
  prefix,
  suffix,
  rows,
  inputMode,
  placeholder,
  maxLength,
  className = '',
  hiddenLabel,
}: FieldProps) {
  const invalid = Boolean(error || invalidBy);
  const described = [error ? `${id}-error` : (invalidBy ?? ''), hint ? `${id}-hint` : ''].filter(Boolean).join(' ') || undefined;
  const common = {
    id,
    value,
    placeholder,
    maxLength,
    onBlur,
    disabled,
    className: `form-control form-control-sm${invalid ? ' is-invalid' : ''}`,
    'aria-invalid': invalid || undefined,
    'aria-required': required || undefined,
    'aria-describedby': described,
  };
  const input = rows ? (
    <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
  ) : (
    <input {...common} type="text" inputMode={inputMode} autoComplete="off" onChange={(e) => onChange(e.target.value)} />
  );
  return (
    <div className={`nb-pf-field ${className}`}>
      <label className={hiddenLabel ? 'visually-hidden' : 'form-label'} htmlFor={id}>
        {label}
        {required && (
          <span className="nb-pf-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {prefix || suffix ? (
        <div className="input-group input-group-sm">
          {prefix && <span className="input-group-text">{prefix}</span>}
          {input}
          {suffix && <span className="input-group-text">{suffix}</span>}
        </div>
      ) : (
        input
      )}
      {error && (
        <div id={`${id}-error`} className="nb-pf-error">
          {error}
        </div>
      )}
      {hint && (
        <div id={`${id}-hint`} className="form-text nb-pf-hint">
          {hint}
        </div>
      )}
    </div>
  );
}

/** Messages that belong to a group of fields (a measurement unit, an option's choices). */
export function GroupErrors({ id, messages }: { id: string; messages: string[] }) {
  if (messages.length === 0) return null;
  return (
    <div id={id} className="nb-pf-error">
      {messages.map((m) => (
        <div key={m}>{m}</div>
      ))}
    </div>
  );
}
