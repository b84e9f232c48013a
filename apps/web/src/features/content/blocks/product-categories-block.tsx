import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import type { Category } from '@northbend/shared';
import { paths } from '../../../lib/paths';
import { CardSlider } from '../../../components/card-slider';
import { CategoryCard } from '../../../components/category-card';
import { EmptyState } from '../../../components/empty-state';
import { getMainCategories } from '../../../components/lookup-api';
import { useIslandsDocument } from '../../../islands/islands-document';
import type { ProductCategoriesFields } from '../page-blocks';
import { SectionHeading } from '../section-heading';

const SKELETON_CARDS = 4;

/** A button URL from the editor: shop paths stay in the app, anything else is a plain link. */
function BlockButton({ title, url }: { title?: string; url?: string }) {
  if (!title || !url) return null;
  return url.startsWith('/') ? (
    <Link to={url} className="btn btn-outline-primary">
      {title}
    </Link>
  ) : (
    <a href={url} className="btn btn-outline-primary">
      {title}
    </a>
  );
}

/**
 * Product categories carousel (spec section 2): the main categories, each card linking to
 * /product/{category_slug}/{id}; skeleton cards while loading and 'No Categories' when empty.
 */
export function ProductCategoriesBlock({ block }: { block: ProductCategoriesFields }) {
  const doc = useIslandsDocument();
  // An island document has them from the server (the frame's main categories), so its HTML holds the cards.
  const [fetched, setCategories] = useState<Category[] | null>(null);
  const categories = doc ? doc.layout.categories : fetched;

  useEffect(() => {
    const controller = new AbortController();
    getMainCategories(controller.signal)
      .then(setCategories)
      .catch((err: Error) => err.name !== 'AbortError' && setCategories([]));
    return () => controller.abort();
  }, []);

  return (
    <section className="nb-block nb-block--band nb-categories">
      <div className="container">
        <div className="nb-categories__head">
          <SectionHeading>{block.cmpBlock_product_categories_heading}</SectionHeading>
          <BlockButton title={block.cmpBlock_product_categories_button_title} url={block.cmpBlock_product_categories_button_url} />
        </div>
        {categories === null ? (
          <div className="nb-categories__loading" role="status" aria-label="Loading categories">
            {Array.from({ length: SKELETON_CARDS }, (_, i) => (
              <CategoryCard key={i} to="" />
            ))}
          </div>
        ) : categories.length === 0 ? (
          <EmptyState heading="No Categories" />
        ) : doc ? (
          doc.island(
            'card-slider',
            {
              label: 'Product categories',
              cards: categories.map((c) => ({
                id: c._id,
                name: c.category_name,
                image: c.category_image,
                to: paths.category(c.category_slug, c._id),
              })),
            },
            'idle',
          )
        ) : (
          <CardSlider
            items={categories}
            keyOf={(c) => c._id}
            label="Product categories"
            render={(c) => <CategoryCard category={c} to={paths.category(c.category_slug, c._id)} />}
          />
        )}
      </div>
    </section>
  );
}
