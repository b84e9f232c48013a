import { boundsOf, enabledUnits, formatBounds, formatPrice, type MeasurementUnit, type Variant } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { measurementCheck, type RowChoices } from './quick-order-pad';

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
          <div className="nb-qo-choice">
            <label htmlFor={`${id}-measure`} className="form-label">
              Measurement
            </label>
            <div className="input-group input-group-sm">
              <input
                id={`${id}-measure`}
                type="text"
                inputMode="decimal"
                autoComplete="off"
                className={`form-control${error ? ' is-invalid' : ''}`}
                placeholder="Enter value"
                value={choices.input}
                aria-invalid={Boolean(error)}
                aria-errormessage={error ? `${id}-error` : undefined}
                aria-describedby={`${id}-range`}
                onChange={(e) => onChange({ ...choices, input: e.target.value })}
              />
              <select
                className="form-select nb-qo-choice__unit"
                aria-label="Unit"
                value={choices.unit}
                // Spec section 5: changing the unit clears the value.
                onChange={(e) => onChange({ ...choices, unit: e.target.value as MeasurementUnit, input: '' })}
              >
                {units.map((u) => (
                  <option key={u} value={u}>
                    {u}
                  </option>
                ))}
              </select>
            </div>
            <div id={`${id}-range`} className="form-text">
              Allowed: {range === 'N/A' ? range : `${range} ${choices.unit}`}
            </div>
          </div>
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
