import { useEffect } from 'react';
import { useLocation, useSearchParams } from 'react-router';
import { useIslandsDocument } from '../../islands/islands-document';
import { SkeletonBar } from '../../components/skeleton';
import { CatalogPagination } from './catalog-pagination';
import { pageOf } from './catalog-query';
import { ProductGrid } from './product-grid';
import type { CategoryEarly } from './category-loader';
import { useCategoryProducts, type CategoryProductPage } from './use-category';
import type { Loaded } from '../../components/use-load';

// Two full rows at 5 columns (1440) and 2 (phones); fewer than a page, as most categories are small.
const CATEGORY_SKELETONS = 10;
const hrefOf = (page: number) => (page > 1 ? `?page=${page}` : '?');

/** A category's products, 20 a page, the page kept in the URL like the store home's. */
export function useCategoryProductsPage(categoryId: string | undefined, early?: CategoryEarly['products']): Loaded<CategoryProductPage> {
  const [params, setParams] = useSearchParams();
  const loaded = useCategoryProducts(categoryId, pageOf(params), early);
  const info = loaded.data?.paginationInfo;

  // Spec section 4: a page past the last one goes back to page 1.
  useEffect(() => {
    if (info && info.currentPage > 1 && info.currentPage > info.totalPages) setParams(new URLSearchParams(), { replace: true });
  }, [info, setParams]);
  return loaded;
}

/** The products section; without a name yet (still loading) it shows placeholders of the same size. */
export function CategoryProducts({ categoryName, products }: { categoryName?: string; products: Loaded<CategoryProductPage> }) {
  const info = products.data?.paginationInfo;
  const doc = useIslandsDocument();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  // On an island document, a page past the last one was drawn as page 1 (category-loader.ts).
  const drawnElsewhere = doc && info && info.currentPage !== pageOf(params);
  return (
    <section className="nb-category__section" aria-labelledby="nb-category-products">
      <div className="nb-section-head">
        {categoryName ? (
          <h2 id="nb-category-products" className="nb-section-head__title">
            {categoryName} products
          </h2>
        ) : (
          <SkeletonBar height={38} width="40%" />
        )}
        {info && <p className="nb-section-head__meta">Found Result: {info.totalCount}</p>}
      </div>
      <ProductGrid products={products.data?.result ?? []} loading={products.loading || !categoryName} skeletons={CATEGORY_SKELETONS} />
      {!products.loading && categoryName && info && (
        <CatalogPagination current={info.currentPage} total={info.totalPages} hrefOf={hrefOf} label={`${categoryName} product pages`} />
      )}
      {drawnElsewhere && doc.island('replace-url', { url: pathname + hrefOf(info.currentPage).replace(/^\?$/, '') })}
    </section>
  );
}
