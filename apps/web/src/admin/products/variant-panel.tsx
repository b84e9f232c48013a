import { CopyOptionsButton } from './copy-options-button';
import { Field } from './field';
import { MeasurementEditor } from './measurement-editor';
import { OptionsEditor } from './options-editor';
import { fieldKey } from './product-errors';
import type { VariantForm } from './product-form';
import { UploadButton } from './upload-button';
import { VariantBreaks } from './variant-breaks';
import type { ProductEditor } from './use-product-editor';

interface VariantPanelProps {
  variant: VariantForm;
  editor: ProductEditor;
  onDone: () => void;
  onRemove: () => void;
}

/** One variant's fields, opened under its row: what it is, its image, its measurement and its options. */
export function VariantPanel({ variant, editor, onDone, onRemove }: VariantPanelProps) {
  const id = `v-${variant.key}`;
  const key = (field: string) => fieldKey.variant(variant.key, field);
  const set = (change: Partial<VariantForm>) => editor.updateVariant(variant.key, (v) => ({ ...v, ...change }));
  const text = (
    field: 'variant_name' | 'variant_sku' | 'variant_price' | 'variant_description' | 'variant_quantity' | 'variant_shipping_weight',
  ) => ({
    value: variant[field],
    onChange: (value: string) => set({ [field]: value }),
    onBlur: () => editor.touch(key(field)),
    error: editor.errorOf(key(field)),
  });
  const name = variant.variant_name || 'this variant';

  return (
    <div className="nb-pf-variant" id={`${id}-panel`}>
      <div className="nb-pf-variant__grid">
        <Field id={`${id}-name`} label="Variant name" required placeholder="e.g. Round 10.0" {...text('variant_name')} />
        <Field id={`${id}-sku`} label="Part number" required className="nb-pf-mono" {...text('variant_sku')} />
        <Field id={`${id}-price`} label="Price" required prefix="$" inputMode="decimal" {...text('variant_price')} />
        <Field
          id={`${id}-quantity`}
          label="Quantity in stock"
          inputMode="numeric"
          placeholder={editor.form.product_quantity || '0'}
          hint={`Empty: the product’s stock (${editor.form.product_quantity || '0'}) applies.`}
          {...text('variant_quantity')}
        />
        <Field
          id={`${id}-shipping-weight`}
          label="Shipping weight"
          suffix="lb"
          inputMode="decimal"
          placeholder={editor.form.product_shipping_weight}
          hint="Empty: the product’s weight applies."
          {...text('variant_shipping_weight')}
        />
      </div>
      <div className="nb-pf-variant__grid nb-pf-variant__grid--wide">
        <Field
          id={`${id}-description`}
          label="Description"
          rows={3}
          hint="Shown in the variant’s Details window."
          {...text('variant_description')}
        />
        <div className="nb-pf-field">
          <span className="form-label" id={`${id}-image-label`}>
            Image
          </span>
          <div className="nb-pf-variant__image" role="group" aria-labelledby={`${id}-image-label`}>
            {variant.variant_image ? (
              <img src={variant.variant_image} alt={`Image of ${name}`} width={64} height={64} />
            ) : (
              <span className="nb-pf-variant__no-image">No image: the storefront shows the default picture</span>
            )}
            <div className="nb-pf-variant__image-actions">
              <UploadButton
                label={variant.variant_image ? 'Replace' : 'Upload image'}
                ariaLabel={`${variant.variant_image ? 'Replace' : 'Upload'} the image of ${name}`}
                onUploaded={(url) => set({ variant_image: url })}
              />
              {variant.variant_image && (
                <button
                  type="button"
                  className="btn btn-sm btn-link nb-pf-danger-link"
                  aria-label={`Remove the image of ${name}`}
                  onClick={() => set({ variant_image: '' })}
                >
                  Remove
                </button>
              )}
            </div>
          </div>
        </div>
      </div>
      <MeasurementEditor variant={variant} editor={editor} />
      <OptionsEditor variant={variant} editor={editor} />
      <div className="d-flex justify-content-end mb-3">
        <CopyOptionsButton variant={variant} editor={editor} />
      </div>
      <VariantBreaks variant={variant} editor={editor} />
      <div className="nb-pf-variant__foot">
        <button type="button" className="btn btn-sm btn-link nb-pf-danger-link" onClick={onRemove}>
          Remove variant
        </button>
        <button type="button" className="btn btn-sm btn-primary" onClick={onDone} aria-controls={`${id}-panel`}>
          Done
        </button>
      </div>
    </div>
  );
}
