import type { Category } from '@northbend/shared';
import { CategoryCard } from '../../components/category-card';
import { FIRST_CARDS } from './category-loader';
import { categoryCardItem, categoryHref } from './category-links';
import { useIslandsDocument } from '../../islands/islands-document';

/** Child categories of the open category as cards, each to its products page. */
export function CategoryGrid({ parent, categories }: { parent?: Category; categories: Category[] | undefined }) {
  const doc = useIslandsDocument();
  return (
    <section className="nb-category__section" aria-labelledby="nb-category-children">
      <div className="nb-section-head">
        <h2 id="nb-category-children" className="nb-section-head__title">
          {parent ? `Categories in ${parent.category_name}` : 'Categories'}
        </h2>
      </div>
      {/* On an island document (decision 035) the cards are plain links, hydrated for their tooltip only. */}
      {doc && categories ? (
        doc.island(
          'category-grid',
          { cards: categories.map((c) => categoryCardItem(c, parent ? categoryHref(c, parent) : '')), first: FIRST_CARDS },
          'idle',
        )
      ) : (
        <ul className="nb-category-grid">
          {categories
            ? categories.map((c, i) => (
                <li key={c._id}>
                  {/* The first cards' pictures are the page's LCP; the loader already fetches them. */}
                  <CategoryCard category={c} to={parent ? categoryHref(c, parent) : ''} priority={i < FIRST_CARDS} />
                </li>
              ))
            : [0, 1, 2, 3].map((i) => (
                <li key={i}>
                  <CategoryCard to="" />
                </li>
              ))}
        </ul>
      )}
    </section>
  );
}
