import { formatPrice, quickOrderQuantity, type QuickOrderItem, type QuickOrderVariantChoice } from '@northbend/shared';
import type { ClipboardEvent } from 'react';
import { Link } from 'react-router';
import { CURRENCY_SYMBOL } from '../../lib/config';
import { paths } from '../../lib/paths';
import { RemoveButton } from '../../components/remove-button';
import { ProductThumb } from '../../components/product-thumb';
import { PriceTiers } from '../../components/price-tiers';
import { defaultChoices, rowProblem, unitPrice, type Lookup, type PadRow, type RowChoices } from './quick-order-pad';
import { VariantChooser } from './variant-chooser';

interface QuickOrderRowProps {
  row: PadRow;
  index: number;
  lookup: Lookup | undefined;
  /** Set after a failed 'Add all to cart' check: the row's own problem shows. */
  showProblem: boolean;
  onPartNumber: (value: string) => void;
  onQuantity: (value: string) => void;
  onChoices: (choices: RowChoices) => void;
  onPasteRows: (text: string) => void;
  onRemove: () => void;
}

/** What the part number names; a product that cannot be added as it is shows no price (its variants have theirs). */
function ItemCell({ item, withFacts }: { item: QuickOrderItem; withFacts: boolean }) {
  return (
    <div className="nb-qo-item">
      <ProductThumb className="nb-qo-item__image" src={item.image} size={48} />
      <div className="nb-qo-item__text">
        <Link to={paths.product(item.product_slug, item.product_id)} className="nb-qo-item__name">
          {item.name}
        </Link>
        {withFacts && (
          <>
            <span className="nb-qo-item__facts">
              {item.list_price !== undefined && (
                <del className="nb-price__list">
                  <span className="visually-hidden">List price </span>
                  {formatPrice(item.list_price, CURRENCY_SYMBOL)}
                </del>
              )}
              {formatPrice(item.price, CURRENCY_SYMBOL)} each · Stock: {item.stock}
            </span>
            <PriceTiers tiers={item.price_tiers} compact />
          </>
        )}
      </div>
    </div>
  );
}

/**
 * A product sold through variants: its variants to choose from. The choice takes the variant's
 * own part number into the row, which then looks it up and opens its chooser as a typed one would.
 */
function VariantPicker({
  rowKey,
  n,
  variants,
  onPick,
}: {
  rowKey: number;
  n: number;
  variants: QuickOrderVariantChoice[];
  onPick: (partNumber: string) => void;
}) {
  if (!variants.length) return null;
  const id = `nb-qo-variant-${rowKey}`;
  return (
    <div className="nb-qo-row__variants">
      <label className="visually-hidden" htmlFor={id}>
        Variant, row {n}
      </label>
      <select id={id} className="form-select form-select-sm" value="" onChange={(e) => e.target.value && onPick(e.target.value)}>
        <option value="">Choose a variant…</option>
        {variants.map((v) => (
          <option key={v.part_number} value={v.part_number}>
            {v.name} · {v.part_number}
          </option>
        ))}
      </select>
    </div>
  );
}

function LookupCell({
  lookup,
  rowKey,
  n,
  onPick,
}: {
  lookup: Lookup | undefined;
  rowKey: number;
  n: number;
  onPick: (partNumber: string) => void;
}) {
  if (!lookup) return null;
  if (lookup.state === 'loading')
    return (
      <span className="nb-qo-row__muted">
        <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
        Looking up…
      </span>
    );
  if (lookup.state === 'failed') return <span className="nb-qo-row__error">Could not look up this part number.</span>;
  const { item, message, variants } = lookup.match;
  return (
    <>
      {item && <ItemCell item={item} withFacts={!message} />}
      {message && <span className="nb-qo-row__error">{message}</span>}
      <VariantPicker rowKey={rowKey} n={n} variants={variants} onPick={onPick} />
    </>
  );
}

/** One row of the pad: part number and quantity, what the part number names, and a variant's chooser. */
export function QuickOrderRow({
  row,
  index,
  lookup,
  showProblem,
  onPartNumber,
  onQuantity,
  onChoices,
  onPasteRows,
  onRemove,
}: QuickOrderRowProps) {
  const n = index + 1;
  const match = lookup?.state === 'done' ? lookup.match : undefined;
  const variant = match?.item?.needs_configuration ? match.item.variant : null;
  const choices = variant ? (row.choices ?? defaultChoices(variant)) : null;
  const quantity = quickOrderQuantity(row.quantity);
  const price = unitPrice(match, choices, quantity);
  const problem = showProblem ? rowProblem(row) : null;
  const onPaste = (e: ClipboardEvent<HTMLInputElement>) => {
    // Cells copied from a spreadsheet become rows; a single part number is typed as usual.
    const text = e.clipboardData.getData('text');
    if (!/[\t\n]/.test(text.trim())) return;
    e.preventDefault();
    onPasteRows(text);
  };
  return (
    <li className={`nb-qo-row${row.refusal ? ' is-refused' : ''}`} aria-label={`Row ${n}`}>
      <span className="nb-qo-row__n" aria-hidden="true">
        {n}
      </span>
      <div className="nb-qo-row__part">
        <label className="visually-hidden" htmlFor={`nb-qo-part-${row.key}`}>
          Part number, row {n}
        </label>
        <input
          id={`nb-qo-part-${row.key}`}
          className="form-control"
          value={row.partNumber}
          placeholder="Part number"
          autoComplete="off"
          spellCheck={false}
          onChange={(e) => onPartNumber(e.target.value)}
          onPaste={onPaste}
        />
      </div>
      <div className="nb-qo-row__qty">
        <label className="visually-hidden" htmlFor={`nb-qo-qty-${row.key}`}>
          Quantity, row {n}
        </label>
        <input
          id={`nb-qo-qty-${row.key}`}
          className={`form-control${problem ? ' is-invalid' : ''}`}
          value={row.quantity}
          inputMode="numeric"
          autoComplete="off"
          aria-invalid={Boolean(problem)}
          aria-describedby={problem ? `nb-qo-problem-${row.key}` : undefined}
          onChange={(e) => onQuantity(e.target.value)}
        />
      </div>
      <div className="nb-qo-row__found" aria-live="polite">
        <LookupCell lookup={lookup} rowKey={row.key} n={n} onPick={onPartNumber} />
      </div>
      <div className="nb-qo-row__total">
        {price !== null && quantity !== null && <span aria-label={`Row ${n} total`}>{formatPrice(price * quantity, CURRENCY_SYMBOL)}</span>}
      </div>
      <div className="nb-qo-row__remove">
        <RemoveButton label={`Remove row ${n}`} onClick={onRemove} />
      </div>
      {problem && (
        <p className="nb-qo-row__problem" id={`nb-qo-problem-${row.key}`}>
          {problem}
        </p>
      )}
      {variant && choices && (
        <div className="nb-qo-row__chooser">
          <VariantChooser rowKey={row.key} variant={variant} choices={choices} onChange={onChoices} />
        </div>
      )}
      {row.refusal && (
        <p className="nb-qo-row__refusal" role="alert">
          Not added: {row.refusal}
        </p>
      )}
    </li>
  );
}
