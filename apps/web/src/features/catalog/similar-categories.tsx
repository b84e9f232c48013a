import type { Category } from '@northbend/shared';
import { CardSlider } from '../../components/card-slider';
import { CategoryCard } from '../../components/category-card';
import { categoryHref } from './category-links';

/** 'Product Similar Items': the sibling categories, the open one left out (spec section 2). */
export function SimilarCategories({ siblings, parent }: { siblings: Category[]; parent?: Category }) {
  if (!siblings.length) return null;
  return (
    <section className="nb-category__section nb-similar" aria-labelledby="nb-similar-title">
      <div className="nb-section-head">
        <h2 id="nb-similar-title" className="nb-section-head__title">
          Product Similar Items
        </h2>
      </div>
      <CardSlider
        items={siblings}
        keyOf={(c) => c._id}
        label="Similar categories"
        render={(c) => <CategoryCard category={c} to={categoryHref(c, parent)} />}
      />
    </section>
  );
}
