import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { useState } from 'react';
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
 * The tooltip shows to a mouse's hover and to keyboard focus, never to a tap (issue 28: on a phone
 * a tap put it over the card's heading); the name stays the link's text for screen readers.
 */
export function CategoryCard({ category, to, priority = false }: { category?: CategoryCardData; to: string; priority?: boolean }) {
  const [tip, setTip] = useState(false);
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
      show={tip}
      onToggle={(next) => setTip(next && canHover())}
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

/** A screen whose main pointer hovers (a mouse), not a touch screen, where a tap would open the tooltip. */
const canHover = () => typeof window.matchMedia === 'function' && window.matchMedia('(hover: hover) and (pointer: fine)').matches;
