import type { ReactNode } from 'react';
import type { ProductDetail } from '../../state/types';
import { ProductPrice } from './product-price';

/** The text column beside the gallery: name, SKU, price, description and the buying actions. */
export function ProductSummary({ product, actions }: { product: ProductDetail; actions?: ReactNode }) {
  // Spec section 4: a product with variants has no plain Add to Cart; its variants are bought instead.
  const hasVariants = product.product_variants_status;
  return (
    <div className="nb-product__summary">
      <h1 className="nb-product__name">{product.product_name}</h1>
      <p className="nb-product__sku">
        SKU: <span>{product.product_sku}</span>
      </p>
      <ProductPrice product={product} />
      <p className="nb-product__description">{product.product_description}</p>
      {!hasVariants && actions}
      {hasVariants && product.product_variants.length > 0 && (
        <a href="#nb-variants" className="btn btn-outline-primary">
          Choose a variant below
        </a>
      )}
    </div>
  );
}
