import { availabilityText } from '@northbend/shared';

/** Stock and lead time (issue 16) from product_quantity: 'In stock', or 'Ships in N days'. */
export function Availability({ quantity, className = '' }: { quantity: number; className?: string }) {
  const inStock = quantity > 0;
  return (
    <span className={`nb-availability ${inStock ? 'nb-availability--in' : 'nb-availability--later'} ${className}`}>
      {availabilityText(quantity)}
    </span>
  );
}
