import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { Link } from 'react-router';
import { DEFAULT_PRODUCT_IMAGE } from '@northbend/shared';
import { ResponsiveImage } from './responsive-image';
import { SkeletonBar } from './skeleton';

export interface CategoryCardData {
  _id: string;
  category_name: string;
  category_image: string;
}

/**
 * Category card (spec section 2): goes to the supplied path, tooltip 'Explore our {name}
 * categories', the default product image when the category has none, a skeleton while loading.
 */
export function CategoryCard({ category, to }: { category?: CategoryCardData; to: string }) {
  if (!category) {
    return (
      <div className="nb-category-card" aria-hidden="true">
        <SkeletonBar height={180} />
        <SkeletonBar height={24} width="60%" className="m-3" />
      </div>
    );
  }
  return (
    <OverlayTrigger placement="top" overlay={<Tooltip id={`cat-tip-${category._id}`}>Explore our {category.category_name} categories</Tooltip>}>
      <Link to={to} className="nb-category-card">
        {/* Phones: slider card (77vw) or 2-column grid; wider screens: 260-310 px. */}
        <ResponsiveImage
          src={category.category_image || DEFAULT_PRODUCT_IMAGE}
          alt=""
          widths={[320, 480, 600]}
          sizes="(max-width: 575px) 78vw, 310px"
          loading="lazy"
          width={600}
          height={400}
        />
        <span className="nb-category-card__name">{category.category_name}</span>
      </Link>
    </OverlayTrigger>
  );
}
