import { SkeletonBar } from '../../components/skeleton';

/** The product page's shape while the content waits for its 0.5 s display delay. */
export function ProductSkeleton() {
  return (
    <div role="status" aria-label="Loading product">
      <div className="container nb-breadcrumb" aria-hidden="true">
        <SkeletonBar height={21} width={240} />
      </div>
      <div className="container nb-product">
        {/* The page's own layout (heading, drawing, rest), so nothing moves when the content arrives. */}
        <div className="nb-product__layout">
          <div className="nb-product__heading">
            <SkeletonBar height={44} />
            <SkeletonBar height={16} width="30%" className="mt-2" />
            <SkeletonBar height={64} width="60%" className="mt-3" />
          </div>
          <div className="nb-product__media">
            {/* Same square as the gallery image. */}
            <div className="nb-skeleton nb-product__image-skeleton" aria-hidden="true" />
          </div>
          <div className="nb-product__summary">
            <SkeletonBar height={16} />
            <SkeletonBar height={16} className="mt-2" />
            <SkeletonBar height={16} width="80%" className="mt-2" />
            <SkeletonBar height={48} width="60%" className="mt-4" />
          </div>
        </div>
      </div>
    </div>
  );
}
