import { Link } from 'react-router';
import { paths } from '../../lib/paths';
import { PageBanner } from '../../components/page-banner';
import { usePageTitle } from '../../components/use-page-title';
import { EXAMPLE_PRODUCT_NAME, EXAMPLE_VARIANTS } from './example-product';
import { IslandInApp } from '../../islands/island-in-app';
import { VISITOR_PRODUCT } from '../../islands/product/drawn-product';
import './product.scss';

/**
 * /product-variant-example: the variants table with fixed placeholder data (spec section 2:
 * a demo template, not live), a reference of how configuring a variant works.
 */
export function ProductVariantExamplePage() {
  usePageTitle('Product Variant Example');
  return (
    <>
      <PageBanner title="Product Variant Example" subtitle="How choosing a variant works, shown with placeholder data." />
      <section className="container nb-product-variants nb-example" aria-labelledby="nb-example-title">
        <div className="nb-example__intro">
          <span className="badge nb-example__badge">Example</span>
          <h2 id="nb-example-title" className="nb-product-heading">
            {EXAMPLE_PRODUCT_NAME}
          </h2>
          <p>
            This is an example, not a product for sale: names, part numbers and prices are placeholders and nothing here can be ordered.
            Open a variant's options to try the measurement input and option lists; real products and prices are in the{' '}
            <Link to={paths.home}>shop</Link>.
          </p>
        </div>
        <IslandInApp
          name="variants-table"
          props={{
            productId: 'example',
            productName: `${EXAMPLE_PRODUCT_NAME} (example)`,
            variants: EXAMPLE_VARIANTS,
            pick: { variant: null, clearance: null },
            drawn: VISITOR_PRODUCT,
            example: true,
          }}
        />
      </section>
    </>
  );
}
