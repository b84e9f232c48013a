import { boundsOf, formatBounds, type Variant } from '@northbend/shared';
import type { ReactNode } from 'react';
import OverlayTrigger from 'react-bootstrap/OverlayTrigger';
import Tooltip from 'react-bootstrap/Tooltip';
import { Availability } from '../../components/availability';
import { Price } from '../../components/price';
import { PriceTiers } from '../../components/price-tiers';
import { ProductThumb } from '../../components/product-thumb';
import { CartIcon, ChevronIcon, InfoIcon } from '../../ui/product-icons';
import { hasChoices, shortVariantName } from './variant-config';

interface VariantRowProps {
  variant: Variant;
  /** The product's stock, shown for a variant without its own (issue 28); absent: nothing shown. */
  productQuantity?: number;
  expanded: boolean;
  onToggle: () => void;
  onViewImage: () => void;
  onDetails: () => void;
  /** Customers only; absent for visitors and on the example page. */
  onAdd?: () => void;
  /** The variant's quantity control once it is in the cart; it replaces the add button. */
  inCart?: ReactNode;
  /** The tool finder's pick (issue 14): marked for the eye and for screen readers. */
  picked?: boolean;
  /** The 'Choose this option:' panel, shown in the row below while expanded. */
  children: ReactNode;
}

/** One variant: a table row on desktop, a stacked card on phones (the stylesheet decides). */
export function VariantRow({
  variant,
  productQuantity,
  expanded,
  onToggle,
  onViewImage,
  onDetails,
  onAdd,
  inCart,
  picked,
  children,
}: VariantRowProps) {
  const m = variant.variant_measurement;
  const stock = variant.variant_quantity ?? productQuantity;
  return (
    <>
      <tr
        className={`nb-variant${expanded ? ' is-expanded' : ''}${picked ? ' is-picked table-info' : ''}`}
        aria-current={picked || undefined}
      >
        <td className="nb-variant__type" data-label="Type">
          <div className="nb-variant__type-inner">
            <button type="button" className="nb-variant__image" onClick={onViewImage} aria-label={`View image of ${variant.variant_name}`}>
              <ProductThumb src={variant.variant_image} size={56} />
            </button>
            <span className="nb-variant__name">
              <span title={variant.variant_name} aria-hidden="true">
                {shortVariantName(variant.variant_name)}
              </span>
              <span className="visually-hidden">{variant.variant_name}</span>
              {variant.variant_price !== undefined && (
                <span className="nb-variant__price">
                  <Price price={variant.variant_price} listPrice={variant.variant_list_price} />
                  <PriceTiers tiers={variant.price_tiers} compact />
                </span>
              )}
              {stock !== undefined && <Availability quantity={stock} className="nb-variant__stock small" />}
            </span>
          </div>
        </td>
        <td data-label="Part No.">
          <span className="nb-variant__sku">{variant.variant_sku}</span>
        </td>
        <td data-label="Measurement (MM)">{formatBounds(boundsOf(m, 'MM'))}</td>
        <td data-label="Measurement (IN)">{formatBounds(boundsOf(m, 'IN'))}</td>
        <td className="nb-variant__actions" data-label="Action">
          <ExpandButton variant={variant} expanded={expanded} onToggle={onToggle} />
          <button
            type="button"
            className="btn btn-sm btn-outline-secondary"
            onClick={onDetails}
            aria-label={`Details of ${variant.variant_name}`}
          >
            <InfoIcon /> Details
          </button>
          {inCart}
          {onAdd && !inCart && (
            <button type="button" className="btn btn-sm btn-warning" onClick={onAdd} aria-label={`Add ${variant.variant_name} to cart`}>
              <CartIcon /> Add to Cart
            </button>
          )}
        </td>
      </tr>
      {expanded && (
        <tr className="nb-variant-panel">
          <td colSpan={5}>{children}</td>
        </tr>
      )}
    </>
  );
}

function ExpandButton({ variant, expanded, onToggle }: { variant: Variant; expanded: boolean; onToggle: () => void }) {
  if (hasChoices(variant)) {
    return (
      <button
        type="button"
        className="btn btn-sm btn-primary nb-variant__expand"
        aria-expanded={expanded}
        aria-controls={`nb-choices-${variant._id}`}
        aria-label={`Options of ${variant.variant_name}`}
        onClick={onToggle}
      >
        Options <ChevronIcon direction={expanded ? 'up' : 'down'} />
      </button>
    );
  }
  // A disabled button receives no mouse or focus events, so the tooltip hangs on a focusable wrapper.
  return (
    <OverlayTrigger
      placement="top"
      trigger={['hover', 'focus']}
      overlay={<Tooltip id={`nb-no-option-${variant._id}`}>No option found</Tooltip>}
    >
      <span
        className="d-inline-block nb-variant__expand-wrap"
        tabIndex={0}
        role="button"
        aria-disabled="true"
        aria-label={`Options of ${variant.variant_name}: No option found`}
      >
        <button type="button" className="btn btn-sm btn-primary nb-variant__expand" disabled tabIndex={-1} aria-hidden="true">
          Options <ChevronIcon direction="down" />
        </button>
      </span>
    </OverlayTrigger>
  );
}
