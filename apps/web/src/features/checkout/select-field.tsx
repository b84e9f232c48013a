interface SelectFieldProps {
  id: string;
  label: string;
  value: string;
  options: readonly { value: string; label: string }[];
  /** The empty first choice, e.g. 'Select a country'. */
  placeholder: string;
  onChange: (value: string) => void;
  error?: string;
  required?: boolean;
  disabled?: boolean;
  autoComplete?: string;
}

/** A labelled select with its message under it, styled like the shared FormField. */
export function SelectField({
  id,
  label,
  value,
  options,
  placeholder,
  onChange,
  error,
  required,
  disabled,
  autoComplete,
}: SelectFieldProps) {
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
      <select
        id={id}
        name={id}
        className={`form-select${error ? ' is-invalid' : ''}`}
        value={value}
        disabled={disabled}
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        onChange={(e) => onChange(e.target.value)}
      >
        <option value="">{placeholder}</option>
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.label}
          </option>
        ))}
      </select>
      {error && (
        <div id={`${id}-error`} className="invalid-feedback">
          {error}
        </div>
      )}
    </div>
  );
}
