import type { Variant } from '@northbend/shared';
import { QuantityControl } from '../../components/quantity-control';
import { RemoveButton } from '../../components/remove-button';

interface VariantCartControlProps {
  variant: Variant;
  quantity: number;
  onQuantity: (quantity: number) => Promise<boolean>;
  onRemove: () => Promise<boolean>;
}

/** Spec section 4: once a variant is in the cart, its add button becomes its quantity (and a remove). */
export function VariantCartControl({ variant, quantity, onQuantity, onRemove }: VariantCartControlProps) {
  return (
    <span className="nb-variant__in-cart">
      <QuantityControl size="sm" value={quantity} label={variant.variant_name} onChange={onQuantity} />
      <RemoveButton label={`Remove ${variant.variant_name} from cart`} onClick={() => void onRemove()} />
    </span>
  );
}
