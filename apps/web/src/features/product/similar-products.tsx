import { useEffect, useState } from 'react';
import type { ProductSummary } from '@northbend/shared';
import { CardSlider } from '../../components/card-slider';
import { ProductCard, ProductCardSkeleton, SLIDER_CARD_SIZES } from '../../components/product-card';
import { getSimilarProducts } from './similar-products-api';

/** 'Product Similar Items': other products of the same categories, never the current one. */
export function SimilarProducts({ productId, categoryIds }: { productId: string; categoryIds: string[] }) {
  const [items, setItems] = useState<ProductSummary[] | null>(null);
  const categoryKey = categoryIds.join(',');

  useEffect(() => {
    setItems(null);
    if (!categoryKey) {
      setItems([]);
      return;
    }
    const abort = new AbortController();
    getSimilarProducts(productId, categoryKey.split(','), abort.signal)
      .then(setItems)
      .catch(() => !abort.signal.aborted && setItems([]));
    return () => abort.abort();
  }, [productId, categoryKey]);

  // Nothing similar: the section is left out rather than shown empty.
  if (items && items.length === 0) return null;
  return (
    <section className="nb-similar" aria-labelledby="nb-similar-title">
      <div className="container">
        <h2 id="nb-similar-title" className="nb-product-heading">
          Product Similar Items
        </h2>
        {items ? (
          <CardSlider
            items={items}
            keyOf={(p) => p._id}
            render={(p) => <ProductCard product={p} sizes={SLIDER_CARD_SIZES} />}
            label="Product Similar Items"
          />
        ) : (
          <div className="nb-similar__loading" aria-hidden="true">
            {[0, 1, 2, 3].map((i) => (
              <ProductCardSkeleton key={i} />
            ))}
          </div>
        )}
      </div>
    </section>
  );
}

/**
 * 'Product Similar Items' as a document draws it (decision 035): the server's cards in a row that
 * scrolls sideways, snapping card by card, so a phone swipes it and a keyboard scrolls it, with no
 * script at all. Nothing similar: the section is left out.
 */
export function SimilarProductsRow({ items }: { items: ProductSummary[] }) {
  if (items.length === 0) return null;
  return (
    <section className="nb-similar" aria-labelledby="nb-similar-title">
      <div className="container">
        <h2 id="nb-similar-title" className="nb-product-heading">
          Product Similar Items
        </h2>
        {/* A scrolled region is reached by the keyboard too (tabIndex), and named for screen readers. */}
        <div
          className="nb-card-slider nb-card-slider--still nb-card-slider--scroll"
          role="group"
          aria-label="Product Similar Items"
          tabIndex={0}
        >
          {items.map((p) => (
            <div key={p._id} className="nb-card-slider__slide">
              <ProductCard product={p} sizes={SLIDER_CARD_SIZES} />
            </div>
          ))}
        </div>
      </div>
    </section>
  );
}
