import { SkeletonBar } from '../../components/skeleton';

/** The product page's shape while the content waits for its 0.5 s display delay. */
export function ProductSkeleton() {
  return (
    <div role="status" aria-label="Loading product">
      <div className="container nb-breadcrumb" aria-hidden="true">
        <SkeletonBar height={21} width={240} />
      </div>
      <div className="container nb-product">
        <div className="row g-4 g-lg-5">
          <div className="col-lg-6">
            {/* Same square as the gallery image, so nothing moves when the content arrives. */}
            <div className="nb-skeleton nb-product__image-skeleton" aria-hidden="true" />
          </div>
          <div className="col-lg-6">
            <SkeletonBar height={16} width="30%" />
            <SkeletonBar height={44} className="mt-3" />
            <SkeletonBar height={44} width="70%" className="mt-2" />
            <SkeletonBar height={32} width="40%" className="mt-4" />
            <SkeletonBar height={16} className="mt-4" />
            <SkeletonBar height={16} className="mt-2" />
            <SkeletonBar height={16} width="80%" className="mt-2" />
            <SkeletonBar height={48} width="60%" className="mt-4" />
          </div>
        </div>
      </div>
    </div>
  );
}
