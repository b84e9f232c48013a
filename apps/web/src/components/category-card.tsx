import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { Link } from 'react-router';
import { categoryCardImage } from './category-card-image';
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
 * `priority`: the card is one of the first above the fold (a page's likely LCP), so its picture
 * is fetched at once with high priority instead of lazily.
 */
export function CategoryCard({ category, to, priority = false }: { category?: CategoryCardData; to: string; priority?: boolean }) {
  if (!category) {
    return (
      <div className="nb-category-card" aria-hidden="true">
        <SkeletonBar height={180} />
        <SkeletonBar height={24} width="60%" className="m-3" />
      </div>
    );
  }
  return (
    <OverlayTrigger
      placement="top"
      overlay={<Tooltip id={`cat-tip-${category._id}`}>Explore our {category.category_name} categories</Tooltip>}
    >
      <Link to={to} className="nb-category-card">
        <ResponsiveImage
          {...categoryCardImage(category)}
          alt=""
          loading={priority ? 'eager' : 'lazy'}
          fetchPriority={priority ? 'high' : undefined}
          width={600}
          height={400}
        />
        <span className="nb-category-card__name">{category.category_name}</span>
      </Link>
    </OverlayTrigger>
  );
}
