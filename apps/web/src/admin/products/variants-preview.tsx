import { useState } from 'react';
import { DEFAULT_PRODUCT_IMAGE, boundsOf, defaultUnit, enabledUnits, formatBounds, formatPrice } from '@northbend/shared';
import type { VariantForm } from './product-form';
import {
  hasChoices,
  initialDraft,
  previewCheck,
  previewOf,
  shortName,
  sortedChildren,
  type PreviewDraft,
  type PreviewVariant,
} from './preview-model';
import { thumbOf } from './thumb';
import { CartIcon, ChevronIcon, InfoIcon } from '../../ui/product-icons';
import { VariantsTableHead } from '../../ui/variants-table-head';
import { MeasurementInput } from '../../ui/measurement';

/** The storefront's currency symbol (the storefront's lib/config reads the same setting). */
const CURRENCY_SYMBOL: string = import.meta.env.VITE_CURRENCY_SYMBOL ?? '$';
const ERROR_ID = 'nb-preview-errors';

/**
 * A live copy of the storefront's variants table (apps/web/src/features/product/variants-table.tsx,
 * variant-row.tsx, variant-choices.tsx, measurement-field.tsx, option-select.tsx) as a signed-in
 * customer sees it, drawn from the editor's unsaved fields. The back office may not import the
 * storefront's features (eslint/architecture.js), so the markup, texts and class names are
 * repeated here, and its styles in styles/_products.scss; keep them in step with those files.
 * The size field and the option selects work, checked by the same shared rules; the Details and
 * Add to Cart buttons are pictures only.
 */
export function VariantsPreview({ productName, variants }: { productName: string; variants: VariantForm[] }) {
  const [expanded, setExpanded] = useState<ReadonlySet<string>>(new Set());
  const [drafts, setDrafts] = useState<Record<string, PreviewDraft>>({});
  const rows = variants.map(previewOf);
  const draftOf = (v: PreviewVariant): PreviewDraft => {
    const draft = drafts[v.key] ?? initialDraft(v);
    const units = enabledUnits(v.measurement);
    return draft.unit && units.includes(draft.unit) ? draft : { ...draft, unit: defaultUnit(v.measurement) };
  };
  const setDraft = (v: PreviewVariant, change: Partial<PreviewDraft>) =>
    setDrafts((all) => ({ ...all, [v.key]: { ...draftOf(v), ...change } }));
  const toggle = (key: string) =>
    setExpanded((open) => {
      const next = new Set(open);
      if (!next.delete(key)) next.add(key);
      return next;
    });

  const errors = rows.flatMap((v) => {
    if (!expanded.has(v.key) || !hasChoices(v)) return [];
    const check = previewCheck(v, draftOf(v));
    return check && !check.ok ? [{ variant: v, message: check.message }] : [];
  });

  if (rows.length === 0)
    return (
      <p className="nb-muted m-0">
        Without variants the storefront shows the product’s own price and an Add to Cart button instead of this table.
      </p>
    );

  return (
    <div className="nb-sf-preview">
      <h3 className="nb-product-heading">Variants</h3>
      <div className="nb-variants">
        {errors.length > 0 && (
          <div className="alert alert-danger nb-variants__alert" role="alert" id={ERROR_ID}>
            {errors.map((e) => (
              <p key={e.variant.key} className="mb-0">
                {errors.length > 1 && <strong>{e.variant.name}: </strong>}
                {e.message}
              </p>
            ))}
          </div>
        )}
        <table className="table nb-variants__table">
          <caption className="visually-hidden">Preview: variants of {productName || 'the product'}</caption>
          <VariantsTableHead />
          <tbody>
            {rows.map((v) => {
              const open = expanded.has(v.key) && hasChoices(v);
              const invalid = errors.some((e) => e.variant.key === v.key);
              return [
                <tr key={v.key} className={`nb-variant${open ? ' is-expanded' : ''}`}>
                  <td className="nb-variant__type">
                    <div className="nb-variant__type-inner">
                      <span className="nb-variant__image">
                        <img src={thumbOf(v.image || DEFAULT_PRODUCT_IMAGE)} alt="" width={56} height={56} loading="lazy" />
                      </span>
                      <span className="nb-variant__name">
                        <span title={v.name}>{shortName(v.name)}</span>
                        {v.price !== undefined && <span className="nb-variant__price">{formatPrice(v.price, CURRENCY_SYMBOL)}</span>}
                      </span>
                    </div>
                  </td>
                  <td>
                    <span className="nb-variant__sku">{v.sku}</span>
                  </td>
                  <td>{formatBounds(boundsOf(v.measurement, 'MM'))}</td>
                  <td>{formatBounds(boundsOf(v.measurement, 'IN'))}</td>
                  <td className="nb-variant__actions">
                    <button
                      type="button"
                      className="btn btn-sm btn-primary nb-variant__expand"
                      aria-expanded={open}
                      disabled={!hasChoices(v)}
                      title={hasChoices(v) ? undefined : 'No option found'}
                      onClick={() => toggle(v.key)}
                    >
                      Options <ChevronIcon direction={open ? 'up' : 'down'} />
                    </button>
                    <span className="btn btn-sm btn-outline-secondary nb-sf-preview__inert" aria-hidden="true">
                      <InfoIcon /> Details
                    </span>
                    <span className="btn btn-sm btn-warning nb-sf-preview__inert" aria-hidden="true">
                      <CartIcon /> Add to Cart
                    </span>
                  </td>
                </tr>,
                open && (
                  <tr key={`${v.key}-panel`} className="nb-variant-panel">
                    <td colSpan={5}>
                      <Choices variant={v} draft={draftOf(v)} invalid={invalid} onDraft={(change) => setDraft(v, change)} />
                    </td>
                  </tr>
                ),
              ];
            })}
          </tbody>
        </table>
      </div>
    </div>
  );
}

