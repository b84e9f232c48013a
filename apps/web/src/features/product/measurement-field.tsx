import { boundsOf, enabledUnits, formatBounds, type MeasurementUnit, type Variant } from '@northbend/shared';
import { MeasurementInput } from '../../ui/measurement';

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

/** The product page's measurement choice: the variant's enabled units and its range in the chosen one. */
export function MeasurementField({ variant, unit, input, invalid, errorId, locked, onInput, onUnit }: MeasurementFieldProps) {
  const id = `nb-measure-${variant._id}`;
  return (
    <MeasurementInput
      className="nb-choice nb-choice--measure"
      unitClassName="nb-choice__unit"
      inputId={id}
      rangeId={`${id}-range`}
      input={input}
      unit={unit}
      units={enabledUnits(variant.variant_measurement)}
      range={formatBounds(boundsOf(variant.variant_measurement, unit))}
      invalid={invalid}
      errorId={errorId}
      disabled={locked}
      onInput={onInput}
      onUnit={onUnit}
    />
  );
}
