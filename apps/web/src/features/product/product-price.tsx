import { Link } from 'react-router';
import type { ProductDetail } from '@northbend/shared';
import { paths } from '../../lib/paths';
import { Price } from '../../components/price';
import { PriceTiers } from '../../components/price-tiers';

/**
 * The product's price for a customer (their company's, the list price struck through when theirs
 * is lower): one price with its volume breaks, or 'min - max' for a product with variants.
 * A visitor's response carries no price, so the login prompt of spec section 6 shows instead.
 */
export function ProductPrice({ product }: { product: ProductDetail }) {
  const hasPrice = product.product_price !== undefined || product.product_price_range !== undefined;
  if (!hasPrice) {
    return (
      <div className="nb-product-price nb-product-price--visitor">
        <p className="mb-2">Login to view price.</p>
        {/* data-visitor-price: drawn for a visitor in a customer's tab, the page is asked for again (islands/customer-page.ts). */}
        <Link to={paths.login} className="btn btn-primary" data-visitor-price="">
          View Pricing - Login
        </Link>
      </div>
    );
  }
  return (
    <div className="nb-product-price">
      <span className="nb-product-price__label">{product.product_variants_status ? 'Price range' : 'Price'}</span>
      <Price
        price={product.product_price}
        range={product.product_variants_status ? product.product_price_range : undefined}
        listPrice={product.product_list_price}
        listRange={product.product_variants_status ? product.product_list_price_range : undefined}
        className="nb-product-price__value"
      />
      {!product.product_variants_status && <PriceTiers tiers={product.price_tiers} />}
    </div>
  );
}
