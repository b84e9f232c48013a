import { configuredVariantText, type CartVariant } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../lib/config';

/** 'User Selected': what is in the cart for this variant, 'N/A' while it is not (spec section 2). */
export function UserSelected({ selected }: { selected?: CartVariant }) {
  const configuration = selected ? configuredVariantText(selected, { prices: true, currencySymbol: CURRENCY_SYMBOL }) : [];
  return (
    <div className="nb-user-selected">
      <h4 className="nb-user-selected__title">User Selected</h4>
      {!selected ? (
        <p className="mb-0">N/A</p>
      ) : (
        <ul className="nb-user-selected__list">
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
