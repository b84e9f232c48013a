import { boundsOf, enabledUnits, formatBounds, formatPrice, type Variant } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { measurementCheck, type RowChoices } from './quick-order-pad';
import { MeasurementInput } from '../../ui/measurement';

interface VariantChooserProps {
  rowKey: number;
  variant: Variant;
  choices: RowChoices;
  onChange: (choices: RowChoices) => void;
}

/**
 * The row's 'Choose this option:' panel: the product page's choices with its rules and messages
 * (packages/shared measurement rules; the server checks again with the same ones).
 */
export function VariantChooser({ rowKey, variant, choices, onChange }: VariantChooserProps) {
  const id = `nb-qo-${rowKey}`;
  const units = enabledUnits(variant.variant_measurement);
  const check = measurementCheck(variant, choices);
  const error = check && !check.ok ? check.message : null;
  const range = choices.unit ? formatBounds(boundsOf(variant.variant_measurement, choices.unit)) : 'N/A';
  return (
    <div className="nb-qo-chooser" role="group" aria-labelledby={`${id}-title`}>
      <p className="nb-qo-chooser__title" id={`${id}-title`}>
        Choose this option: <span className="nb-qo-chooser__variant">{variant.variant_name}</span>
      </p>
      {error && (
        <div className="alert alert-danger nb-qo-chooser__alert" role="alert" id={`${id}-error`}>
          {error}
        </div>
      )}
      <div className="nb-qo-chooser__grid">
        {choices.unit && (
          <MeasurementInput
            className="nb-qo-choice"
            unitClassName="nb-qo-choice__unit"
            small
            inputId={`${id}-measure`}
            rangeId={`${id}-range`}
            input={choices.input}
            unit={choices.unit}
            units={units}
            range={range}
            invalid={Boolean(error)}
            errorId={`${id}-error`}
            onInput={(input) => onChange({ ...choices, input })}
            // Spec section 5: changing the unit clears the value.
            onUnit={(unit) => onChange({ ...choices, unit, input: '' })}
          />
        )}
        {variant.variant_options.map((option) => (
          <div className="nb-qo-choice" key={option.variant_options_id}>
            <label htmlFor={`${id}-${option.variant_options_id}`} className="form-label">
              {option.variant_options_name}
            </label>
            <select
              id={`${id}-${option.variant_options_id}`}
              className="form-select form-select-sm"
              value={choices.options[option.variant_options_id] ?? ''}
              onChange={(e) => onChange({ ...choices, options: { ...choices.options, [option.variant_options_id]: e.target.value } })}
            >
              <option value="">--- Select ---</option>
              {/* The API lists the children cheapest first (spec section 9). */}
              {option.variant_options_lists.map((child) => (
                <option key={child.variant_options_child_name} value={child.variant_options_child_name}>
                  {child.variant_options_child_name}
                  {child.variant_options_child_price !== undefined
                    ? ` +${formatPrice(child.variant_options_child_price, CURRENCY_SYMBOL)}`
                    : ''}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
    </div>
  );
}
