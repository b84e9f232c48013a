import type { CartVariant, MeasurementUnit, Variant } from '@northbend/shared';
import { MeasurementField } from './measurement-field';
import { OptionSelect } from './option-select';
import { UserSelected } from './user-selected';
import type { VariantDraft } from './use-variant-config';

interface VariantChoicesProps {
  variant: Variant;
  /** What the panel shows: the cart's choices when the variant is in the cart, else the draft. */
  values: VariantDraft;
  invalid: boolean;
  errorId: string;
  /** The variant's cart line; its choices are locked while it is in the cart (spec section 4). */
  selected?: CartVariant;
  onInput: (value: string) => void;
  onUnit: (unit: MeasurementUnit) => void;
  onOption: (optionId: string, child: string) => void;
}

/** The expanded panel 'Choose this option:': measurement, option dropdowns and 'User Selected'. */
export function VariantChoices({ variant, values, invalid, errorId, selected, onInput, onUnit, onOption }: VariantChoicesProps) {
  const locked = Boolean(selected);
  return (
    <div className="nb-choices" id={`nb-choices-${variant._id}`}>
      <h3 className="nb-choices__title">Choose this option:</h3>
      {locked && <p className="nb-choices__locked">This variant is in your cart with the choices below. Remove it to choose again.</p>}
      <div className="nb-choices__grid">
        {values.unit && (
          <MeasurementField
            variant={variant}
            unit={values.unit}
            input={values.input}
            invalid={invalid}
            errorId={errorId}
            locked={locked}
            onInput={onInput}
            onUnit={onUnit}
          />
        )}
        {variant.variant_options.map((option) => (
          <OptionSelect
            key={option.variant_options_id}
            variantId={variant._id}
            option={option}
            value={values.options[option.variant_options_id] ?? ''}
            locked={locked}
            onChange={(child) => onOption(option.variant_options_id, child)}
          />
        ))}
      </div>
      <UserSelected selected={selected} />
    </div>
  );
}
