import { formatPrice } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../app/config';
import type { CartVariant } from './variant-config';

/** 'User Selected': what is in the cart for this variant, 'N/A' while it is not (spec section 2). */
export function UserSelected({ selected }: { selected?: CartVariant }) {
  const measurement = selected?.variant_measurement_selected;
  const options = selected?.variant_options_selected ?? [];
  return (
    <div className="nb-user-selected">
      <h4 className="nb-user-selected__title">User Selected</h4>
      {!selected ? (
        <p className="mb-0">N/A</p>
      ) : (
        <ul className="nb-user-selected__list">
          {selected.variant_quantity !== undefined && <li>Quantity in cart: {selected.variant_quantity}</li>}
          {measurement && (
            <li>
              Measurement: {measurement.value} {measurement.type}
            </li>
          )}
          {options.map((o) => (
            <li key={o.variant_options_id}>
              {o.variant_options_name}: {o.variant_options_child_name}
              {o.variant_options_child_price !== undefined ? ` (+${formatPrice(o.variant_options_child_price, CURRENCY_SYMBOL)})` : ''}
            </li>
          ))}
          {!measurement && options.length === 0 && <li>No measurement or options chosen</li>}
        </ul>
      )}
    </div>
  );
}
