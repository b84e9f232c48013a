/** @jsxImportSource preact */
import { DEFAULT_PRODUCT_IMAGE, boundsOf, formatBounds, formatPrice, optionChildText, type Variant } from '@northbend/shared';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { sortedChildren } from '../../features/product/variant-config';
import { Picture } from '../picture';
import { Dialog } from '../product/dialog';

/** Everything about one variant: name, part number, price, limits, options and description. */
export function VariantDetails({ variant, open, onClose }: { variant: Variant | null; open: boolean; onClose: () => void }) {
  if (!variant) return null;
  return (
    <Dialog
      open={open}
      onClose={onClose}
      size="lg"
      titleId="nb-variant-details-title"
      title={<span class="h4">{variant.variant_name}</span>}
      bodyClass="nb-variant-details"
    >
      <Picture
        src={variant.variant_image || DEFAULT_PRODUCT_IMAGE}
        alt={variant.variant_name}
        widths={[160, 320]}
        sizes="160px"
        width={160}
        height={160}
        class="nb-variant-details__image"
      />
      <dl class="nb-variant-details__fields">
        <dt>Part No.</dt>
        <dd>{variant.variant_sku}</dd>
        {variant.variant_price !== undefined && (
          <>
            <dt>Price</dt>
            <dd>{formatPrice(variant.variant_price, CURRENCY_SYMBOL)}</dd>
          </>
        )}
        <dt>Measurement (MM)</dt>
        <dd>{formatBounds(boundsOf(variant.variant_measurement, 'MM'))}</dd>
        <dt>Measurement (IN)</dt>
        <dd>{formatBounds(boundsOf(variant.variant_measurement, 'IN'))}</dd>
        {variant.variant_options.map((o) => (
          <div key={o.variant_options_id} class="nb-variant-details__option">
            <dt>{o.variant_options_name}</dt>
            <dd>
              {sortedChildren(o)
                .map((c) => optionChildText(c.variant_options_child_name, c.variant_options_child_price, CURRENCY_SYMBOL))
                .join(', ')}
            </dd>
          </div>
        ))}
      </dl>
      {variant.variant_description && <p class="nb-variant-details__description">{variant.variant_description}</p>}
    </Dialog>
  );
}
