/** @jsxImportSource preact */
import type { JSX } from 'preact';

interface FormFieldProps {
  id: string;
  name: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: string;
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
}

/**
 * The island's labelled input with its message under it: the same markup and classes as the
 * client application's FormField (ui/form-field.tsx), so the same stylesheet draws it.
 */
export function FormField({
  id,
  name,
  label,
  value,
  onChange,
  error,
  required,
  type = 'text',
  autoComplete,
  maxLength,
  placeholder,
  rows,
}: FormFieldProps) {
  const common = {
    id,
    name,
    value,
    maxLength,
    autoComplete,
    placeholder,
    class: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
    // Preact's onInput is the browser's input event: every keystroke, as React's onChange.
    onInput: (e: JSX.TargetedEvent<HTMLInputElement | HTMLTextAreaElement>) => onChange(e.currentTarget.value),
  };
  return (
    <div class="nb-form-field">
      <label class="form-label" for={id}>
        {label}
        {required && (
          <span class="nb-form-field__required" aria-hidden="true">
            {' *'}
          </span>
        )}
      </label>
      {rows ? <textarea {...common} rows={rows} /> : <input {...common} type={type} />}
      {error && (
        <div id={`${id}-error`} class="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
