import { DEFAULT_PRODUCT_IMAGE, formatPrice, formatQuoteDay, type CartItem } from '@northbend/shared';
import { useState } from 'react';
import { Link } from 'react-router';
import { CURRENCY_SYMBOL } from '../lib/config';
import { paths } from '../lib/paths';
import { useAppDispatch, useAppSelector } from '../app/store';
import { removeCartLine, setCartProductQuantity } from '../state/cart-actions';
import { PriceChangeNotice, UnavailableMark } from './cart-notices';
import { CartVariantRow } from './cart-variant-row';
import { UnitPrice } from './unit-price';
import { QuantityControl } from './quantity-control';
import { ResponsiveImage } from './responsive-image';
import { RemoveButton } from './remove-button';
import './cart-line.scss';

interface CartLineProps {
  line: CartItem;
  /** The drawer's narrow layout or the cart page's wide one. */
  layout: 'drawer' | 'page';
  /** Called when a link leaves the list (the drawer closes). */
  onNavigate?: () => void;
}

const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

/**
 * One cart line, the same in the header drawer and on the cart page: the product, then either its
 * quantity (a plain product) or each configured variant with its own quantity, and the line total.
 * Every change answers with the whole cart, which re-renders this line.
 */
export function CartLine({ line, layout, onNavigate }: CartLineProps) {
  const dispatch = useAppDispatch();
  const customerId = useAppSelector((s) => s.user.userData?._id) ?? '';
  const [removing, setRemoving] = useState(false);
  const product = line.cart_product;
  const to = paths.product(product.product_slug, line.cart_product_id);
  const variants = line.cart_selected_product_variants ?? [];
  // Staff archived the product: its page is gone, so the line only names it and offers Remove.
  const unavailable = Boolean(line.cart_item_unavailable);
  // A line of an accepted quote (issue 14 item 5): no product page, bought in the quoted quantity.
  const quote = line.cart_quote;
  const plain = unavailable || Boolean(quote);

  const remove = async () => {
    setRemoving(true);
    // A refusal has been toasted; the line stays, so its button comes back.
    await dispatch(removeCartLine({ customerId, cartId: line._id }))
      .unwrap()
      .catch(() => setRemoving(false));
  };

  const image = (
    <ResponsiveImage
      src={product.product_images[0] || DEFAULT_PRODUCT_IMAGE}
      alt=""
      widths={[160, 320]}
      sizes={layout === 'page' ? '112px' : '72px'}
      width={112}
      height={112}
      loading="lazy"
    />
  );
  const removeButton = <RemoveButton label={`Remove ${product.product_name} from cart`} busy={removing} onClick={() => void remove()} />;

  return (
    <li className={`nb-cart-line nb-cart-line--${layout}${unavailable ? ' nb-cart-line--unavailable' : ''}`}>
      {plain ? (
        <span className="nb-cart-line__image" aria-hidden="true">
          {image}
        </span>
      ) : (
        <Link to={to} className="nb-cart-line__image" tabIndex={-1} aria-hidden="true" onClick={onNavigate}>
          {image}
        </Link>
      )}
      <div className="nb-cart-line__body">
        <div className="nb-cart-line__head">
          <h3 className="nb-cart-line__name">
            {plain ? (
              product.product_name
            ) : (
              <Link to={to} onClick={onNavigate}>
                {product.product_name}
              </Link>
            )}
          </h3>
          <span className="nb-cart-line__sku">SKU {product.product_sku}</span>
          {quote && (
            <span className="nb-cart-line__quote">
              Quote {quote.quote_number} · valid until {formatQuoteDay(quote.valid_until)}
            </span>
          )}
        </div>
        {line.cart_item_problem && !unavailable && <p className="nb-cart-line__problem">{line.cart_item_problem}</p>}
        {unavailable ? (
          <div className="nb-cart-line__gone">
            <UnavailableMark what="product" />
            {removeButton}
          </div>
        ) : quote ? (
          <div className="nb-cart-buy">
            <span className="nb-cart-buy__unit">{money(line.cart_product_price)} each</span>
            <span className="nb-cart-buy__fixed">Qty {line.cart_product_quantity}</span>
            <span className="nb-cart-buy__total">{money(line.cart_product_total)}</span>
            {removeButton}
          </div>
        ) : variants.length === 0 ? (
          <>
            <div className="nb-cart-buy">
              <UnitPrice price={line.cart_product_price} listPrice={line.cart_product_list_price} note={line.cart_price_note} />
              <QuantityControl
                size="sm"
                value={line.cart_product_quantity}
                label={product.product_name}
                onChange={(quantity) =>
                  dispatch(setCartProductQuantity({ cartId: line._id, quantity }))
                    .unwrap()
                    .then(
                      () => true,
                      () => false,
                    )
                }
              />
              <span className="nb-cart-buy__total">{money(line.cart_product_total)}</span>
              {removeButton}
            </div>
            {line.cart_product_price_was != null && <PriceChangeNotice was={line.cart_product_price_was} now={line.cart_product_price} />}
          </>
        ) : (
          <ul className="nb-cart-line__variants">
            {variants.map((v) => (
              <CartVariantRow key={v._id} line={line} variant={v} customerId={customerId} />
            ))}
          </ul>
        )}
        {variants.length > 0 && !unavailable && (
          <p className="nb-cart-line__total">
            <span>Line total</span> <strong>{money(line.cart_item_total)}</strong>
          </p>
        )}
      </div>
    </li>
  );
}
