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

/** The text column under the heading: the machines it fits, description and the buying actions. */
interface ProductSummaryProps {
  product: ProductDetail;
  /** Add to Cart and the wishlist heart of a product without variants. */
  actions?: ReactNode;
  /** The wishlist heart beside 'Choose a variant below' of a product with variants. */
  wishlist?: ReactNode;
  /** Both of those as one island on a document (decision 035): it stands in for either. */
  buttons?: ReactNode;
}

export function ProductSummary({ product, actions, wishlist, buttons }: ProductSummaryProps) {
  // Spec section 4: a product with variants has no plain Add to Cart; its variants are bought instead.
  const hasVariants = product.product_variants_status;
  return (
    <div className="nb-product__summary">
      {product.product_fits.length > 0 && (
        <p className="nb-product__fits">
          <strong>Fits:</strong> {product.product_fits.join(', ')}
        </p>
      )}
      <p className="nb-product__description">{product.product_description}</p>
      {buttons && (!hasVariants || product.product_variants.length > 0) && buttons}
      {!buttons && !hasVariants && actions}
      {!buttons && hasVariants && product.product_variants.length > 0 && (
        <div className="nb-product-actions">
          <a href="#nb-variants" className="btn btn-outline-primary btn-lg">
            Choose a variant below
          </a>
          {wishlist}
        </div>
      )}
    </div>
  );
}
