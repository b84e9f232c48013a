import { boundsOf, enabledUnits, formatBounds, type MeasurementUnit, type Variant } from '@northbend/shared';

interface MeasurementFieldProps {
  variant: Variant;
  unit: MeasurementUnit;
  input: string;
  invalid: boolean;
  /** The id of the alert above the table that names the problem, for aria-errormessage. */
  errorId: string;
  locked: boolean;
  onInput: (value: string) => void;
  onUnit: (unit: MeasurementUnit) => void;
}

/**
 * The measurement a customer wants, in one of the variant's enabled units. A text input (not a
 * number input) so that what was typed can be checked and explained with the spec's messages.
 */
export function MeasurementField({ variant, unit, input, invalid, errorId, locked, onInput, onUnit }: MeasurementFieldProps) {
  const id = `nb-measure-${variant._id}`;
  const units = enabledUnits(variant.variant_measurement);
  const range = formatBounds(boundsOf(variant.variant_measurement, unit));
  return (
    <div className="nb-choice nb-choice--measure">
      <label htmlFor={id} className="form-label">
        Measurement
      </label>
      <div className="input-group">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          className={`form-control${invalid ? ' is-invalid' : ''}`}
          placeholder="Enter value"
          value={input}
          disabled={locked}
          aria-invalid={invalid}
          aria-errormessage={invalid ? errorId : undefined}
          aria-describedby={`${id}-range`}
          onChange={(e) => onInput(e.target.value)}
        />
        <select
          className="form-select nb-choice__unit"
          aria-label="Unit"
          value={unit}
          disabled={locked}
          onChange={(e) => onUnit(e.target.value as MeasurementUnit)}
        >
          {units.map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </div>
      <div id={`${id}-range`} className="form-text">
        Allowed: {range === 'N/A' ? range : `${range} ${unit}`}
      </div>
    </div>
  );
}
