/** @jsxImportSource preact */
import { DEFAULT_PRODUCT_IMAGE, type CartVariant, type MeasurementUnit, type Variant } from '@northbend/shared';
import { useEffect, useMemo, useState } from 'preact/hooks';
import {
  choicesOfCart,
  initialDraft,
  measurementCheck,
  preselectedOf,
  selectionOf,
  sortVariants,
  variantToAdd,
  type VariantDraft,
} from '../../features/product/variant-config';
import { addVariant, removeVariant, setVariantQuantity } from '../cart-calls';
import { ImageViewer } from '../product/image-viewer';
import { ProductIcon } from '../product/parts';
import { logMissingVariant, oneAtATime } from '../product/press';
import { useProductSession, type DrawnProduct } from '../product/product-session';
import { QuantityControl } from '../quantity-control';
import { VariantChoices } from './variant-choices';
import { VariantDetails } from './variant-details';
import { VariantRow } from './variant-row';
import '../../components/remove-button.scss';

export interface VariantsTableIslandProps {
  productId: string;
  productName: string;
  variants: Variant[];
  /** The product's stock: a variant without its own shows it (issue 28). */
  productQuantity?: number;
  /** The tool finder's link (`?variant=<id>&clearance=<child>`, issue 14), as the page's address had it. */
  pick: { variant: string | null; clearance: string | null };
  drawn: DrawnProduct;
  /** /product-variant-example's placeholder product: it shows how choosing works; nothing is for sale. */
  example?: boolean;
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

type Shown = { variant: Variant | null; open: boolean };

/**
 * The variants of a product with their configuration (spec sections 2, 4, 5) as an island
 * (decision 035): a row per variant, an expandable 'Choose this option:' panel, measurement errors
 * in a red alert above the table, and for customers 'Add to Cart', then the quantity in the cart.
 * The client application's twin is features/product/variants-table.tsx; the rules both follow live
 * in features/product/variant-config.ts.
 */
export default function VariantsTableIsland(props: VariantsTableIslandProps) {
  const { productId, productName, variants, productQuantity, pick, drawn, example = false } = props;
  const session = useProductSession(productId, drawn);
  const customerId = example ? '' : session.customerId;
  const line = example ? null : session.line;
  const sorted = useMemo(() => sortVariants(variants), [variants]);
  const preselected = useMemo(() => preselectedOf(sorted, pick.variant, pick.clearance), [sorted, pick.variant, pick.clearance]);
  const headerHeight = useHeaderHeight();
  const once = useMemo(oneAtATime, []);
  const [drafts, setDrafts] = useState<Record<string, VariantDraft>>({});
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(() => new Set(preselected?.expand ? [preselected.variant._id] : []));
  const [viewing, setViewing] = useState<Shown>({ variant: null, open: false });
  const [details, setDetails] = useState<Shown>({ variant: null, open: false });

  // The variants of this product already in the cart lock their choices (spec section 4).
  const cartVariants = useMemo(
    () => Object.fromEntries((line?.cart_selected_product_variants ?? []).map((v) => [v._id, v])) as Record<string, CartVariant>,
    [line],
  );

  // The tool finder's choices start the preselected variant's draft (issue 14).
  const picked = (v: Variant) => (preselected?.variant._id === v._id ? preselected.options : undefined);
  const draftOf = (v: Variant): VariantDraft => drafts[v._id] ?? initialDraft(v, picked(v));
  const update = (v: Variant, change: (d: VariantDraft) => Partial<VariantDraft>) =>
    setDrafts((all) => {
      const current = all[v._id] ?? initialDraft(v, picked(v));
      return { ...all, [v._id]: { ...current, ...change(current) } };
    });

  const toggle = (id: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  const add = (v: Variant | undefined) => {
    if (!v) return logMissingVariant();
    void once(v._id, () => addVariant(customerId, productId, variantToAdd(v, selectionOf(v, draftOf(v)))));
  };

  // Errors of open panels whose variant is not locked in the cart.
  const errors = sorted.flatMap((v) => {
    if (!expanded.has(v._id) || cartVariants[v._id]) return [];
    const check = measurementCheck(v, draftOf(v));
    return check && !check.ok ? [{ variant: v, message: check.message }] : [];
  });

  return (
    <div class="nb-variants">
      {errors.length > 0 && (
        <div class="alert alert-danger nb-variants__alert" role="alert" id={ERROR_ID} style={{ top: headerHeight + 8 }}>
          {errors.map((e) => (
            <p key={e.variant._id} class="mb-0">
              {errors.length > 1 && <strong>{e.variant.variant_name}: </strong>}
              {e.message}
            </p>
          ))}
        </div>
      )}
      {preselected && (
        <p class="alert alert-info nb-variants__picked" role="status">
          Picked by the tool finder: <strong>{preselected.variant.variant_name}</strong>
          {Object.values(preselected.options).map((child) => ` · Die Clearance ${child}`)}
        </p>
      )}
      <table class="table nb-variants__table">
        <caption class="visually-hidden">Variants of {productName}</caption>
        <thead>
          <tr>
            <th scope="col">Type</th>
            <th scope="col">Part No.</th>
            <th scope="col">Measurement (MM)</th>
            <th scope="col">Measurement (IN)</th>
            <th scope="col">Action</th>
          </tr>
        </thead>
        <tbody>
          {sorted.map((v) => {
            const draft = draftOf(v);
            const cart = cartVariants[v._id];
            return (
              <VariantRow
                key={v._id}
                variant={v}
                productQuantity={productQuantity}
                expanded={expanded.has(v._id)}
                picked={preselected?.variant._id === v._id}
                onToggle={() => toggle(v._id)}
                onViewImage={() => setViewing({ variant: v, open: true })}
                onDetails={() => setDetails({ variant: v, open: true })}
                onAdd={customerId ? () => add(v) : undefined}
                inCart={
                  cart && line && customerId ? (
                    <span class="nb-variant__in-cart">
                      <QuantityControl
                        size="sm"
                        value={cart.variant_quantity}
                        label={v.variant_name}
                        onChange={(q) => setVariantQuantity(line._id, v._id, q)}
                      />
                      <button
                        type="button"
                        class="nb-remove"
                        aria-label={`Remove ${v.variant_name} from cart`}
                        title={`Remove ${v.variant_name} from cart`}
                        onClick={() => void removeVariant(customerId, line._id, v._id)}
                      >
                        <ProductIcon name="trash" />
                        <span class="nb-remove__text">Remove</span>
                      </button>
                    </span>
                  ) : undefined
                }
              >
                <VariantChoices
                  variant={v}
                  values={cart ? cartValues(cart, draft) : draft}
                  invalid={errors.some((e) => e.variant._id === v._id)}
                  errorId={ERROR_ID}
                  selected={cart}
                  onInput={(value) => update(v, () => ({ input: value }))}
                  // Spec section 5: changing the unit clears the value.
                  onUnit={(unit: MeasurementUnit) => update(v, () => ({ unit, input: '' }))}
                  onOption={(id, child) => update(v, (d) => ({ options: { ...d.options, [id]: child } }))}
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
        open={viewing.open}
        onClose={() => setViewing((s) => ({ ...s, open: false }))}
      />
      <VariantDetails variant={details.variant} open={details.open} onClose={() => setDetails((s) => ({ ...s, open: false }))} />
    </div>
  );
}
