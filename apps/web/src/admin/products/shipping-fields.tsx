import { Field } from './field';
import type { ProductEditor } from './use-product-editor';

type ShippingField = 'product_shipping_weight' | 'product_shipping_length' | 'product_shipping_width' | 'product_shipping_height';
const SIDES = [
  ['product_shipping_length', 'length', 'Length'],
  ['product_shipping_width', 'width', 'Width'],
  ['product_shipping_height', 'height', 'Height'],
] as const;

/**
 * The weight and box of one piece, for UPS's rates at checkout (issue 30, decision 031). Empty
 * weight: the category's default weight, then 2 lb; empty box: the parcel is rated by weight.
 */
export function ShippingFields({ editor }: { editor: ProductEditor }) {
  const { form } = editor;
  const text = (field: ShippingField, errorKey: string = field) => ({
    value: form[field],
    onChange: (value: string) => editor.update((f) => ({ ...f, [field]: value })),
    onBlur: () => editor.touch(errorKey),
    error: editor.errorOf(errorKey),
  });
  return (
    <div className="nb-pf-shipping">
      <Field
        id="product-shipping-weight"
        label="Shipping weight"
        suffix="lb"
        inputMode="decimal"
        hint="One piece in its box. Empty: the category’s default weight, else 2 lb."
        {...text('product_shipping_weight')}
      />
      <fieldset className="nb-pf-shipping__box">
        <legend className="form-label">Box (optional)</legend>
        {SIDES.map(([field, side, label]) => (
          <Field
            key={field}
            id={`product-shipping-${side}`}
            label={label}
            suffix="in"
            inputMode="decimal"
            {...text(field, `product_shipping_dimensions.${side}`)}
          />
        ))}
      </fieldset>
    </div>
  );
}
