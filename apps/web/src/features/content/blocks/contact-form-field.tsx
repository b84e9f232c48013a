import type { ContactFieldName } from './contact-form-validation';

interface ContactFieldProps {
  /** Prefix of the form's ids; the input is `${idPrefix}-${name}`. */
  idPrefix: string;
  name: ContactFieldName;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  type?: 'text' | 'email' | 'tel';
  autoComplete?: string;
  maxLength?: number;
  placeholder?: string;
  /** A textarea of this many rows instead of a one-line input. */
  rows?: number;
}

/** One labelled input of the 'Get In Touch' form with its message under it (Bootstrap is-invalid). */
export function ContactField({ idPrefix, name, label, value, onChange, error, required, type = 'text', autoComplete, maxLength, placeholder, rows }: ContactFieldProps) {
  const id = `${idPrefix}-${name}`;
  const common = {
    id,
    name,
    value,
    maxLength,
    autoComplete,
    placeholder,
    className: `form-control${error ? ' is-invalid' : ''}`,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': error ? `${id}-error` : undefined,
  };
  return (
    <div className="nb-contact-form__field">
      <label className="form-label" htmlFor={id}>
        {label}
        {required && <span className="nb-contact-form__required" aria-hidden="true"> *</span>}
      </label>
      {rows ? (
        <textarea {...common} rows={rows} onChange={(e) => onChange(e.target.value)} />
      ) : (
        <input {...common} type={type} onChange={(e) => onChange(e.target.value)} />
      )}
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
