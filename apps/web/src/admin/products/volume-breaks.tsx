import { PRICE_TIERS_MAX } from '@northbend/shared';
import { formatMoney } from '../../ui/money';
import { TableHead } from '../../ui/table-head';
import { Field } from './field';
import { emptyTier, numberOf, type TierForm } from './product-form';
import type { ProductEditor } from './use-product-editor';

interface VolumeBreaksProps {
  /** Prefix of the inputs' ids, unique on the page. */
  id: string;
  tiers: TierForm[];
  onChange: (tiers: TierForm[]) => void;
  /** The error key of the list ('product_price_tiers', '…variant-3.variant_price_tiers'). */
  errorKey: string;
  /** The list price the breaks lower, for the unit price each gives; null while it is no figure. */
  listPrice: number | null;
  /** Whose list price it is, when not obvious ('the lowest variant'). */
  priceOf?: string;
  editor: ProductEditor;
}

/** What a break makes of a list price, rounded to the cent as the cart rounds it. */
const unitPrice = (list: number, percent: number) => Math.round(list * (100 - percent)) / 100;

/**
 * Volume breaks (issue 27): rows of 'from N pieces, P % off', each with the unit price it gives.
 * One piece is always the list price; the shared rules check the order and the figures.
 */
export function VolumeBreaks({ id, tiers, onChange, errorKey, listPrice, priceOf, editor }: VolumeBreaksProps) {
  const set = (key: string, change: Partial<TierForm>) => onChange(tiers.map((t) => (t.key === key ? { ...t, ...change } : t)));
  // The list's own mistakes (order, duplicates); a break's figures show by its fields.
  const listMessage = editor.errorsOf(errorKey).length ? editor.errors.get(errorKey) : undefined;
  const firstBreak = tiers.map((t) => numberOf(t.min_quantity)).filter((n): n is number => Number.isInteger(n));

  return (
    <div className="nb-pf-breaks">
      {tiers.length > 0 && (
        <table className="nb-pf-breaks__table">
          <caption className="visually-hidden">Volume breaks</caption>
          <TableHead cells={['From', 'Off the list price', 'Unit price', { label: 'Remove', hidden: true }]} />
          <tbody>
            {tiers.map((t, i) => {
              const percent = numberOf(t.discount_percent);
              const gives =
                listPrice !== null && percent !== undefined && Number.isFinite(percent) && percent > 0 && percent < 100
                  ? unitPrice(listPrice, percent)
                  : null;
              const key = (field: string) => `${errorKey}.${t.key}.${field}`;
              return (
                <tr key={t.key}>
                  <td>
                    <Field
                      id={`${id}-${t.key}-min`}
                      label={`Break ${i + 1}: from how many pieces`}
                      hiddenLabel
                      inputMode="numeric"
                      suffix="pieces"
                      value={t.min_quantity}
                      onChange={(value) => set(t.key, { min_quantity: value })}
                      onBlur={() => editor.touch(errorKey)}
                      error={editor.errorOf(key('min_quantity'))}
                    />
                  </td>
                  <td>
                    <Field
                      id={`${id}-${t.key}-percent`}
                      label={`Break ${i + 1}: percent off`}
                      hiddenLabel
                      inputMode="decimal"
                      suffix="% off"
                      value={t.discount_percent}
                      onChange={(value) => set(t.key, { discount_percent: value })}
                      onBlur={() => editor.touch(errorKey)}
                      error={editor.errorOf(key('discount_percent'))}
                    />
                  </td>
                  <td className="nb-pf-breaks__price">{gives === null ? <span className="nb-muted">—</span> : formatMoney(gives)}</td>
                  <td className="nb-pf-choices__remove">
                    <button
                      type="button"
                      className="nb-icon-btn nb-icon-btn--danger"
                      aria-label={`Remove break ${i + 1}`}
                      title="Remove break"
                      onClick={() => onChange(tiers.filter((x) => x.key !== t.key))}
                    >
                      ✕
                    </button>
                  </td>
                </tr>
              );
            })}
          </tbody>
        </table>
      )}
      {listMessage && <div className="nb-pf-error">{listMessage}</div>}
      <p className="nb-pf-hint mb-2">
        {listPrice === null
          ? 'Enter the price to see what each break gives.'
          : `1${firstBreak.length ? `–${Math.min(...firstBreak) - 1}` : '+'} pieces: ${formatMoney(listPrice)}${priceOf ? ` (${priceOf})` : ''}, the list price.`}
      </p>
      <button
        type="button"
        className="btn btn-sm btn-outline-primary"
        disabled={tiers.length >= PRICE_TIERS_MAX}
        onClick={() => onChange([...tiers, emptyTier()])}
      >
        Add break
      </button>
    </div>
  );
}
