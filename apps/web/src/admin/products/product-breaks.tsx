import { numberOf } from './product-form';
import type { ProductEditor } from './use-product-editor';
import { VolumeBreaks } from './volume-breaks';

const figure = (text: string) => {
  const n = numberOf(text);
  return n !== undefined && Number.isFinite(n) ? n : null;
};

/**
 * The product's volume breaks, for everyone (signed in or not): they hold for the product and
 * for each variant without breaks of its own. The unit prices shown are of the product's price,
 * or of the lowest variant price when it has variants.
 */
export function ProductBreaks({ editor }: { editor: ProductEditor }) {
  const { form } = editor;
  const variantPrices = form.product_variants.map((v) => figure(v.variant_price)).filter((n): n is number => n !== null);
  const listPrice = form.product_variants.length ? (variantPrices.length ? Math.min(...variantPrices) : null) : figure(form.product_price);
  return (
    <>
      <p className="nb-pf-hint mt-0">
        A line of at least that many pieces costs that much less, for every customer. A company’s contract price wins when it is lower.
        Variants with breaks of their own use those.
      </p>
      <VolumeBreaks
        id="product-breaks"
        tiers={form.product_price_tiers}
        onChange={(tiers) => editor.update((f) => ({ ...f, product_price_tiers: tiers }))}
        errorKey="product_price_tiers"
        listPrice={listPrice}
        priceOf={form.product_variants.length ? 'the lowest variant price' : undefined}
        editor={editor}
      />
    </>
  );
}
