/** A grey pulsing placeholder of a given height while data is absent. */
export function SkeletonBar({ height, width = '100%', className = '' }: { height: number; width?: number | string; className?: string }) {
  return <div className={`nb-skeleton ${className}`} style={{ height, width }} aria-hidden="true" />;
}

/** Spec loading placeholder: two skeleton bars of heights 350 and 40. */
export function BlockSkeleton() {
  return (
    <div className="container py-4" role="status" aria-label="Loading">
      <SkeletonBar height={350} />
      <SkeletonBar height={40} className="mt-3" />
    </div>
  );
}
