import type { MeasurementUnit } from '@northbend/shared';

interface MeasurementInputProps {
  /** The wrapping block's classes: the product page's and the quick order's choices differ. */
  className: string;
  unitClassName: string;
  small?: boolean;
  inputId: string;
  rangeId: string;
  input: string;
  unit: MeasurementUnit;
  units: readonly MeasurementUnit[];
  /** The allowed range in the chosen unit, or 'N/A'. */
  range: string;
  invalid: boolean;
  /** The id of the message that names the problem, for aria-errormessage. */
  errorId?: string;
  disabled?: boolean;
  onInput: (value: string) => void;
  onUnit: (unit: MeasurementUnit) => void;
}

/**
 * The measurement a customer wants, in one of the variant's enabled units. A text input (not a
 * number input) so that what was typed can be checked and explained with the spec's messages.
 */
export function MeasurementInput(p: MeasurementInputProps) {
  return (
    <div className={p.className}>
      <label htmlFor={p.inputId} className="form-label">
        Measurement
      </label>
      <div className={p.small ? 'input-group input-group-sm' : 'input-group'}>
        <input
          id={p.inputId}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={`form-control${p.invalid ? ' is-invalid' : ''}`}
          placeholder="Enter value"
          value={p.input}
          disabled={p.disabled}
          aria-invalid={p.invalid}
          aria-errormessage={p.invalid ? p.errorId : undefined}
          aria-describedby={p.rangeId}
          onChange={(e) => p.onInput(e.target.value)}
        />
        <select
          className={`form-select ${p.unitClassName}`}
          aria-label="Unit"
          value={p.unit}
          disabled={p.disabled}
          onChange={(e) => p.onUnit(e.target.value as MeasurementUnit)}
        >
          {p.units.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </div>
      <div id={p.rangeId} className="form-text">
        Allowed: {p.range === 'N/A' ? p.range : `${p.range} ${p.unit}`}
      </div>
    </div>
  );
}
