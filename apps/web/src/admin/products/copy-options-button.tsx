import { useState } from 'react';
import { ConfirmDialog } from '../ui/confirm-dialog';
import { copyOptionsToAll, variantsChangedByCopy } from './copy-options';
import type { VariantForm } from './product-form';
import type { ProductEditor } from './use-product-editor';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * "Copy options to all variants": after a confirmation naming how many variants change, every
 * other variant's options become copies of this one's. Only the form changes; saving stores it.
 */
export function CopyOptionsButton({ variant, editor }: { variant: VariantForm; editor: ProductEditor }) {
  const [asking, setAsking] = useState(false);
  const others = editor.form.product_variants.filter((v) => v.key !== variant.key);
  if (others.length === 0) return null;
  const changed = variantsChangedByCopy(editor.form.product_variants, variant);
  const name = variant.variant_name || 'this variant';
  const options = variant.variant_options.length;

  const copy = () => {
    editor.update((f) => ({ ...f, product_variants: copyOptionsToAll(f.product_variants, variant) }));
    setAsking(false);
  };

  return (
    <>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => setAsking(true)}
        disabled={changed.length === 0}
        title={changed.length === 0 ? 'Every variant already has these options' : undefined}
      >
        Copy options to all variants
      </button>
      <ConfirmDialog
        show={asking}
        title={`Copy the options of ${name}?`}
        confirmLabel={`Change ${plural(changed.length, 'variant', 'variants')}`}
        busy={false}
        onConfirm={copy}
        onClose={() => setAsking(false)}
      >
        <p>
          {changed.length === 1 ? 'The options of 1 other variant' : `The options of ${changed.length} other variants`} will be replaced
          with {options === 0 ? 'none (this variant has no options)' : `copies of this variant’s ${plural(options, 'option', 'options')}`}:
          names, info links, choices, prices and defaults.
        </p>
        <p className="m-0">
          {changed.length < others.length
            ? `${plural(others.length - changed.length, 'variant already has', 'variants already have')} them. `
            : ''}
          Nothing is stored until you save the product.
        </p>
      </ConfirmDialog>
    </>
  );
}
