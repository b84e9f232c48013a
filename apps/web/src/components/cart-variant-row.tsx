import { formatPrice } from '@northbend/shared';
import { useState } from 'react';
import { CURRENCY_SYMBOL } from '../app/config';
import { useAppDispatch } from '../app/store';
import { cartActions } from '../state/cart-actions';
import type { CartItem, CartVariantLine } from '../state/types';
import { configurationOf } from './cart-line-text';
import { QuantityControl } from './quantity-control';
import { RemoveButton } from './remove-button';

const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

/** A configured variant inside a cart line: its name, configuration, quantity and total. */
export function CartVariantRow({ line, variant, customerId }: { line: CartItem; variant: CartVariantLine; customerId: string }) {
  const dispatch = useAppDispatch();
  const [removing, setRemoving] = useState(false);
  const configuration = configurationOf(variant);
  const name = `${line.cart_product.product_name}, ${variant.variant_name}`;

  const remove = async () => {
    setRemoving(true);
    if (!(await cartActions.removeVariant(dispatch, customerId, line._id, variant._id))) setRemoving(false);
  };

  return (
    <li className="nb-cart-variant">
      <div className="nb-cart-variant__what">
        <span className="nb-cart-variant__name">{variant.variant_name}</span>
        <span className="nb-cart-variant__sku">Part No. {variant.variant_sku}</span>
        {configuration.length > 0 && (
          <ul className="nb-cart-variant__config" aria-label={`Configuration of ${variant.variant_name}`}>
            {configuration.map((c) => (
              <li key={c}>{c}</li>
            ))}
          </ul>
        )}
      </div>
      <div className="nb-cart-buy">
        <span className="nb-cart-buy__unit">{money(variant.variant_price)} each</span>
        <QuantityControl
          size="sm"
          value={variant.variant_quantity}
          label={name}
          onChange={(quantity) => cartActions.setVariantQuantity(dispatch, line._id, variant._id, quantity)}
        />
        <span className="nb-cart-buy__total">{money(variant.variant_total)}</span>
        <RemoveButton label={`Remove ${name} from cart`} busy={removing} onClick={() => void remove()} />
      </div>
    </li>
  );
}
