import { DEFAULT_PRODUCT_IMAGE, type ProductSummary } from '@northbend/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { paths } from '../lib/paths';
import { Availability } from './availability';
import { Price } from './price';
import { ResponsiveImage } from './responsive-image';
import { SkeletonBar } from './skeleton';

/** The card's picture in a grid: 2 columns below md (the container's 12 px padding and gap off each), 200-310 px wider. */
export const GRID_CARD_SIZES = '(max-width: 767px) calc(50vw - 24px), 310px';
/** In a slider: a card is most of a phone's width. */
export const SLIDER_CARD_SIZES = '(max-width: 575px) 60vw, 310px';

/** A product in a grid or slider; `actions` holds the cart and wishlist buttons of customers. */
export function ProductCard({
  product,
  actions,
  sizes = GRID_CARD_SIZES,
}: {
  product: ProductSummary;
  actions?: ReactNode;
  /** The picture's display width (its `sizes`): a grid's by default. */
  sizes?: string;
}) {
  const to = paths.product(product.product_slug, product._id);
  return (
    <article className="nb-product-card">
      <Link to={to} className="nb-product-card__image" tabIndex={-1} aria-hidden="true">
        <ResponsiveImage
          src={product.product_images[0] || DEFAULT_PRODUCT_IMAGE}
          alt=""
          widths={[160, 320, 480, 640, 800]}
          sizes={sizes}
          loading="lazy"
          width={400}
          height={400}
        />
      </Link>
      <div className="nb-product-card__body">
        <span className="nb-product-card__sku">{product.product_sku}</span>
        <h3 className="nb-product-card__name">
          <Link to={to}>{product.product_name}</Link>
        </h3>
        <Availability quantity={product.product_quantity} className="nb-product-card__availability" />
        <div className="nb-product-card__footer">
          <Price
            price={product.product_price}
            range={product.product_price_range}
            listPrice={product.product_list_price}
            listRange={product.product_list_price_range}
          />
          {actions}
        </div>
      </div>
    </article>
  );
}

export function ProductCardSkeleton() {
  return (
    <div className="nb-product-card" aria-hidden="true">
      <SkeletonBar height={220} />
      <div className="nb-product-card__body">
        <SkeletonBar height={14} width="40%" />
        <SkeletonBar height={20} className="mt-2" />
        <SkeletonBar height={20} width="30%" className="mt-3" />
      </div>
    </div>
  );
}
