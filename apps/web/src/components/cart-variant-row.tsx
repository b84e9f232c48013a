import { formatPrice, configuredVariantText, type CartItem, type CartVariant } from '@northbend/shared';
import { useState } from 'react';
import { CURRENCY_SYMBOL } from '../lib/config';
import { useAppDispatch } from '../app/store';
import { removeCartVariant, setCartVariantQuantity } from '../state/cart-actions';
import { PriceChangeNotice, UnavailableMark } from './cart-notices';
import { UnitPrice } from './unit-price';
import { QuantityControl } from './quantity-control';
import { RemoveButton } from './remove-button';

const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

/**
 * A configured variant inside a cart line: its name, configuration, quantity and total, with a
 * notice when its price changed since it was added; an archived variant can only be removed.
 */
export function CartVariantRow({ line, variant, customerId }: { line: CartItem; variant: CartVariant; customerId: string }) {
  const dispatch = useAppDispatch();
  const [removing, setRemoving] = useState(false);
  const configuration = configuredVariantText(variant);
  const name = `${line.cart_product.product_name}, ${variant.variant_name}`;

  const remove = async () => {
    setRemoving(true);
    await dispatch(removeCartVariant({ customerId, cartId: line._id, variantId: variant._id }))
      .unwrap()
      .catch(() => setRemoving(false));
  };

  const removeButton = <RemoveButton label={`Remove ${name} from cart`} busy={removing} onClick={() => void remove()} />;
  return (
    <li className={`nb-cart-variant${variant.variant_unavailable ? ' nb-cart-variant--unavailable' : ''}`}>
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
        {variant.variant_price_was != null && <PriceChangeNotice was={variant.variant_price_was} now={variant.variant_price} />}
      </div>
      {variant.variant_unavailable ? (
        <div className="nb-cart-line__gone">
          <UnavailableMark what="variant" />
          {removeButton}
        </div>
      ) : (
        <div className="nb-cart-buy">
          <UnitPrice price={variant.variant_price} listPrice={variant.variant_list_price} note={variant.variant_price_note} />
          <QuantityControl
            size="sm"
            value={variant.variant_quantity}
            label={name}
            onChange={(quantity) =>
              dispatch(setCartVariantQuantity({ cartId: line._id, variantId: variant._id, quantity }))
                .unwrap()
                .then(
                  () => true,
                  () => false,
                )
            }
          />
          <span className="nb-cart-buy__total">{money(variant.variant_total)}</span>
          {removeButton}
        </div>
      )}
    </li>
  );
}
