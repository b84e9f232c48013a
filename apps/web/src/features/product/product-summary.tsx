import type { ReactNode } from 'react';
import type { ProductDetail } from '@northbend/shared';
import { Availability } from '../../components/availability';
import { ProductPrice } from './product-price';

/**
 * Name, part number, price and availability: what a buyer checks first. On phones it comes before
 * the drawing (issue 16), beside it from lg up.
 */
export function ProductHeading({ product }: { product: ProductDetail }) {
  return (
    <div className="nb-product__heading">
      <h1 className="nb-product__name">{product.product_name}</h1>
      <p className="nb-product__sku">
        SKU: <span>{product.product_sku}</span>
      </p>
      <ProductPrice product={product} />
      <p className="nb-product__availability">
        <Availability quantity={product.product_quantity} />
      </p>
    </div>
  );
}

/** The text column under the heading: the machines it fits, description and the buying buttons. */
interface ProductSummaryProps {
  product: ProductDetail;
  /**
   * Add to Cart and the wishlist heart, or for a product with variants 'Choose a variant below' and
   * the heart: one island (decision 035). Spec section 4: a product with variants has no plain
   * Add to Cart; its variants are bought instead, and one whose variants are all gone has no buttons.
   */
  buttons: ReactNode;
}

export function ProductSummary({ product, buttons }: ProductSummaryProps) {
  const buyable = !product.product_variants_status || product.product_variants.length > 0;
  return (
    <div className="nb-product__summary">
      {product.product_fits.length > 0 && (
        <p className="nb-product__fits">
          <strong>Fits:</strong> {product.product_fits.join(', ')}
        </p>
      )}
      <p className="nb-product__description">{product.product_description}</p>
      {buyable && buttons}
    </div>
  );
}
