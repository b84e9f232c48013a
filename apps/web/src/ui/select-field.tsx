import { FieldFrame } from './form-field';

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

/** A labelled select with its message under it, in the frame of FormField. */
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
    <FieldFrame id={id} label={label} required={required} error={error}>
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
    </FieldFrame>
  );
}