interface ChoicesProps {
  variant: PreviewVariant;
  draft: PreviewDraft;
  invalid: boolean;
  onDraft: (change: Partial<PreviewDraft>) => void;
}

/** Storefront: the 'Choose this option:' panel (variant-choices.tsx). */
function Choices({ variant, draft, invalid, onDraft }: ChoicesProps) {
  const id = `nb-preview-${variant.key}`;
  const range = draft.unit ? formatBounds(boundsOf(variant.measurement, draft.unit)) : 'N/A';
  return (
    <div className="nb-choices">
      <h4 className="nb-choices__title">Choose this option:</h4>
      <div className="nb-choices__grid">
        {draft.unit && (
          <MeasurementInput
            className="nb-choice nb-choice--measure"
            unitClassName="nb-choice__unit"
            inputId={`${id}-measure`}
            rangeId={`${id}-range`}
            input={draft.input}
            unit={draft.unit}
            units={enabledUnits(variant.measurement)}
            range={range}
            invalid={invalid}
            errorId={ERROR_ID}
            onInput={(input) => onDraft({ input })}
            onUnit={(unit) => onDraft({ unit, input: '' })}
          />
        )}
        {variant.options.map((option) => (
          <div key={option.key} className="nb-choice">
            <div className="nb-choice__label">
              <label htmlFor={`${id}-${option.key}`} className="form-label">
                {option.name}
              </label>
              {option.link === 5 && <span className="nb-choice__info">More info</span>}
            </div>
            <select
              id={`${id}-${option.key}`}
              className="form-select"
              value={draft.options[option.key] ?? ''}
              onChange={(e) => onDraft({ options: { ...draft.options, [option.key]: e.target.value } })}
            >
              <option value="">--- Select ---</option>
              {sortedChildren(option).map((child, i) => (
                <option key={`${child.name}-${i}`} value={child.name}>
                  {child.name}
                  {child.price !== undefined ? ` +${formatPrice(child.price, CURRENCY_SYMBOL)}` : ''}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      <div className="nb-user-selected">
        <h5 className="nb-user-selected__title">User Selected</h5>
        <p className="mb-0">N/A</p>
      </div>
    </div>
  );
}
