import { formatPrice, type VariantOption } from '@northbend/shared';
import { Link } from 'react-router';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { OPTION_LINK_INFO, sortedChildren } from './variant-config';

interface OptionSelectProps {
  variantId: string;
  option: VariantOption;
  value: string;
  locked: boolean;
  onChange: (child: string) => void;
}

/** One option of a variant (coating, grind…): its children cheapest first, with the surcharge for customers. */
export function OptionSelect({ variantId, option, value, locked, onChange }: OptionSelectProps) {
  const id = `nb-option-${variantId}-${option.variant_options_id}`;
  return (
    <div className="nb-choice">
      <div className="nb-choice__label">
        <label htmlFor={id} className="form-label">
          {option.variant_options_name}
        </label>
        {option.variant_options_link === OPTION_LINK_INFO && (
          <Link to={paths.contactUs} className="nb-choice__info">
            More info
          </Link>
        )}
      </div>
      <select id={id} className="form-select" value={value} disabled={locked} onChange={(e) => onChange(e.target.value)}>
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
