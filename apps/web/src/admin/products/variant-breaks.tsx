import { useState } from 'react';
import { fieldKey, messagesUnder } from './product-errors';
import { numberOf, type VariantForm } from './product-form';
import type { ProductEditor } from './use-product-editor';
import { VolumeBreaks } from './volume-breaks';

/**
 * A variant's own volume breaks, folded away by default: most variants use the product's. Opened
 * by itself when the variant's breaks have a mistake to show.
 */
export function VariantBreaks({ variant, editor }: { variant: VariantForm; editor: ProductEditor }) {
  const errorKey = fieldKey.variant(variant.key, 'variant_price_tiers');
  const tiers = variant.variant_price_tiers;
  const [open, setOpen] = useState(false);
  const shown = open || (editor.showAll && messagesUnder(editor.errors, errorKey).length > 0);
  const price = numberOf(variant.variant_price);
  const id = `v-${variant.key}-breaks`;
  const summary = tiers.length ? `${tiers.length} break${tiers.length === 1 ? '' : 's'} of its own` : 'Uses the product’s breaks';

  return (
    <fieldset className="nb-pf-group">
      <legend className="nb-pf-group__title">Volume breaks</legend>
      <p className="nb-pf-breaks__summary">
        <span>{summary}</span>
        <button
          type="button"
          className="btn btn-sm btn-link"
          aria-expanded={shown}
          aria-controls={shown ? id : undefined}
          onClick={() => setOpen(!shown)}
        >
          {shown ? 'Hide' : tiers.length ? 'Edit breaks' : 'Give it its own breaks'}
        </button>
      </p>
      {shown && (
        <div id={id}>
          <VolumeBreaks
            id={id}
            tiers={tiers}
            onChange={(next) => editor.updateVariant(variant.key, (v) => ({ ...v, variant_price_tiers: next }))}
            errorKey={errorKey}
            listPrice={price !== undefined && Number.isFinite(price) ? price : null}
            editor={editor}
          />
        </div>
      )}
    </fieldset>
  );
}
