/** @jsxImportSource preact */
import { DEFAULT_PRODUCT_IMAGE, boundsOf, formatBounds, type Variant } from '@northbend/shared';
import type { ComponentChildren } from 'preact';
import { useRef } from 'preact/hooks';
import { hasChoices, shortVariantName } from '../../features/product/variant-config';
import { showTooltip } from '../category-card/tooltip';
import { Picture } from '../picture';
import { Availability, CompactTiers, Price, ProductIcon } from '../product/parts';

interface VariantRowProps {
  variant: Variant;
  /** The product's stock, shown for a variant without its own (issue 28). */
  productQuantity?: number;
  expanded: boolean;
  onToggle: () => void;
  onViewImage: () => void;
  onDetails: () => void;
  /** Customers only: a visitor's table has no add buttons (spec section 6: prices and carts are theirs). */
  onAdd?: () => void;
  /** The variant's quantity control once it is in the cart; it replaces the add button. */
  inCart?: ComponentChildren;
  /** The tool finder's pick (issue 14): marked for the eye and for screen readers. */
  picked?: boolean;
  /** The 'Choose this option:' panel, shown in the row below while expanded. */
  children: ComponentChildren;
}

/**
 * One variant: a table row on desktop, a stacked card on phones (product.scss decides), with the
 * client application's markup (features/product/variant-row.tsx).
 */
export function VariantRow(p: VariantRowProps) {
  const { variant } = p;
  const m = variant.variant_measurement;
  const stock = variant.variant_quantity ?? p.productQuantity;
  return (
    <>
      <tr
        class={`nb-variant${p.expanded ? ' is-expanded' : ''}${p.picked ? ' is-picked table-info' : ''}`}
        aria-current={p.picked || undefined}
      >
        <td class="nb-variant__type" data-label="Type">
          <div class="nb-variant__type-inner">
            <button type="button" class="nb-variant__image" onClick={p.onViewImage} aria-label={`View image of ${variant.variant_name}`}>
              <Picture
                src={variant.variant_image || DEFAULT_PRODUCT_IMAGE}
                alt=""
                widths={[160]}
                sizes="56px"
                width={56}
                height={56}
                loading="lazy"
              />
            </button>
            <span class="nb-variant__name">
              <span title={variant.variant_name} aria-hidden="true">
                {shortVariantName(variant.variant_name)}
              </span>
              <span class="visually-hidden">{variant.variant_name}</span>
              {variant.variant_price !== undefined && (
                <span class="nb-variant__price">
                  <Price price={variant.variant_price} listPrice={variant.variant_list_price} />
                  <CompactTiers tiers={variant.price_tiers} />
                </span>
              )}
              {stock !== undefined && <Availability quantity={stock} className="nb-variant__stock small" />}
            </span>
          </div>
        </td>
        <td data-label="Part No.">
          <span class="nb-variant__sku">{variant.variant_sku}</span>
        </td>
        <td data-label="Measurement (MM)">{formatBounds(boundsOf(m, 'MM'))}</td>
        <td data-label="Measurement (IN)">{formatBounds(boundsOf(m, 'IN'))}</td>
        <td class="nb-variant__actions" data-label="Action">
          <ExpandButton variant={variant} expanded={p.expanded} onToggle={p.onToggle} />
          <button
            type="button"
            class="btn btn-sm btn-outline-secondary"
            onClick={p.onDetails}
            aria-label={`Details of ${variant.variant_name}`}
          >
            <ProductIcon name="info" /> Details
          </button>
          {p.inCart}
          {p.onAdd && !p.inCart && (
            <button type="button" class="btn btn-sm btn-warning" onClick={p.onAdd} aria-label={`Add ${variant.variant_name} to cart`}>
              <ProductIcon name="cart" /> Add to Cart
            </button>
          )}
        </td>
      </tr>
      {p.expanded && (
        <tr class="nb-variant-panel">
          <td colSpan={5}>{p.children}</td>
        </tr>
      )}
    </>
  );
}

function ExpandButton({ variant, expanded, onToggle }: { variant: Variant; expanded: boolean; onToggle: () => void }) {
  const hide = useRef<(() => void) | null>(null);
  if (hasChoices(variant))
    return (
      <button
        type="button"
        class="btn btn-sm btn-primary nb-variant__expand"
        aria-expanded={expanded}
        aria-controls={`nb-choices-${variant._id}`}
        aria-label={`Options of ${variant.variant_name}`}
        onClick={onToggle}
      >
        Options <ProductIcon name={expanded ? 'up' : 'down'} size={22} />
      </button>
    );
  // A disabled button receives no mouse or focus events, so the tooltip hangs on a focusable wrapper.
  const show = (e: Event) => {
    hide.current?.();
    hide.current = showTooltip(e.currentTarget as HTMLElement, `nb-no-option-${variant._id}`, 'No option found');
  };
  const leave = () => {
    hide.current?.();
    hide.current = null;
  };
  return (
    <span
      class="d-inline-block nb-variant__expand-wrap"
      tabIndex={0}
      role="button"
      aria-disabled="true"
      aria-label={`Options of ${variant.variant_name}: No option found`}
      onMouseEnter={show}
      onFocus={show}
      onMouseLeave={leave}
      onBlur={leave}
    >
      <button type="button" class="btn btn-sm btn-primary nb-variant__expand" disabled tabIndex={-1} aria-hidden="true">
        Options <ProductIcon name="down" size={22} />
      </button>
    </span>
  );
}
