/** @jsxImportSource preact */
import { CategoryCard, type CategoryCardItem } from '../category-card/category-card';

export interface CategoryGridIslandProps {
  cards: CategoryCardItem[];
  /** How many of the first cards are above the fold (the page's LCP): their pictures come at once. */
  first: number;
}

/**
 * A category page's child categories as cards (spec section 2), the same markup as the client
 * application's grid (features/catalog/category-grid.tsx). Everything is a plain link; the island
 * is only the cards' tooltip 'Explore our {name} categories' (a mouse's hover, keyboard focus).
 */
export default function CategoryGridIsland({ cards, first }: CategoryGridIslandProps) {
  return (
    <ul class="nb-category-grid">
      {cards.map((card, i) => (
        <li key={card.id}>
          <CategoryCard card={card} priority={i < first} />
        </li>
      ))}
    </ul>
  );
}
