import { DEFAULT_PRODUCT_IMAGE, type CartVariant, type Variant } from '@northbend/shared';
import { useEffect, useMemo, useState } from 'react';
import { ImageViewer } from './image-viewer';
import { usePreselectedVariant } from './use-preselected-variant';
import { measurementCheck, selectionOf, useVariantDrafts, type VariantDraft } from './use-variant-config';
import { VariantCartControl } from './variant-cart-control';
import { VariantChoices } from './variant-choices';
import { choicesOfCart, sortVariants, type VariantSelection } from './variant-config';
import { VariantDetailsModal } from './variant-details-modal';
import { VariantRow } from './variant-row';
import { VariantsTableHead } from '../../ui/variants-table-head';

interface VariantsTableProps {
  productName: string;
  variants: Variant[];
  /** The product's stock: a variant without its own shows it (issue 28). */
  productQuantity?: number;
  /** Variants of this product already in the cart, by variant id. */
  cartVariants?: Record<string, CartVariant>;
  /** Customers only: adds a variant with its saved selection. */
  onAddVariant?: (variant: Variant, selection: VariantSelection) => void;
  /** Customers only: set the quantity of, or remove, a variant in the cart. */
  onVariantQuantity?: (variant: Variant, quantity: number) => Promise<boolean>;
  onRemoveVariant?: (variant: Variant) => Promise<boolean>;
}

const ERROR_ID = 'nb-variant-errors';

/**
 * The alert sits above the table (spec) but sticks below the sticky site header while the table
 * scrolls, so a customer typing in a row far down still sees why the value is refused.
 */
function useHeaderHeight(): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const header = document.querySelector('header');
    if (!header) return;
    const measure = () => setHeight(header.getBoundingClientRect().height);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(header);
    return () => observer.disconnect();
  }, []);
  return height;
}

/** A variant in the cart shows (locked) what was ordered rather than the draft. */
function cartValues(cart: CartVariant, draft: VariantDraft): VariantDraft {
  const m = cart.variant_measurement_selected;
  return { unit: m?.type ?? draft.unit, input: m ? String(m.value) : '', options: choicesOfCart(cart) };
}

/**
 * The variants of a product with their configuration (spec sections 2, 4, 5): a row per variant,
 * an expandable 'Choose this option:' panel, and measurement errors in a red alert above the table.
 */
export function VariantsTable({
  productName,
  variants,
  productQuantity,
  cartVariants = {},
  onAddVariant,
  onVariantQuantity,
  onRemoveVariant,
}: VariantsTableProps) {
  const sorted = useMemo(() => sortVariants(variants), [variants]);
  const preselected = usePreselectedVariant(sorted);
  const drafts = useVariantDrafts(preselected);
  const headerHeight = useHeaderHeight();
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(preselected?.expand ? [preselected.variant._id] : []));
  const [viewing, setViewing] = useState<{ variant: Variant | null; show: boolean }>({ variant: null, show: false });
  const [details, setDetails] = useState<{ variant: Variant | null; show: boolean }>({ variant: null, show: false });

  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  // Errors of open panels whose variant is not locked in the cart.
  const errors = sorted.flatMap((v) => {
    if (!expanded.has(v._id) || cartVariants[v._id]) return [];
    const check = measurementCheck(v, drafts.draftOf(v));
    return check && !check.ok ? [{ variant: v, message: check.message }] : [];
  });

  return (
    <div className="nb-variants">
      {errors.length > 0 && (
        <div className="alert alert-danger nb-variants__alert" role="alert" id={ERROR_ID} style={{ top: headerHeight + 8 }}>
          {errors.map((e) => (
            <p key={e.variant._id} className="mb-0">
              {errors.length > 1 && <strong>{e.variant.variant_name}: </strong>}
              {e.message}
            </p>
          ))}
        </div>
      )}
      {preselected && (
        <p className="alert alert-info nb-variants__picked" role="status">
          Picked by the tool finder: <strong>{preselected.variant.variant_name}</strong>
          {Object.values(preselected.options).map((child) => ` · Die Clearance ${child}`)}
        </p>
      )}
      <table className="table nb-variants__table">
        <caption className="visually-hidden">Variants of {productName}</caption>
        <VariantsTableHead />
        <tbody>
          {sorted.map((v) => {
            const draft = drafts.draftOf(v);
            const cart = cartVariants[v._id];
            const invalid = errors.some((e) => e.variant._id === v._id);
            return (
              <VariantRow
                key={v._id}
                variant={v}
                productQuantity={productQuantity}
                expanded={expanded.has(v._id)}
                picked={preselected?.variant._id === v._id}
                onToggle={() => toggle(v._id)}
                onViewImage={() => setViewing({ variant: v, show: true })}
                onDetails={() => setDetails({ variant: v, show: true })}
                onAdd={onAddVariant && (() => onAddVariant(v, selectionOf(v, draft)))}
                inCart={
                  cart && onVariantQuantity && onRemoveVariant ? (
                    <VariantCartControl
                      variant={v}
                      quantity={cart.variant_quantity}
                      onQuantity={(q) => onVariantQuantity(v, q)}
                      onRemove={() => onRemoveVariant(v)}
                    />
                  ) : undefined
                }
              >
                <VariantChoices
                  variant={v}
                  values={cart ? cartValues(cart, draft) : draft}
                  invalid={invalid}
                  errorId={ERROR_ID}
                  selected={cart}
                  onInput={(value) => drafts.setInput(v, value)}
                  onUnit={(unit) => drafts.setUnit(v, unit)}
                  onOption={(id, child) => drafts.setOption(v, id, child)}
                />
              </VariantRow>
            );
          })}
        </tbody>
      </table>
      <ImageViewer
        title={viewing.variant?.variant_name ?? ''}
        images={viewing.variant ? [{ src: viewing.variant.variant_image || DEFAULT_PRODUCT_IMAGE, alt: viewing.variant.variant_name }] : []}
        startIndex={0}
        show={viewing.show}
        onHide={() => setViewing((s) => ({ ...s, show: false }))}
      />
      <VariantDetailsModal variant={details.variant} show={details.show} onHide={() => setDetails((s) => ({ ...s, show: false }))} />
    </div>
  );
}
