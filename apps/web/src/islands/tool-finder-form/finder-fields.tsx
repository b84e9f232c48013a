/** @jsxImportSource preact */

export interface FinderOption {
  value: string;
  name: string;
}

interface FinderSelectProps {
  id: string;
  label: string;
  /** The empty first choice; none when every choice is real (the hole shape). */
  placeholder?: string;
  options: readonly FinderOption[];
  value: string;
  onChange: (value: string) => void;
  required?: boolean;
  disabled?: boolean;
}

/** A label and its select in one of the form's fieldsets. */
export function FinderSelect({ id, label, placeholder, options, value, onChange, required, disabled }: FinderSelectProps) {
  return (
    <>
      <label for={id} class="form-label">
        {label}
      </label>
      <select
        id={id}
        class="form-select"
        required={required}
        value={value}
        disabled={disabled}
        onChange={(e) => onChange(e.currentTarget.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => (
          <option key={o.value} value={o.value}>
            {o.name}
          </option>
        ))}
      </select>
    </>
  );
}

/** A hole's size in millimetres, 0.1 to 400. */
export function SizeInput({ id, label, value, onChange }: { id: string; label: string; value: string; onChange: (value: string) => void }) {
  return (
    <div>
      <label for={id} class="form-label">
        {label}
      </label>
      <input
        id={id}
        class="form-control"
        type="number"
        inputMode="decimal"
        min="0.1"
        max="400"
        step="any"
        required
        value={value}
        onInput={(e) => onChange(e.currentTarget.value)}
      />
    </div>
  );
}
