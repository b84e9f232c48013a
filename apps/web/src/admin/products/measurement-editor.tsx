import { Field, GroupErrors } from './field';
import { fieldKey } from './product-errors';
import type { BoundsForm, VariantForm } from './product-form';
import type { ProductEditor } from './use-product-editor';

const UNITS = [
  { unit: 'mm', label: 'Millimetres (MM)' },
  { unit: 'in', label: 'Inches (IN)' },
] as const;

/**
 * Which units a customer may type a size in and the allowed range of each: the shared rules
 * (VariantMeasurementInput) want both bounds of an enabled unit, and min not above max.
 */
export function MeasurementEditor({ variant, editor }: { variant: VariantForm; editor: ProductEditor }) {
  const m = variant.variant_measurement;
  const setUnit = (unit: 'mm' | 'in', change: Partial<BoundsForm>) =>
    editor.updateVariant(variant.key, (v) => ({
      ...v,
      variant_measurement: { ...v.variant_measurement, [unit]: { ...v.variant_measurement[unit], ...change } },
    }));
  const setOn = (unit: 'mm' | 'in', on: boolean) =>
    editor.updateVariant(variant.key, (v) => ({ ...v, variant_measurement: { ...v.variant_measurement, [`${unit}_status`]: on } }));

  return (
    <fieldset className="nb-pf-group">
      <legend className="nb-pf-group__title">Measurement</legend>
      <p className="nb-pf-hint mb-2">
        The size a customer types when ordering, checked against these bounds in the storefront and the cart.
      </p>
      <div className="nb-pf-units">
        {UNITS.map(({ unit, label }) => {
          const key = fieldKey.variant(variant.key, `variant_measurement.${unit}`);
          const id = `v-${variant.key}-${unit}`;
          const on = m[`${unit}_status`];
          const messages = editor.errorsOf(key);
          const UNIT = unit.toUpperCase();
          return (
            <div key={unit} className={`nb-pf-unit${on ? ' is-on' : ''}`}>
              <div className="form-check">
                <input
                  id={`${id}-on`}
                  type="checkbox"
                  className="form-check-input"
                  checked={on}
                  onChange={(e) => setOn(unit, e.target.checked)}
                />
                <label className="form-check-label" htmlFor={`${id}-on`}>
                  {label}
                </label>
              </div>
              <div
                className="nb-pf-unit__bounds"
                role="group"
                aria-label={`${label} bounds`}
                // The unit's message waits until both bounds are left: going from min to max is still typing.
                onBlur={(e) => {
                  if (!e.currentTarget.contains(e.relatedTarget as Node | null)) editor.touch(key);
                }}
              >
                {(['min', 'max'] as const).map((bound) => (
                  <Field
                    key={bound}
                    id={`${id}-${bound}`}
                    label={`${bound === 'min' ? 'Min' : 'Max'} (${UNIT})`}
                    value={m[unit][bound]}
                    inputMode="decimal"
                    suffix={unit}
                    onChange={(value) => setUnit(unit, { [bound]: value })}
                    disabled={!on}
                    invalidBy={messages.length ? `${id}-errors` : undefined}
                  />
                ))}
              </div>
              <GroupErrors id={`${id}-errors`} messages={messages} />
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
