import { DEFAULT_PAGE_SIZE, type ProductSummary } from '@northbend/shared';
import { EmptyState } from '../../components/empty-state';
import { ProductCard, ProductCardSkeleton } from '../../components/product-card';

/** A grid of product cards; skeleton cards of the same size while loading, so nothing jumps. */
export function ProductGrid({
  products,
  loading,
  skeletons = DEFAULT_PAGE_SIZE,
}: {
  products: ProductSummary[];
  loading: boolean;
  skeletons?: number;
}) {
  if (loading) {
    return (
      <div className="nb-product-grid" role="status" aria-label="Loading products">
        {Array.from({ length: skeletons }, (_, i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  }
  if (!products.length) return <EmptyState />;
  return (
    <ul className="nb-product-grid" aria-label="Products">
      {products.map((p) => (
        <li key={p._id}>
          <ProductCard product={p} />
        </li>
      ))}
    </ul>
  );
}
