import { DEFAULT_PRODUCT_IMAGE } from '@northbend/shared';
import type { ImageChoice } from './responsive-image';

/**
 * A category card's picture (category-card.tsx), apart from the card's code so a route's loader
 * can start fetching it. Phones: slider card (77vw) or 2-column grid; wider screens: 260-310 px.
 * The default product image stands in for a category without one (spec section 2).
 */
export const categoryCardImage = (category: { category_image: string }): ImageChoice => ({
  src: category.category_image || DEFAULT_PRODUCT_IMAGE,
  widths: [320, 480, 600],
  sizes: '(max-width: 575px) 78vw, 310px',
});
