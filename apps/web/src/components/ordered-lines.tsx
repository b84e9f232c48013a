import { DEFAULT_PRODUCT_IMAGE, formatPrice, configuredVariantText, type CartItem } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../app/config';
import { ResponsiveImage } from './responsive-image';
import './ordered-lines.scss';

/** A cart line or an order's snapshot of one (orders carry no cart_item_problem). */
export type OrderedLine = Omit<CartItem, 'cart_item_problem'> & { cart_item_problem?: string | null };

const money = (dollars: number) => formatPrice(dollars, CURRENCY_SYMBOL);

/**
 * Lines to read, not to change: the checkout's 'View Cart Items' and the orders page. Each shows
 * the product, then its pieces, or every configured variant with measurement and options.
 */
export function OrderedLines({ lines, label }: { lines: OrderedLine[]; label: string }) {
  return (
    <ul className="nb-ordered" aria-label={label}>
      {lines.map((line) => {
        const product = line.cart_product;
        const variants = line.cart_selected_product_variants ?? [];
        return (
          <li key={line._id} className="nb-ordered__line">
            <ResponsiveImage
              className="nb-ordered__image"
              src={product.product_images[0] || DEFAULT_PRODUCT_IMAGE}
              alt=""
              widths={[160]}
              sizes="56px"
              width={56}
              height={56}
              loading="lazy"
            />
            <div className="nb-ordered__body">
              <p className="nb-ordered__name">
                {product.product_name} <span className="nb-ordered__sku">SKU {product.product_sku}</span>
              </p>
              {line.cart_item_problem && <p className="nb-ordered__problem">{line.cart_item_problem}</p>}
              {variants.length === 0 ? (
                <p className="nb-ordered__qty">
                  <span>
                    {line.cart_product_quantity} × {money(line.cart_product_price)}
                  </span>
                  <strong>{money(line.cart_item_total)}</strong>
                </p>
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
                        <span className="nb-ordered__qty">
                          <span>
                            {v.variant_quantity} × {money(v.variant_price)}
                          </span>
                          <strong>{money(v.variant_total)}</strong>
                        </span>
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
