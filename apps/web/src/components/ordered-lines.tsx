import { formatPrice, formatQuoteDay, configuredVariantText, NO_LONGER_AVAILABLE, priceChangeText, type CartItem } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../lib/config';
import { ProductThumb } from './product-thumb';
import './ordered-lines.scss';

/** A cart line or an order's snapshot of one (orders carry no cart_item_problem and no cart notices). */
export type OrderedLine = Omit<CartItem, 'cart_item_problem'> & { cart_item_problem?: string | null };

const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

// The cart's notices (issue 12) in the cart line's words and look (_cart-notices.scss), drawn here
// rather than imported from cart-notices.tsx: a module shared by the cart's and the checkout's
// chunks would be a chunk of its own, named in the first page's script.
const PriceChange = ({ was, now }: { was: number; now: number }) => (
  <p className="nb-cart-notice">{priceChangeText(was, now, CURRENCY_SYMBOL)}</p>
);
const Unavailable = () => (
  <p className="nb-cart-unavailable">
    <span className="nb-cart-unavailable__tag">{NO_LONGER_AVAILABLE}</span>
  </p>
);

/**
 * Lines to read, not to change: the checkout's 'View Cart Items' and the orders page. Each shows
 * the product, then its pieces, or every configured variant with measurement and options. A cart
 * line also says when its price changed since it was added, or that it is no longer available.
 */
export function OrderedLines({ lines, label }: { lines: OrderedLine[]; label: string }) {
  return (
    <ul className="nb-ordered" aria-label={label}>
      {lines.map((line) => {
        const product = line.cart_product;
        const variants = line.cart_selected_product_variants ?? [];
        return (
          <li key={line._id} className="nb-ordered__line">
            <ProductThumb className="nb-ordered__image" src={product.product_images[0]} size={56} />
            <div className="nb-ordered__body">
              <p className="nb-ordered__name">
                {product.product_name} <span className="nb-ordered__sku">SKU {product.product_sku}</span>
              </p>
              {line.cart_quote && (
                <p className="nb-ordered__quote">
                  Quote {line.cart_quote.quote_number} · valid until {formatQuoteDay(line.cart_quote.valid_until)}
                </p>
              )}
              {line.cart_item_problem && !line.cart_item_unavailable && <p className="nb-ordered__problem">{line.cart_item_problem}</p>}
              {line.cart_item_unavailable ? (
                <Unavailable />
              ) : variants.length === 0 ? (
                <>
                  <p className="nb-ordered__qty">
                    <span>
                      {line.cart_product_quantity} × {money(line.cart_product_price)}
                    </span>
                    <strong>{money(line.cart_item_total)}</strong>
                  </p>
                  {line.cart_product_price_was != null && <PriceChange was={line.cart_product_price_was} now={line.cart_product_price} />}
                </>
              ) : (
                <ul className="nb-ordered__variants">
                  {variants.map((v) => {
                    const configuration = configuredVariantText(v);
                    return (
                      <li key={v._id} className="nb-ordered__variant">
                        <span className="nb-ordered__variant-name">
                          {v.variant_name} <span className="nb-ordered__sku">Part No. {v.variant_sku}</span>
                        </span>
                        {configuration.length > 0 && (
                          <span className="nb-ordered__config">
                            {configuration.map((c) => (
                              <span key={c}>{c}</span>
                            ))}
                          </span>
                        )}
                        {v.variant_unavailable ? (
                          <Unavailable />
                        ) : (
                          <span className="nb-ordered__qty">
                            <span>
                              {v.variant_quantity} × {money(v.variant_price)}
                            </span>
                            <strong>{money(v.variant_total)}</strong>
                          </span>
                        )}
                        {v.variant_price_was != null && <PriceChange was={v.variant_price_was} now={v.variant_price} />}
                      </li>
                    );
                  })}
                </ul>
              )}
            </div>
          </li>
        );
      })}
    </ul>
  );
}
