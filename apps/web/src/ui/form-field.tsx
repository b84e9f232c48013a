import type { HTMLAttributes, HTMLInputTypeAttribute, ReactNode } from 'react';
import './form-field.scss';

interface FormFieldProps {
  id: string;
  /** The field's name in the form; defaults to its id. */
  name?: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** Shown under the field and read with it (e.g. the password rule before anything is typed). */
  hint?: string;
  required?: boolean;
  type?: HTMLInputTypeAttribute;
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
  readOnly?: boolean;
  /** A datalist's id: suggestions the field offers while anything may still be typed. */
  list?: string;
  /** The earliest date or smallest number the browser's picker offers (the check stays the form's). */
  min?: string | number;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
}

/** A labelled input with its message under it (Bootstrap is-invalid), read together by screen readers. */
export function FormField({
  id,
  name = id,
  label,
  value,
  onChange,
  error,
  hint,
  required,
  type = 'text',
  autoComplete,
  maxLength,
  placeholder,
  rows,
  readOnly,
  list,
  min,
  inputMode,
}: FormFieldProps) {
  const described = [error ? `${id}-error` : '', hint ? `${id}-hint` : ''].filter(Boolean).join(' ');
  const common = {
    id,
    name,
    value,
    maxLength,
    autoComplete,
    placeholder,
    readOnly,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': described || undefined,
  };
  return (
    <FieldFrame id={id} label={label} required={required} error={error} hint={hint}>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} list={list} min={min} inputMode={inputMode} onChange={(e) => onChange(e.target.value)} />
      )}
    </FieldFrame>
  );
}

interface FieldFrameProps {
  id: string;
  label: string;
  required?: boolean;
  error?: string;
  hint?: string;
  /** The control, whose aria-describedby names `${id}-error` and `${id}-hint` while they show. */
  children: ReactNode;
}

/** A field's label with the required star, and the message (or else the hint) under its control. */
export function FieldFrame({ id, label, required, error, hint, children }: FieldFrameProps) {
  return (
    <div className="nb-form-field">
      <label className="form-label" htmlFor={id}>
        {label}
        {required && (
          <span className="nb-form-field__required" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </label>
      {children}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
      {hint && !error && (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      )}
    </div>
  );
}

/** After a refused submit: move the focus to the first field in `order` that has a message. */
export function focusFirstError(
  order: string[],
  errors: Record<string, string | undefined>,
  idOf: (field: string) => string = (f) => f,
): boolean {
  const first = order.find((f) => errors[f]);
  // The message renders with the next paint; focus then, so it is read with the field.
  if (first) requestAnimationFrame(() => document.getElementById(idOf(first))?.focus());
  return Boolean(first);
}
