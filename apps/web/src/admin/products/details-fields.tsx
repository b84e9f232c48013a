import { Field } from './field';
import type { ProductEditor } from './use-product-editor';

/** Where visitors will find the product: the storefront's /{slug}/{id} (a new product's id comes with its first save). */
function storefrontUrl(slug: string, id: string | undefined): string {
  return `${window.location.origin}/${slug}/${id ?? '…'}`;
}

/** The slug field's hint: how the slug is kept, and the address it gives. */
function SlugHint({ slug, edited, productId }: { slug: string; edited: boolean; productId?: string }) {
  const how = edited ? 'Edited by hand.' : 'Follows the name until you edit it.';
  if (!slug) return <>{how} The storefront address is made from it.</>;
  return (
    <>
      {how} Storefront address: <span className="nb-pf-url">{storefrontUrl(slug, productId)}</span>
      {productId ? ' — the old address keeps working after a change.' : ' (its last part is given when you save).'}
    </>
  );
}

/** Name, slug, part number, price, stock and description. */
export function DetailsFields({ editor, productId }: { editor: ProductEditor; productId?: string }) {
  const { form } = editor;
  const text = (field: 'product_sku' | 'product_price' | 'product_quantity' | 'product_description') => ({
    value: form[field],
    onChange: (value: string) => editor.update((f) => ({ ...f, [field]: value })),
    onBlur: () => editor.touch(field),
    error: editor.errorOf(field),
  });
  return (
    <div className="nb-pf-details">
      <Field
        id="product-name"
        label="Name"
        required
        className="nb-pf-details__name"
        value={form.product_name}
        onChange={editor.setName}
        onBlur={() => editor.touch('product_name')}
        error={editor.errorOf('product_name')}
      />
      <Field
        id="product-slug"
        label="Slug"
        className="nb-pf-details__slug"
        value={form.product_slug}
        onChange={editor.setSlug}
        onBlur={() => editor.touch('product_slug')}
        error={editor.errorOf('product_slug')}
        hint={<SlugHint slug={form.product_slug} edited={form.slug_edited} productId={productId} />}
      />
      <Field id="product-sku" label="Part number" required className="nb-pf-mono" {...text('product_sku')} />
      <Field
        id="product-price"
        label="Price"
        required
        prefix="$"
        inputMode="decimal"
        hint="Used when the product has no variants."
        {...text('product_price')}
      />
      <Field id="product-quantity" label="Quantity in stock" inputMode="numeric" {...text('product_quantity')} />
      <Field
        id="product-description"
        label="Description"
        rows={6}
        className="nb-pf-details__description"
        {...text('product_description')}
      />
    </div>
  );
}
