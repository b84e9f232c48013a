/** @jsxImportSource preact */
import {
  boundsOf,
  configuredVariantText,
  enabledUnits,
  formatBounds,
  formatPrice,
  type CartVariant,
  type MeasurementUnit,
  type Variant,
  type VariantOption,
} from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { OPTION_LINK_INFO, sortedChildren, type VariantDraft } from '../../features/product/variant-config';

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

/**
 * The expanded panel 'Choose this option:' (spec sections 2, 4, 5): measurement, option dropdowns
 * and 'User Selected', with the markup of the client application's (features/product/
 * variant-choices.tsx, measurement-field.tsx, option-select.tsx, user-selected.tsx).
 */
export function VariantChoices({ variant, values, invalid, errorId, selected, onInput, onUnit, onOption }: VariantChoicesProps) {
  const locked = Boolean(selected);
  return (
    <div class="nb-choices" id={`nb-choices-${variant._id}`}>
      <h3 class="nb-choices__title">Choose this option:</h3>
      {locked && <p class="nb-choices__locked">This variant is in your cart with the choices below. Remove it to choose again.</p>}
      <div class="nb-choices__grid">
        {values.unit && (
          <Measurement
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

interface MeasurementProps {
  variant: Variant;
  unit: MeasurementUnit;
  input: string;
  invalid: boolean;
  errorId: string;
  locked: boolean;
  onInput: (value: string) => void;
  onUnit: (unit: MeasurementUnit) => void;
}

/** The measurement in one of the variant's enabled units: a text input, so what was typed can be explained. */
function Measurement({ variant, unit, input, invalid, errorId, locked, onInput, onUnit }: MeasurementProps) {
  const id = `nb-measure-${variant._id}`;
  const range = formatBounds(boundsOf(variant.variant_measurement, unit));
  return (
    <div class="nb-choice nb-choice--measure">
      <label for={id} class="form-label">
        Measurement
      </label>
      <div class="input-group">
        <input
          id={id}
          type="text"
          inputMode="decimal"
          autoComplete="off"
          class={`form-control${invalid ? ' is-invalid' : ''}`}
          placeholder="Enter value"
          value={input}
          disabled={locked}
          aria-invalid={invalid}
          aria-errormessage={invalid ? errorId : undefined}
          aria-describedby={`${id}-range`}
          onInput={(e) => onInput(e.currentTarget.value)}
        />
        <select
          class="form-select nb-choice__unit"
          aria-label="Unit"
          value={unit}
          disabled={locked}
          onChange={(e) => onUnit(e.currentTarget.value as MeasurementUnit)}
        >
          {enabledUnits(variant.variant_measurement).map((u) => (
            <option key={u} value={u}>
              {u}
            </option>
          ))}
        </select>
      </div>
      <div id={`${id}-range`} class="form-text">
        Allowed: {range === 'N/A' ? range : `${range} ${unit}`}
      </div>
    </div>
  );
}

interface OptionSelectProps {
  variantId: string;
  option: VariantOption;
  value: string;
  locked: boolean;
  onChange: (child: string) => void;
}

/** One option of a variant (coating, grind…): its children cheapest first, with the surcharge for customers. */
function OptionSelect({ variantId, option, value, locked, onChange }: OptionSelectProps) {
  const id = `nb-option-${variantId}-${option.variant_options_id}`;
  return (
    <div class="nb-choice">
      <div class="nb-choice__label">
        <label for={id} class="form-label">
          {option.variant_options_name}
        </label>
        {option.variant_options_link === OPTION_LINK_INFO && (
          <a href={paths.contactUs} class="nb-choice__info">
            More info
          </a>
        )}
      </div>
      <select id={id} class="form-select" value={value} disabled={locked} onChange={(e) => onChange(e.currentTarget.value)}>
        <option value="">--- Select ---</option>
        {sortedChildren(option).map((child) => (
          <option key={child.variant_options_child_name} value={child.variant_options_child_name}>
            {child.variant_options_child_name}
            {child.variant_options_child_price !== undefined ? ` +${formatPrice(child.variant_options_child_price, CURRENCY_SYMBOL)}` : ''}
          </option>
        ))}
      </select>
    </div>
  );
}

/** 'User Selected': what is in the cart for this variant, 'N/A' while it is not (spec section 2). */
function UserSelected({ selected }: { selected?: CartVariant }) {
  const configuration = selected ? configuredVariantText(selected, { prices: true, currencySymbol: CURRENCY_SYMBOL }) : [];
  return (
    <div class="nb-user-selected">
      <h4 class="nb-user-selected__title">User Selected</h4>
      {!selected ? (
        <p class="mb-0">N/A</p>
      ) : (
        <ul class="nb-user-selected__list">
          <li>Quantity in cart: {selected.variant_quantity}</li>
          {configuration.map((c) => (
            <li key={c}>{c}</li>
          ))}
          {configuration.length === 0 && <li>No measurement or options chosen</li>}
        </ul>
      )}
    </div>
  );
}
