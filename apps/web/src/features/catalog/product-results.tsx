import { useEffect, useRef, type ReactNode } from 'react';
import { useAppSelector } from '../../app/store';
import { CatalogPagination } from './catalog-pagination';
import { ProductGrid } from './product-grid';

/** The store home's results from Redux: 'Found Result: N' (and `note` beside it), the grid and the pages. */
export function ProductResults({ page, hrefOf, note }: { page: number; hrefOf: (page: number) => string; note?: ReactNode }) {
  const { productMainList, productMainListPagination, productMainListLoader } = useAppSelector((s) => s.catalog);
  const top = useRef<HTMLElement>(null);
  const firstPage = useRef(page);

  // A new page starts at the top of the results, not where the previous page's links were.
  useEffect(() => {
    if (page === firstPage.current) return;
    firstPage.current = page;
    const el = top.current;
    if (el && el.getBoundingClientRect().top < 0) el.scrollIntoView({ block: 'start' });
  }, [page]);

  const totalCount = productMainListPagination?.totalCount ?? 0;
  return (
    <section className="nb-results" ref={top} aria-labelledby="nb-results-title">
      <div className="nb-results__head">
        <h2 id="nb-results-title" className="visually-hidden">
          Products
        </h2>
        <p className="nb-results__count" aria-live="polite">
          {productMainListLoader && !productMainListPagination ? 'Loading products…' : `Found Result: ${totalCount}`}
        </p>
        {!productMainListLoader && note}
      </div>
      <ProductGrid products={productMainList} loading={productMainListLoader} />
      {!productMainListLoader && productMainListPagination && (
        <CatalogPagination current={productMainListPagination.currentPage} total={productMainListPagination.totalPages} hrefOf={hrefOf} />
      )}
    </section>
  );
}
