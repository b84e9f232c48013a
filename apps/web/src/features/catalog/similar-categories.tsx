import type { Category } from '@northbend/shared';
import { CardSlider } from '../../components/card-slider';
import { CategoryCard } from '../../components/category-card';
import { categoryCardItem, categoryHref } from './category-links';
import { useIslandsDocument } from '../../islands/islands-document';

/** 'Product Similar Items': the sibling categories, the open one left out (spec section 2). */
export function SimilarCategories({ siblings, parent }: { siblings: Category[]; parent?: Category }) {
  const doc = useIslandsDocument();
  if (!siblings.length) return null;
  return (
    <section className="nb-category__section nb-similar" aria-labelledby="nb-similar-title">
      <div className="nb-section-head">
        <h2 id="nb-similar-title" className="nb-section-head__title">
          Product Similar Items
        </h2>
      </div>
      {doc ? (
        doc.island(
          'card-slider',
          { label: 'Similar categories', cards: siblings.map((c) => categoryCardItem(c, categoryHref(c, parent))) },
          // 'idle', as on the content pages: an <nb-island> has no box of its own (display: contents),
          // so 'visible' would never come; the island itself waits for the screen before loading Swiper.
          'idle',
        )
      ) : (
        <CardSlider
          items={siblings}
          keyOf={(c) => c._id}
          label="Similar categories"
          render={(c) => <CategoryCard category={c} to={categoryHref(c, parent)} />}
        />
      )}
    </section>
  );
}
