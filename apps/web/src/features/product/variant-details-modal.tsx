import { DEFAULT_PRODUCT_IMAGE, boundsOf, formatBounds, formatPrice, optionChildText, type Variant } from '@northbend/shared';
import Modal from 'react-bootstrap/Modal';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { ResponsiveImage } from '../../components/responsive-image';
import { sortedChildren } from './variant-config';

/** Everything about one variant: name, part number, price, limits, options and description. */
export function VariantDetailsModal({ variant, show, onHide }: { variant: Variant | null; show: boolean; onHide: () => void }) {
  return (
    <Modal show={show && Boolean(variant)} onHide={onHide} centered size="lg" aria-labelledby="nb-variant-details-title">
      {variant && (
        <>
          <Modal.Header closeButton>
            <Modal.Title as="h2" id="nb-variant-details-title" className="h4">
              {variant.variant_name}
            </Modal.Title>
          </Modal.Header>
          <Modal.Body className="nb-variant-details">
            <ResponsiveImage
              src={variant.variant_image || DEFAULT_PRODUCT_IMAGE}
              alt={variant.variant_name}
              widths={[160, 320]}
              sizes="160px"
              width={160}
              height={160}
              className="nb-variant-details__image"
            />
            <dl className="nb-variant-details__fields">
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
                <div key={o.variant_options_id} className="nb-variant-details__option">
                  <dt>{o.variant_options_name}</dt>
                  <dd>
                    {sortedChildren(o)
                      .map((c) => optionChildText(c.variant_options_child_name, c.variant_options_child_price, CURRENCY_SYMBOL))
                      .join(', ')}
                  </dd>
                </div>
              ))}
            </dl>
            {variant.variant_description && <p className="nb-variant-details__description">{variant.variant_description}</p>}
          </Modal.Body>
        </>
      )}
    </Modal>
  );
}
